import Chat
import Khipu
import Testing

@Suite("Chat, extreme states × every message")
struct ChatReliabilitySpec {
    static let message =
        "ChatMessage(id: {uuid}, from: {user}, to: {user}, body: {string}, images: [ChatImage(name: {string})], wasReadBefore: true, created: {date})"
    static let slots: KeyValuePairs<String, [String]> = [
        "user": ["ChatUser(name: \"echo\")", "ChatUser(name: \"alice\")", "ChatUser(name: {string})"],
        "uuid": ExtremeValues.uuids, "string": ExtremeValues.strings, "date": ExtremeValues.dates,
    ]

    @Test("Chat, conversations with extreme bodies, names and dates, answer every message without a trap")
    func extremeConversations() async throws {
        let trial = DomainTrial(definition: ChatDomain.definition)
        let messages = ExtremeValues.variants(Self.message, Self.slots)
        let states = try trial.states(
            ["AppState(contacts: [], chats: [])"]
                + ExtremeValues.variants(
                    "AppState(user: {user}, contacts: [{user}, {user}], chats: [Conversation(partner: {user}, messages: [\(Self.message), \(Self.message)])])",
                    Self.slots
                )
        )
        let extra = messages.flatMap { message in
            [".chat(.send(\(message)))", ".chat(.received(\(message)))", ".chat(.sending(\(message), .succeeded))"]
        } + ExtremeValues.strings.flatMap { name in
            [".chat(.login(as: ChatUser(name: \(name))))", ".chat(.subscribe(to: ChatUser(name: \(name))))"]
        }
        await trial.check(states: states, messages: try trial.messages(extra: extra))
    }
}
