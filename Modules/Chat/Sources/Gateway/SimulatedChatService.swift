import Khipu

/// Stands in for the article's XMPP server: an in-memory directory of users, some of whom
/// answer at once (see `ChatDirectory`). How it answers is the mode of the `chat` gateway
/// in the current environment, so a script reproduces failures with `:gateway chat offline`.
///
/// Every call is asynchronous, as a network call is; callers start it with
/// `KhipuEnvironment.current.perform`.
public struct SimulatedChatService: Sendable {
    public static let gateway = GatewayDescription(
        name: "chat",
        summary: "the chat service: logs in, subscribes, delivers messages and their answers",
        modes: [
            (name: "working", summary: "every request reaches the service; echo and bob answer"),
            (name: "failing", summary: "the service refuses every request"),
            (name: "offline", summary: "the service cannot be reached"),
        ]
    )

    public init() {}

    /// Succeeds when the service knows `user`.
    public func login(as user: ChatUser) async throws(ChatError) {
        try checkReachable()
        try checkKnown(user)
    }

    /// Succeeds when the service knows `other`.
    public func subscribe(to other: ChatUser) async throws(ChatError) {
        try checkReachable()
        try checkKnown(other)
    }

    /// Delivers `message` to its receiver and returns what the receiver answers at once,
    /// each answer a new message from the receiver to the sender.
    public func send(_ message: ChatMessage) async throws(ChatError) -> [ChatMessage] {
        try checkReachable()
        try checkKnown(message.to)
        return ChatDirectory.answers(to: message)
    }

    /// A mode the simulation does not know counts as unreachable.
    private func checkReachable() throws(ChatError) {
        switch KhipuEnvironment.current.gatewayMode(of: Self.gateway.name) ?? "working" {
        case "working": return
        case "failing": throw .refused
        default: throw .offline
        }
    }

    private func checkKnown(_ user: ChatUser) throws(ChatError) {
        guard ChatDirectory.users.contains(user) else { throw .unknownUser(user) }
    }
}
