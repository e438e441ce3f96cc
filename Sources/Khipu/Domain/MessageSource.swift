/// Where a message the domain put out came from, for a reader who wants to know why it is
/// there: the answer to the statement, a follow-up that came later, a tick of the clock,
/// or, attached to a live app, the app or another client.
package enum MessageSource: Equatable, Sendable {
    /// Emitted while the statement's own message was processed.
    case answer
    /// Sent by work the domain started (a middleware's answer, a gateway's reply).
    /// `startedBy` is the message or action that started it, printed; `timer` the timer it
    /// woke from, as its id prints (`"expiry-T3"`); `waited` whether it came only when the clock moved.
    case followUp(startedBy: String?, timer: String?, waited: Bool)
    /// Emitted when the clock moved, by work that did not say what started it (a ticker).
    case clock
    /// Attached to a live app: sent by the app itself (its UI, its HTTP handlers).
    case app
    /// Attached to a live app: sent by another attached client.
    case client(Int)

    /// A short phrase for a report: "answer", "follow-up of .place(…)", "timer "expiry"".
    package var label: String {
        switch self {
        case .answer: "answer"
        case .followUp(let startedBy, let timer, let waited):
            if let timer { "timer \(timer)" + (startedBy.map { " of \($0)" } ?? "") }
            else { (waited ? "later follow-up" : "follow-up") + (startedBy.map { " of \($0)" } ?? "") }
        case .clock: "clock"
        case .app: "the app"
        case .client(let number): "client \(number)"
        }
    }
}
