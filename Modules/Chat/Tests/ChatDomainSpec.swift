import Chat
import Foundation
import Khipu
import Testing

@Suite("ChatDomain")
struct ChatDomainSpec {
    @Test("ChatDomain, definition, is named chat, has a summary, the chat gateway and the model types")
    func definition() {
        let definition = ChatDomain.definition
        #expect(definition.name == "chat")
        #expect(!definition.summary.isEmpty)
        #expect(definition.gateways.map(\.name) == ["chat"])
        #expect(Set(definition.exposedTypes.map { String(describing: $0) }) == ["ChatMessage", "ChatUser", "ChatImage", "Conversation", "AppState"])
        #expect(definition.initialState() == AppState())
    }

    // MARK: login and logout

    @Test("Chat, login as a known user, succeeds and starts the session", arguments: ChatDirectory.users)
    func login(user: ChatUser) async throws {
        let session = ChatSession()
        let outputs = try await session.send(.login(as: user))
        #expect(outputs == [.chat(.loggingIn(as: user, .succeeded))])
        #expect(session.state.user == user)
    }

    @Test("Chat, login as an unknown user, fails and nobody is logged in")
    func loginUnknown() async throws {
        let session = ChatSession()
        #expect(try await session.send(.login(as: dave)) == [.chat(.loggingIn(as: dave, .failed(.unknownUser(dave))))])
        #expect(session.state.user == nil)
    }

    @Test("Chat, login while the service fails, fails with its reason", arguments: [("offline", ChatError.offline), ("failing", .refused)])
    func loginUnreachable(mode: String, error: ChatError) async throws {
        let session = ChatSession(gateway: mode)
        #expect(try await session.send(.login(as: alice)) == [.chat(.loggingIn(as: alice, .failed(error)))])
        #expect(session.state.user == nil)
    }

    @Test("Chat, logout, ends the session and forgets contacts and chats")
    func logout() async throws {
        let session = try await ChatSession.loggedIn()
        try await session.send(.subscribe(to: echo))
        try await session.send(.send(session.message(from: alice, to: echo, body: "Hello")))
        #expect(try await session.send(.logout) == [.chat(.loggingOut(.succeeded))])
        #expect(session.state == AppState())
    }

    @Test("Chat, logout when nobody is logged in, fails with notLoggedIn")
    func logoutNotLoggedIn() async throws {
        let session = ChatSession()
        #expect(try await session.send(.logout) == [.chat(.loggingOut(.failed(.notLoggedIn)))])
    }

    @Test("Chat, logout, works while the service is offline: it is local")
    func logoutOffline() async throws {
        let session = try await ChatSession.loggedIn()
        session.environment.setGatewayMode("offline", of: "chat")
        #expect(try await session.send(.logout) == [.chat(.loggingOut(.succeeded))])
    }

    // MARK: subscribe

    @Test("Chat, subscribe to a known user, makes them a contact, once")
    func subscribe() async throws {
        let session = try await ChatSession.loggedIn()
        #expect(try await session.send(.subscribe(to: echo)) == [.chat(.subscribing(to: echo, .succeeded))])
        try await session.send(.subscribe(to: bob))
        try await session.send(.subscribe(to: echo))
        #expect(session.state.contacts == [echo, bob])
    }

    @Test("Chat, subscribe, fails for each reason and adds no contact", arguments: [
        (true, nil, "dave", ChatError.unknownUser(dave)),
        (false, nil, "echo", .notLoggedIn),
        (true, "offline", "echo", .offline),
        (true, "failing", "echo", .refused),
    ] as [(Bool, String?, String, ChatError)])
    func subscribeFails(loggedIn: Bool, mode: String?, name: String, error: ChatError) async throws {
        let session = loggedIn ? try await ChatSession.loggedIn() : ChatSession()
        if let mode { session.environment.setGatewayMode(mode, of: "chat") }
        let user = ChatUser(name: name)
        #expect(try await session.send(.subscribe(to: user)) == [.chat(.subscribing(to: user, .failed(error)))])
        #expect(session.state.contacts.isEmpty)
    }

    // MARK: send

    @Test("Chat, send to echo, is sent, then echo's answer is received, both filed in the chat with echo")
    func sendToEcho() async throws {
        let session = try await ChatSession.loggedIn()
        let hello = session.message(from: alice, to: echo, body: "Hello").alter(.add(.image(sunset)))
        let outputs = try await session.send(.send(hello))
        #expect(outputs.count == 2)
        #expect(outputs.first == .chat(.sending(hello, .succeeded)))
        guard case .chat(.received(let answer))? = outputs.last else {
            Issue.record("expected echo's answer, got \(outputs)")
            return
        }
        #expect(answer.from == echo && answer.to == alice && answer.body == "Hello" && answer.images == [sunset])
        #expect(session.state.chats.map(\.partner) == [echo])
        #expect(session.state.chat(with: echo)?.messages == [hello, answer])
    }

    @Test("Chat, send to bob, bob's greeting is received")
    func sendToBob() async throws {
        let session = try await ChatSession.loggedIn()
        let hi = session.message(from: alice, to: bob, body: "Hi Bob")
        let outputs = try await session.send(.send(hi))
        #expect(outputs.first == .chat(.sending(hi, .succeeded)))
        #expect(outputs.dropFirst().map { if case .chat(.received(let m)) = $0 { m.body } else { "" } } == ["Hi alice, got your message."])
    }

    @Test("Chat, send to someone away, is sent and nothing comes back")
    func sendToCarol() async throws {
        let session = try await ChatSession.loggedIn()
        let hi = session.message(from: alice, to: carol, body: "Hi Carol")
        #expect(try await session.send(.send(hi)) == [.chat(.sending(hi, .succeeded))])
        #expect(session.state.chat(with: carol)?.messages == [hi])
    }

    @Test("Chat, send, every answer is dated and numbered by the environment, so two runs agree")
    func deterministic() async throws {
        func run() async throws -> [Message] {
            let session = try await ChatSession.loggedIn()
            return try await session.send(.send(session.message(from: alice, to: echo, body: "Hello")))
        }
        #expect(try await run() == run())
    }

    @Test("Chat, send, fails for each reason and files nothing", arguments: [
        (true, nil, "alice", "dave", "Hi", ChatError.unknownUser(dave)),
        (false, nil, "alice", "echo", "Hi", .notLoggedIn),
        (true, nil, "bob", "echo", "Hi", .wrongSender(bob)),
        (true, nil, "alice", "echo", " ", .emptyMessage),
        (true, "offline", "alice", "echo", "Hi", .offline),
        (true, "failing", "alice", "echo", "Hi", .refused),
    ] as [(Bool, String?, String, String, String, ChatError)])
    func sendFails(loggedIn: Bool, mode: String?, from: String, to: String, body: String, error: ChatError) async throws {
        let session = loggedIn ? try await ChatSession.loggedIn() : ChatSession()
        if let mode { session.environment.setGatewayMode(mode, of: "chat") }
        let message = session.message(from: ChatUser(name: from), to: ChatUser(name: to), body: body)
        #expect(try await session.send(.send(message)) == [.chat(.sending(message, .failed(error)))])
        #expect(session.state.chats.isEmpty)
    }

    @Test("Chat, back online, sending works again")
    func backOnline() async throws {
        let session = try await ChatSession.loggedIn()
        session.environment.setGatewayMode("offline", of: "chat")
        let hi = session.message(from: alice, to: carol, body: "Hi")
        try await session.send(.send(hi))
        session.environment.setGatewayMode("working", of: "chat")
        #expect(try await session.send(.send(hi)) == [.chat(.sending(hi, .succeeded))])
    }

    @Test("Chat, answers and received messages, are ignored when sent in as commands")
    func answersAreIgnored() async throws {
        let session = try await ChatSession.loggedIn()
        let hi = session.message(from: echo, to: alice, body: "Hi")
        let before = session.state
        for answer: Message.Chat in [.loggingIn(as: bob, .succeeded), .loggingOut(.succeeded), .subscribing(to: bob, .succeeded), .sending(hi, .succeeded), .received(hi)] {
            #expect(try await session.send(answer) == [])
        }
        #expect(session.state == before)
    }
}
