import Foundation
import KhipuDSL

/// The fasting timer: when the current fast started and ended, the goal, and whether it
/// was shared. Only `timerReducer` makes new states from old ones.
@DSL
public struct TimerState: Codable, Equatable, Sendable, DSLConstructible {
    /// When the fast started; nil before the first start and after a reset.
    public let start: Date?
    /// When the fast was finished; nil while it runs or before it started.
    public let end: Date?
    /// How long a fast should last, in seconds (13 hours is 46800).
    public let goal: TimeInterval
    /// Whether the fast was shared with friends.
    public let sharingStatus: SharingStatus

    /// A timer that has not started, e.g. `TimerState(goal: 46800)` for 13 hours.
    public init(goal: TimeInterval) {
        self.init(start: nil, end: nil, goal: goal, sharingStatus: .notShared)
    }

    /// Every property at once, e.g. `TimerState(start: "2024-06-16T09:00:00Z", end: nil, goal: 46800, sharingStatus: .notShared)`.
    public init(start: Date?, end: Date?, goal: TimeInterval, sharingStatus: SharingStatus) {
        self.start = start
        self.end = end
        self.goal = goal
        self.sharingStatus = sharingStatus
    }

    /// A fast started and not finished yet.
    public var isRunning: Bool { start != nil && end == nil }
}
