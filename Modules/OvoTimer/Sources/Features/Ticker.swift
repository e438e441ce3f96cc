import Foundation
import Khipu

/// The seed's "Timer implementation", the only part that ticks: while the timer runs, it
/// sends `.ovotimer(.cmd(.tick))` each time another whole second has passed on the clock.
///
/// It follows the store: a change into running starts it, a change out of running (pause,
/// finish, wind, reset, undo) stops it. It waits with `KhipuEnvironment.sleep`, so on a
/// script's fixed clock it ticks when `:clock advance` passes the next second, once, and
/// the tick reads the seconds left off the clock.
final class Ticker: @unchecked Sendable {
    private let lock = NSLock()
    /// Counts the starts and stops; a ticking loop goes on only while it is the latest.
    private var generation = 0
    private var isTicking = false
    private let store: AppStore
    private let output: Output<Message>

    init(store: AppStore, output: @escaping Output<Message>) {
        self.store = store
        self.output = output
    }

    /// Starts ticking when the timer runs and no loop ticks yet; stops the loop when the
    /// timer does not run.
    func follow() {
        let running = store.state().timer.isRunning
        let started: Int? = lock.withLock {
            switch (running, isTicking) {
            case (true, false):
                generation += 1
                isTicking = true
                return generation
            case (false, true):
                generation += 1
                isTicking = false
                return nil
            case (true, true), (false, false):
                return nil
            }
        }
        guard let started else { return }
        KhipuEnvironment.current.perform { [self] in await tick(as: started) }
    }

    private func tick(as loop: Int) async {
        let environment = KhipuEnvironment.current
        while let wait = waitForNextSecond(of: loop, at: environment.now()) {
            await environment.sleep(for: wait)
            guard isLatest(loop), store.state().timer.isRunning else { break }
            output(.ovotimer(.cmd(.tick)))
        }
        lock.withLock { if generation == loop { isTicking = false } }
    }

    /// The seconds until the whole seconds left drop by one; nil once the loop should end.
    /// A timer whose end date already passed (its tick is on its way, or the state was put
    /// back) waits one more second rather than tick twice.
    private func waitForNextSecond(of loop: Int, at now: Date) -> TimeInterval? {
        guard isLatest(loop) else { return nil }
        let state = store.state()
        guard state.timer.isRunning else { return nil }
        guard let end = state.endsAt, end > now else { return 1 }
        let left = end.timeIntervalSince(now)
        return max(0.001, left - (left.rounded(.up) - 1))
    }

    private func isLatest(_ loop: Int) -> Bool {
        lock.withLock { generation == loop }
    }
}
