/// How a reducer domain's messages and the reducer's actions correspond.
///
/// `action` runs in the imperative shell while a message is processed: it may read
/// `KhipuEnvironment.current.now()` or `.newID()` and put the result into the action, so
/// that the reducer stays pure. `message` turns a middleware's follow-up action into the
/// message the domain outputs; the host feeds that message back into the domain, so
/// `action(message(followUp))` must give the follow-up back for it to be reduced.
public struct ActionMapping<Message, Action>: Sendable {
    /// The action a message asks for, or nil for a message the reducer does not handle.
    public let action: @Sendable (Message) -> Action?
    /// The message that carries a middleware's follow-up action out of the domain.
    public let message: @Sendable (Action) -> Message

    public init(action: @escaping @Sendable (Message) -> Action?, message: @escaping @Sendable (Action) -> Message) {
        self.action = action
        self.message = message
    }
}
