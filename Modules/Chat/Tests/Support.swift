import Chat
import Foundation
@_exported import KhipuTesting
import Khipu

func id(_ n: Int) -> UUID {
    UUID(uuidString: String(format: "00000000-0000-0000-0000-%012X", n))!
}

let alice: ChatUser = "alice"
let bob: ChatUser = "bob"
let carol: ChatUser = "carol"
let echo: ChatUser = "echo"
let dave: ChatUser = "dave"
let sunset = ChatImage(name: "sunset.jpg")
let harbour = ChatImage(name: "harbour.png")

/// The chat domain hosted as the `khipu` tool hosts it, with its own fixed environment.
struct ChatSession {
    let host: DomainHost<Message, AppState>
    let environment: KhipuEnvironment

    init(receivers: [Input<Message>] = [], gateway mode: String? = nil) {
        environment = .fixed()
        if let mode { environment.setGatewayMode(mode, of: "chat") }
        host = DomainHost(definition: ChatDomain.definition, receivers: receivers, environment: environment)
    }

    var state: AppState { host.state }

    /// Sends a command, waits until the simulated service has answered and returns every
    /// message the domain put out.
    @discardableResult
    func send(_ command: Message.Chat) async throws -> [Message] {
        try host.send(.chat(command))
        _ = await environment.waitUntilQuiet()
        return host.takeOutputs()
    }

    /// A message made with this session's ids and clock.
    func message(from sender: ChatUser, to receiver: ChatUser, body: String) -> ChatMessage {
        KhipuEnvironment.$current.withValue(environment) { ChatMessage(from: sender, to: receiver, body: body) }
    }

    /// A session logged in as `user`.
    static func loggedIn(as user: ChatUser = alice, receivers: [Input<Message>] = []) async throws -> ChatSession {
        let session = ChatSession(receivers: receivers)
        try await session.send(.login(as: user))
        return session
    }
}
