import Khipu
import KhipuDSL

/// Everything the chat app keeps: who is logged in, whom they subscribed to and their
/// conversations. Change it only through `alter`, e.g. `state.alter(.add(.message(hello)))`.
@DSL
public struct AppState: Alterable, Codable, Equatable, Sendable, DSLConstructible {
    /// The changes the app state understands.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// Starts a session as this user; logging in as someone else starts with no contacts and no conversations.
        case login(as: ChatUser)
        /// Ends the session and forgets its contacts and conversations.
        case logout
        /// Adds to the state, e.g. `.add(.chat(Conversation(with: "echo")))`.
        case add(Add)

        /// What can be added to the app state.
        @DSL
        public enum Add: Codable, Equatable, Sendable {
            /// Subscribes to a user; a contact is kept once.
            case contact(ChatUser)
            /// Adds a conversation; one with the same partner is replaced.
            case chat(Conversation)
            /// Files a message in the conversation with its partner, starting that conversation if needed.
            case message(ChatMessage)
        }
    }

    /// The user logged in, or nil.
    public let user: ChatUser?
    /// The users subscribed to, in the order of subscribing.
    public let contacts: [ChatUser]
    /// The conversations, in the order they started.
    public let chats: [Conversation]

    /// Nobody logged in, no contacts, no conversations.
    public init() { self.init(nil, [], []) }

    private init(_ u: ChatUser?, _ cs: [ChatUser], _ ch: [Conversation]) {
        user = u; contacts = cs; chats = ch
    }

    /// A copy with the changes applied in order.
    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        switch c {
        case let .login(as: u) where u == user:  return self
        case let .login(as: u):                  return Self(u, [], [])
        case .logout:                            return Self()
        case let .add(.contact(u)):              return Self(user, contacts.contains(u) ? contacts : contacts + [u], chats)
        case let .add(.chat(ch)):                return Self(user, contacts, replacingOrAppending(ch))
        case let .add(.message(m)):              return Self(user, contacts, filing(m))
        }
    }

    /// The conversation with `partner`, if there is one.
    public func chat(with partner: ChatUser) -> Conversation? {
        chats.first { $0.partner == partner }
    }

    private func replacingOrAppending(_ chat: Conversation) -> [Conversation] {
        guard chats.contains(where: { $0.id == chat.id }) else { return chats + [chat] }
        return chats.map { $0.id == chat.id ? chat : $0 }
    }

    private func filing(_ message: ChatMessage) -> [Conversation] {
        let partner = message.partner(of: user)
        return replacingOrAppending((chat(with: partner) ?? Conversation(with: partner)).alter(.add(.message(message))))
    }
}
