import Foundation

/// What the timer middleware needs from the outside world, injected so that tests and
/// scripts can replace it.
public struct TimerDependencies: Sendable {
    /// Shares a fast (its start and, once finished, its end) with friends; throws when it
    /// could not.
    public let share: @Sendable (_ start: Date, _ end: Date?) async throws -> Void

    public init(share: @escaping @Sendable (_ start: Date, _ end: Date?) async throws -> Void) {
        self.share = share
    }

    /// The simulated sharing service, whose failures a script chooses with
    /// `:gateway sharing failing`.
    public static var simulated: TimerDependencies {
        let service = SimulatedSharingService()
        return TimerDependencies { start, end in try await service.share(start: start, end: end) }
    }
}
