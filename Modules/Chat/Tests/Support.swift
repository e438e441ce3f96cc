import Chat
import Foundation
@_exported import KhipuTesting
import Khipu
import KhipuTestSupport

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
    let hosted: HostedDomain<Message, AppState>

    init(receivers: [Input<Message>] = [], gateway mode: String? = nil) {
        let environment = KhipuEnvironment.fixed()
        if let mode { environment.setGatewayMode(mode, of: "chat") }
        hosted = HostedDomain(ChatDomain.definition, receivers: receivers, environment: environment)
    }

    var host: DomainHost<Message, AppState> { hosted.host }
    var environment: KhipuEnvironment { hosted.environment }
    var state: AppState { hosted.state }

    /// Sends a command, waits until the simulated service has answered and returns every
    /// message the domain put out.
    @discardableResult
    func send(_ command: Message.Chat) async throws -> [Message] {
        try await hosted.sendWhenQuiet(.chat(command))
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
