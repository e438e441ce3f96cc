import Khipu

/// One event of a statement, as the interpreter's `ScriptEvent` has it; on the wire a flat
/// object whose `kind` says which (`RemoteEvent+Codable`).
package enum RemoteEvent: Equatable, Sendable {
    /// The message sent, and what the domain answered.
    case dispatched(message: String, outputs: [RemoteMessage])
    /// Messages put out on their own.
    case emitted([RemoteMessage])
    case clockMoved(ClockMove)
    /// `let`.
    case bound(name: String, value: String)
    /// An `expect` held.
    case passed
    /// What was expected and what was found.
    case expectationFailed(details: String)
    /// The statement could not run: `text` rendered, and the diagnostic it is, or else the
    /// error that is not one.
    case failed(text: String, diagnostic: RemoteDiagnostic?, error: RemoteError?)
    /// What a command printed.
    case output(String)
}
