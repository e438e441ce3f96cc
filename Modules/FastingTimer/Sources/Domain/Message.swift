import KhipuDSL

/// What goes into and comes out of the fasting timer domain.
@DSL
public enum Message: Codable, Equatable, Sendable {
    /// Everything about the fasting timer, e.g. `.timer(.start)`.
    case timer(Timer)

    /// The article's timer actions as a user sends them; the domain reads the clock for
    /// `start` and `finish`. The sharing middleware answers `share` with `setSharingStatus`.
    @DSL
    public enum Timer: Codable, Equatable, Sendable {
        /// Starts a fast now; ignored while a fast runs.
        case start
        /// Finishes the running fast now; ignored when no fast runs.
        case finish
        /// Forgets the fast: no start, no end.
        case reset
        /// Shares the fast with friends; answered with `.setSharingStatus(.shared)`, or `(.notShared)` when sharing failed or no fast was started.
        case share
        /// Sets the sharing status, e.g. `.setSharingStatus(.shared)`; the sharing middleware's answer to `share`.
        case setSharingStatus(SharingStatus)
        /// The running fast reached its goal; the reminder's answer to `start`, unless the fast was finished or reset first.
        case goalReached
    }
}
