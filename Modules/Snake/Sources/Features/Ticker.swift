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

    /// Sends a tick for every interval after `start`, while the game goes on, and stops on
    /// a clock that cannot count intervals (see `due(after:)`) rather than loop at one date.
    private static func tick(from start: Date, while going: () -> Bool, output: Output<Message>) async {
        let environment = KhipuEnvironment.current
        guard var due = due(after: start) else { return }
        while going() {
            let now = environment.now()
            if now < due {
                await environment.sleep(for: .seconds(due.timeIntervalSince(now)))
                continue
            }
            // Neither before nor after the due date: the clock is not a time.
            guard due <= now else { return }
            var sent = 0
            while due <= environment.now(), sent < catchUpLimit, going() {
                output(.snake(.tick))
                guard let next = Self.due(after: due) else { return }
                due = next
                sent += 1
            }
            if due <= environment.now() {
                guard let next = Self.due(after: environment.now()) else { return }
                due = next
            }
        }
    }

    /// One interval after `date`; nil where adding it leaves the date as it is, as it does
    /// about 2^53 seconds away from 2001 (and for a date that is not a number).
    private static func due(after date: Date) -> Date? {
        let next = date.addingTimeInterval(interval)
        return next > date ? next : nil
    }
}
