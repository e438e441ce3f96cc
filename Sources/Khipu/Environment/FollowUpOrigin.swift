/// Where a follow-up came from: the work that handed it to `KhipuEnvironment.deliver`
/// (a middleware's answer, a gateway's reply), so that a report can say of each message
/// the domain put out whether it answered the statement or came later, and from what.
package struct FollowUpOrigin: Sendable {
    /// What started the work (a middleware's action), printed when asked: printing it
    /// costs as much as a dispatch, and only a report that shows it asks.
    package let startedBy: (@Sendable () -> String)?
    /// The timer the work last woke from, when it slept on a named one.
    package let timer: String?
    /// Whether the work slept on the clock before it handed the follow-up over: its
    /// answer came later, when the clock moved.
    package let waited: Bool
    /// Whether it came after a wait on the live clock came due (or from work such an answer
    /// started): a later answer, not the step's, as a clock move would bring it on a fixed clock.
    package let isLater: Bool
    /// The clock time the work slept before it handed the follow-up over (see
    /// `WorkSleeps.slept`): a later answer is due that long after the work started.
    package let slept: Duration?

    package init(startedBy: (@Sendable () -> String)?, timer: String?, waited: Bool, isLater: Bool = false, slept: Duration? = .zero) {
        self.startedBy = startedBy
        self.timer = timer
        self.waited = waited
        self.isLater = isLater
        self.slept = slept
    }
}
