import Chat
import Foundation
import Khipu
import Testing

@Suite("SimulatedChatService")
struct SimulatedChatServiceSpec {
    let service = SimulatedChatService()

    /// Runs `body` in a fixed environment with the chat gateway in `mode` (nil: its default).
    func inMode<T>(_ mode: String?, _ body: () async throws -> T) async rethrows -> T {
        let environment = KhipuEnvironment.fixed()
        if let mode { environment.setGatewayMode(mode, of: "chat") }
        return try await KhipuEnvironment.$current.withValue(environment, operation: body)
    }

    @Test("SimulatedChatService, gateway, is named chat with the modes working, failing and offline")
    func gateway() {
        #expect(SimulatedChatService.gateway.name == "chat")
        #expect(SimulatedChatService.gateway.modes.map(\.name) == ["working", "failing", "offline"])
    }

    @Test("SimulatedChatService, directory, knows alice, bob, carol and echo")
    func directory() {
        #expect(ChatDirectory.users == [alice, bob, carol, echo])
    }

    @Test("SimulatedChatService, login and subscribe, succeed for every known user", arguments: ChatDirectory.users)
    func knownUsers(user: ChatUser) async throws {
        try await inMode(nil) {
            try await service.login(as: user)
            try await service.subscribe(to: user)
        }
    }

    @Test("SimulatedChatService, login, an unknown user, fails with unknownUser")
    func unknownLogin() async {
        await inMode("working") {
            await #expect(throws: ChatError.unknownUser(dave)) { try await service.login(as: dave) }
            await #expect(throws: ChatError.unknownUser(dave)) { try await service.subscribe(to: dave) }
        }
    }

    @Test("SimulatedChatService, every request, follows the gateway's mode", arguments: [("failing", ChatError.refused), ("offline", .offline), ("no such mode", .offline)])
    func modes(mode: String, error: ChatError) async {
        await inMode(mode) {
            let hello = ChatMessage(from: alice, to: echo, body: "Hello")
            await #expect(throws: error) { try await service.login(as: alice) }
            await #expect(throws: error) { try await service.subscribe(to: echo) }
            await #expect(throws: error) { _ = try await service.send(hello) }
            // Unreachable comes before unknown: an offline service cannot say who it knows.
            await #expect(throws: error) { try await service.login(as: dave) }
        }
    }

    @Test("SimulatedChatService, send to echo, echo answers with the same text and images")
    func echoAnswers() async throws {
        try await inMode(nil) {
            let hello = ChatMessage(from: alice, to: echo, body: "Hello").alter(.add(.image(sunset)))
            let answers = try await service.send(hello)
            #expect(answers.count == 1)
            #expect(answers.first?.from == echo)
            #expect(answers.first?.to == alice)
            #expect(answers.first?.body == "Hello")
            #expect(answers.first?.images == [sunset])
            #expect(answers.first?.id != hello.id)
        }
    }

    @Test("SimulatedChatService, send to bob, bob greets the sender")
    func bobAnswers() async throws {
        try await inMode(nil) {
            let answers = try await service.send(ChatMessage(from: alice, to: bob, body: "Hi"))
            #expect(answers.map(\.body) == ["Hi alice, got your message."])
            #expect(answers.map(\.from) == [bob])
        }
    }

    @Test("SimulatedChatService, send to someone away, nobody answers", arguments: [alice, carol])
    func awayUsers(user: ChatUser) async throws {
        try await inMode(nil) {
            let answers = try await service.send(ChatMessage(from: bob, to: user, body: "Hi"))
            #expect(answers.isEmpty)
        }
    }

    @Test("SimulatedChatService, send to an unknown user, fails with unknownUser")
    func unknownReceiver() async {
        await inMode(nil) {
            let message = ChatMessage(from: alice, to: dave, body: "Hi")
            await #expect(throws: ChatError.unknownUser(dave)) { _ = try await service.send(message) }
        }
    }
}
