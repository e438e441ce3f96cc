import Foundation
import Khipu

/// The game's clock: while the game runs, it sends `.snake(.tick)` once for every
/// `Ticker.interval` that passes on the environment's clock.
///
/// It follows the store: a change into running starts it, a change out of running (pause,
/// the end of the game, a new game, reset, undo) stops it. It waits with
/// `KhipuEnvironment.sleep`, so on a script's fixed clock `:clock advance 3s` wakes it at
/// each of the three seconds and it sends a tick each time, stopping when the game ends. A
/// clock that jumps (`advanceClock`, a live clock after a stall) gets the ticks that fell due.
final class Ticker: Sendable {
    /// The time between two moves.
    static let interval: TimeInterval = 1
    /// The most ticks sent for one jump of the clock; a longer jump drops the rest, so a
    /// day's `:clock advance` on a wrapping board cannot flood the host.
    static let catchUpLimit = 1000

    private let loop: FollowingLoop

    init(store: AppStore, output: @escaping Output<Message>) {
        let isRunning = { store.state().game.status == .running }
        loop = FollowingLoop(while: isRunning) { startedAt, isCurrent in
            await Self.tick(from: startedAt, while: { isCurrent() && isRunning() }, output: output)
        }
    }

    /// Starts ticking when the game runs and no loop ticks yet; stops the loop when it does not.
    func follow() { loop.follow() }

    /// Sends a tick for every interval after `start`, while the game goes on.
    private static func tick(from start: Date, while going: () -> Bool, output: Output<Message>) async {
        let environment = KhipuEnvironment.current
        var due = start.addingTimeInterval(interval)
        while going() {
            let now = environment.now()
            if now < due {
                await environment.sleep(for: due.timeIntervalSince(now))
                continue
            }
            var sent = 0
            while due <= environment.now(), sent < catchUpLimit, going() {
                output(.snake(.tick))
                due = due.addingTimeInterval(interval)
                sent += 1
            }
            if due <= environment.now() { due = environment.now().addingTimeInterval(interval) }
        }
    }
}
