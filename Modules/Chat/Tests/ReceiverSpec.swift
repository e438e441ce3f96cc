import Chat
import Foundation
import Khipu
import Testing

/// The seed's ViewState: a receiver that keeps what the UI would show. It notes, for every
/// message, who was logged in and how many messages were filed at the moment it heard it.
final class ViewState: @unchecked Sendable {
    struct Seen: Equatable {
        let message: Message
        let user: ChatUser?
        let filed: Int
    }

    private let lock = NSLock()
    private var seen: [Seen] = []
    private let store: AppStore

    init(store: AppStore) { self.store = store }

    var heard: [Seen] { lock.withLock { seen } }

    func receive(_ message: Message) {
        let state = store.state()
        let note = Seen(message: message, user: state.user, filed: state.chats.map(\.messages.count).reduce(0, +))
        lock.withLock { seen.append(note) }
    }
}

@Suite("Chat receivers")
struct ReceiverSpec {
    @Test("Chat, receivers, are told every message before the features act on it")
    func receiversBeforeFeatures() async throws {
        let environment = KhipuEnvironment.fixed()
        let handle = KhipuEnvironment.$current.withValue(environment) { createInMemoryStoreHandle(initial: { AppState() }) }
        let view = ViewState(store: handle.store)
        let host = DomainHost(definition: ChatDomain.definition, storeHandle: handle, receivers: [view.receive], environment: environment)

        try host.send(.chat(.login(as: alice)))
        _ = await environment.waitUntilQuiet()
        let hello = KhipuEnvironment.$current.withValue(environment) { ChatMessage(from: alice, to: echo, body: "Hello") }
        try host.send(.chat(.send(hello)))
        _ = await environment.waitUntilQuiet()
        let outputs = host.takeOutputs()
        guard case .chat(.received(let answer))? = outputs.last else {
            Issue.record("expected echo's answer, got \(outputs)")
            return
        }

        #expect(view.heard == [
            // The command reaches the view before the feature logs in: nobody yet.
            ViewState.Seen(message: .chat(.login(as: alice)), user: nil, filed: 0),
            // The answer comes after the change, so the view shows the new state.
            ViewState.Seen(message: .chat(.loggingIn(as: alice, .succeeded)), user: alice, filed: 0),
            ViewState.Seen(message: .chat(.send(hello)), user: alice, filed: 0),
            ViewState.Seen(message: .chat(.sending(hello, .succeeded)), user: alice, filed: 1),
            ViewState.Seen(message: .chat(.received(answer)), user: alice, filed: 2),
        ])
    }

    @Test("Chat, createAppDomain, hands each message to the receivers first, then to the feature")
    func appCoreOrder() {
        withFixedEnvironment {
            let store = createInMemoryStore(initial: { AppState() })
            var log: [String] = []
            let receiver: Input<Message> = { message in
                if case .chat(.logout) = message { log.append("receiver: user \(store.state().user?.name ?? "none")") }
            }
            let app = createAppDomain(store: store, receivers: [receiver], rootHandler: { _ in log.append("feature answered") })
            store.change(.login(as: alice))
            app(.chat(.logout))
            #expect(log == ["receiver: user alice", "feature answered"])
            #expect(store.state().user == nil)
        }
    }

    @Test("Chat, conversation receiver, shows each message sent or received as a line")
    func conversationLines() {
        withFixedEnvironment {
            var lines: [String] = []
            let receiver = createConversationReceiver { lines.append($0) }
            let hello = ChatMessage(from: alice, to: echo, body: "Hello").alter(.add(.image(sunset)), .add(.image(harbour)))
            let answer = ChatMessage(from: echo, to: alice, body: "Hello")
            receiver(.chat(.send(hello)))
            receiver(.chat(.sending(hello, .succeeded)))
            receiver(.chat(.sending(hello, .failed(.offline))))
            receiver(.chat(.received(answer)))
            #expect(lines == ["alice → echo: Hello [sunset.jpg, harbour.png]", "echo → alice: Hello"])
        }
    }

    @Test("Chat, text receivers of the definition, show the conversation to a text host")
    func textReceivers() {
        withFixedEnvironment {
            var lines: [String] = []
            let store = createInMemoryStore(initial: { AppState() })
            let receivers = ChatDomain.definition.textReceivers(store) { lines.append($0) }
            receivers.forEach { $0(.chat(.received(ChatMessage(from: bob, to: alice, body: "Hi")))) }
            #expect(lines == ["bob → alice: Hi"])
        }
    }
}
