import Khipu
import KhipuDSL

/// The article's "chat": the messages exchanged with one other user, oldest first. Change it
/// only through `alter`, e.g. `conversation.alter(.add(.message(hello)))`.
@DSL
public struct Conversation: Identifiable, Alterable, Codable, Equatable, Sendable, DSLConstructible {
    /// The changes a conversation understands.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// Appends to the conversation, e.g. `.add(.message(hello))`.
        case add(Add)

        /// What can be appended to a conversation.
        @DSL
        public enum Add: Codable, Equatable, Sendable {
            /// Appends this message; a message whose id is already there replaces it in place.
            case message(ChatMessage)
        }
    }

    /// The other user; a conversation is identified by its partner.
    public let partner: ChatUser
    /// The messages sent and received, oldest first.
    public let messages: [ChatMessage]

    public var id: ChatUser { partner }

    /// An empty conversation with this user, e.g. `Conversation(with: "echo")`.
    public init(with partner: ChatUser) { self.init(partner, []) }

    private init(_ p: ChatUser, _ ms: [ChatMessage]) {
        partner = p; messages = ms
    }

    /// A copy with the changes applied in order.
    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        switch c {
        case let .add(.message(m)) where messages.contains { $0.id == m.id }:
            return Self(partner, messages.map { $0.id == m.id ? m : $0 })
        case let .add(.message(m)):
            return Self(partner, messages + [m])
        }
    }
}
