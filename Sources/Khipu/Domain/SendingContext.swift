/// Where a message was sent from, as the work it sets off must see it: the follow-up being
/// sent and the work running when it was queued. The thread that runs the domain may be
/// another sender's (a later answer's, on the live clock), and without this a client's
/// message it picks up would start its work as that later answer's.
struct SendingContext: Sendable {
    let followUp: FollowUpOrigin?
    let work: RunningWork?

    /// The context of the calling task.
    static var current: SendingContext {
        SendingContext(followUp: KhipuEnvironment.followUpBeingSent, work: KhipuEnvironment.runningWork)
    }

    func run(_ body: () -> Void) {
        KhipuEnvironment.$followUpBeingSent.withValue(followUp) {
            KhipuEnvironment.$runningWork.withValue(work, operation: body)
        }
    }
}
