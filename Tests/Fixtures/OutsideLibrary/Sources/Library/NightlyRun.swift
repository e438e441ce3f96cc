import Foundation
import Khipu

/// Once started, fines the overdue loans every night and says how many it fined: a
/// repeating timer, which on a script's fixed clock wakes once for each night of a
/// `:clock advance 15d`, so a quiet fortnight answers `.night(fined: 0)` fifteen times.
final class NightlyRun: Sendable {
    private let loop: FollowingLoop
    private let started = StartedFlag()

    init(store: LibraryStore, output: @escaping Output<Message>) {
        let finer = UncheckedFiner(finer: Finer(store: store) { response in
            switch response {
            case .fined(let loans): output(.library(.ack(.night(fined: loans))))
            }
        })
        let started = started
        loop = FollowingLoop(while: { started.isOn }) { _, isCurrent in
            let environment = KhipuEnvironment.current
            while isCurrent() {
                await environment.sleep(for: 86_400)
                guard isCurrent() else { break }
                finer.finer.request(to: .fineOverdue)
            }
        }
    }

    func start() {
        started.isOn = true
        loop.follow()
    }

    /// Retires the loop: its wait on the clock is cancelled, so nothing is left waiting.
    func stop() {
        started.isOn = false
        loop.follow()
    }
}

/// Whether the run was started, read from the loop's thread.
private final class StartedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var on = false

    var isOn: Bool {
        get { lock.withLock { on } }
        set { lock.withLock { on = newValue } }
    }
}

/// The use case, over a store and an output Khipu makes safe to call from any thread.
private struct UncheckedFiner: @unchecked Sendable {
    let finer: Finer
}
