import KhipuDSL

/// Someone who chats, known to the chat service by name; a string literal is a user, as in
/// `.chat(.login(as: "alice"))`.
@DSL
public struct ChatUser: Codable, Equatable, Hashable, Sendable, DSLConstructible {
    /// The name the chat service knows the user by, e.g. `alice`.
    public let name: String

    /// The user with this name, e.g. `ChatUser(name: "alice")`.
    public init(name: String) {
        self.name = name
    }
}

/// Lets Swift code write users as the scripts do: `let alice: ChatUser = "alice"`.
extension ChatUser: ExpressibleByStringLiteral {
    public init(stringLiteral name: String) { self.init(name: name) }
}
