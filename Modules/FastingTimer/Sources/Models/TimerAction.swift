import Foundation
import KhipuDSL

/// What the timer reducer understands: the article's actions, with the time of `start` and
/// `finish` read in the shell and carried in the action, so the reducer stays pure.
@DSL
public enum TimerAction: Codable, Equatable, Sendable {
    /// Starts a new fast at this time; ignored while a fast runs.
    case start(at: Date)
    /// Finishes the running fast at this time; ignored when no fast runs.
    case finish(at: Date)
    /// Forgets the fast: no start, no end.
    case reset
    /// Asks to share the fast; the status becomes uploading until the sharing middleware answers.
    case share
    /// Sets the sharing status; the sharing middleware's answer to `share`.
    case setSharingStatus(SharingStatus)
    /// The running fast reached its goal; the reminder middleware's answer to `start`,
    /// when the goal comes before the fast is finished or reset. The state stays as it is:
    /// the app shows the reminder.
    case goalReached
}
