import Foundation
import Khipu

/// The game's clock: while the game runs, it sends `.snake(.tick)` once for every
/// `Ticker.interval` that passes on the environment's clock.
///
/// It follows the store: a change into running starts it, a change out of running (pause,
/// the end of the game, a new game, reset, undo) stops it. It waits with
/// `KhipuEnvironment.sleep`, so on a script's fixed clock `:clock advance 3s` wakes it
/// once and it sends the three ticks that fell due, stopping early when the game ends.
final class Ticker: @unchecked Sendable {
    /// The time between two moves.
    static let interval: TimeInterval = 1
    /// The most ticks sent for one jump of the clock; a longer jump drops the rest, so a
    /// day's `:clock advance` on a wrapping board cannot flood the host.
    static let catchUpLimit = 1000

    private let lock = NSLock()
    // Guarded by lock: counts the starts and stops; a loop goes on only while it is the latest.
    private var generation = 0
    private var isTicking = false
    private let store: AppStore
    private let output: Output<Message>

    init(store: AppStore, output: @escaping Output<Message>) {
        self.store = store
        self.output = output
    }

    /// Starts ticking when the game runs and no loop ticks yet; stops the loop when it does not.
    func follow() {
        let running = store.state().game.status == .running
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
        var due = environment.now().addingTimeInterval(Self.interval)
        while isLatestAndRunning(loop) {
            let now = environment.now()
            if now < due {
                await environment.sleep(for: due.timeIntervalSince(now))
                continue
            }
            var sent = 0
            while due <= environment.now(), sent < Self.catchUpLimit, isLatestAndRunning(loop) {
                output(.snake(.tick))
                due = due.addingTimeInterval(Self.interval)
                sent += 1
            }
            if due <= environment.now() { due = environment.now().addingTimeInterval(Self.interval) }
        }
        lock.withLock { if generation == loop { isTicking = false } }
    }

    private func isLatestAndRunning(_ loop: Int) -> Bool {
        lock.withLock { generation == loop } && store.state().game.status == .running
    }
}
