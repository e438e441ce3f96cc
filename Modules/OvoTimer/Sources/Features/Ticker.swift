import Foundation
import Khipu

/// The article's "Timer implementation", the only part that ticks: while the timer runs, it
/// sends `.ovotimer(.cmd(.tick))` each time another whole second has passed on the clock.
///
/// It follows the store: a change into running starts it, a change out of running (pause,
/// finish, wind, reset, undo) stops it. It waits with `KhipuEnvironment.sleep`, so on a
/// script's fixed clock `:clock advance 90s` wakes it at each of the 90 seconds in turn and
/// it ticks 90 times, each tick what a `.tick` typed a second after the last one does.
final class Ticker: Sendable {
    private let loop: FollowingLoop

    init(store: AppStore, output: @escaping Output<Message>) {
        let isRunning = { store.state().timer.isRunning }
        loop = FollowingLoop(while: isRunning) { _, isCurrent in
            let environment = KhipuEnvironment.current
            while isCurrent(), let wait = Self.waitForNextSecond(of: store.state(), at: environment.now()) {
                await environment.sleep(for: .seconds(wait))
                guard isCurrent(), isRunning() else { break }
                output(.ovotimer(.cmd(.tick)))
            }
        }
    }

    /// Starts ticking when the timer runs and no loop ticks yet; stops the loop when the
    /// timer does not run.
    func follow() { loop.follow() }

    /// The seconds until the whole seconds left drop by one; nil once the loop should end.
    /// A timer whose end date already passed (its tick is on its way, or the state was put
    /// back) waits one more second rather than tick twice.
    private static func waitForNextSecond(of state: AppState, at now: Date) -> TimeInterval? {
        guard state.timer.isRunning else { return nil }
        guard let end = state.endsAt, end > now else { return 1 }
        let left = end.timeIntervalSince(now)
        return max(0.001, left - (left.rounded(.up) - 1))
    }
}
