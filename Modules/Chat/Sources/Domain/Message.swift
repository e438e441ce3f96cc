import KhipuDSL

/// What goes into and comes out of the chat app domain.
@DSL
public enum Message: Codable, Equatable, Sendable {
    /// Everything about chatting, e.g. `.chat(.send(ChatMessage(from: "alice", to: "echo", body: "Hello")))`.
    case chat(Chat)

    /// The commands of the chat feature, its answers and the messages other users send.
    @DSL
    public enum Chat: Codable, Equatable, Sendable {
        /// Logs in with the chat service as this user, e.g. `.login(as: "alice")`; answered with `.loggingIn(as:_:)`.
        case login(as: ChatUser)
        /// Ends the session and forgets its contacts and conversations; answered with `.loggingOut(_:)`.
        case logout
        /// Subscribes to another user, who becomes a contact, e.g. `.subscribe(to: "echo")`; answered with `.subscribing(to:_:)`.
        case subscribe(to: ChatUser)
        /// Sends a message of the user logged in, e.g. `.send(ChatMessage(from: "alice", to: "echo", body: "Hello"))`; answered with `.sending(_:_:)`, then `.received(_:)` for each answer.
        case send(ChatMessage)

        /// How logging in went, e.g. `.loggingIn(as: "alice", .succeeded)`.
        case loggingIn(as: ChatUser, Outcome)
        /// How logging out went, e.g. `.loggingOut(.failed(.notLoggedIn))`.
        case loggingOut(Outcome)
        /// How subscribing went, e.g. `.subscribing(to: "dave", .failed(.unknownUser("dave")))`.
        case subscribing(to: ChatUser, Outcome)
        /// How sending went; a sent message is filed in the conversation with its receiver.
        case sending(ChatMessage, Outcome)
        /// Another user sent this message to the user logged in; it is filed in the conversation with its sender.
        case received(ChatMessage)

        /// How a command went.
        @DSL
        public enum Outcome: Codable, Equatable, Sendable {
            /// It was carried out.
            case succeeded
            /// It was not carried out, for this reason; nothing changed, e.g. `.failed(.offline)`.
            case failed(ChatError)
        }
    }
}
