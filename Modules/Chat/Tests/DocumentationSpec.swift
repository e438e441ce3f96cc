import Chat
import KhipuDSL
import Testing

/// Every type of the Chat DSL, as the `@DSL` macro describes it.
let everyChatDSLSchema: [DSLTypeSchema] = [
    Message.dslSchema, Message.Chat.dslSchema, Message.Chat.Outcome.dslSchema, ChatError.dslSchema,
    ChatMessage.dslSchema, ChatMessage.Change.dslSchema, ChatMessage.Change.Add.dslSchema, ChatMessage.Change.Remove.dslSchema,
    ChatUser.dslSchema, ChatImage.dslSchema, Conversation.dslSchema, Conversation.Change.dslSchema,
    Conversation.Change.Add.dslSchema, AppState.dslSchema, AppState.Change.dslSchema, AppState.Change.Add.dslSchema,
]

@Suite("Chat DSL documentation")
struct DocumentationSpec {
    @Test("Chat DSL, every type, is documented", arguments: everyChatDSLSchema.map(\.name))
    func everyTypeDocumented(name: String) throws {
        let schema = try #require(everyChatDSLSchema.first { $0.name == name })
        #expect(schema.doc?.isEmpty == false)
    }

    @Test("Chat DSL, every case and property, is documented", arguments: everyChatDSLSchema.map(\.name))
    func everyMemberDocumented(name: String) throws {
        let schema = try #require(everyChatDSLSchema.first { $0.name == name })
        for item in schema.cases { #expect(item.doc?.isEmpty == false, "\(name).\(item.name)") }
        for field in schema.fields { #expect(field.doc?.isEmpty == false, "\(name).\(field.name)") }
    }

    @Test("Chat DSL, the seed's names, are in the schema")
    func seedNames() {
        #expect(ChatMessage.Change.dslSchema.cases.map(\.name) == ["wasReadBefore", "add", "remove"])
        #expect(ChatMessage.Change.Add.dslSchema.cases.map(\.name) == ["image"])
        #expect(ChatMessage.Change.Remove.dslSchema.cases.map(\.name) == ["image"])
        #expect(Message.dslSchema.cases.map(\.name) == ["chat"])
        #expect(Set(["login", "subscribe", "send"]).isSubset(of: Message.Chat.dslSchema.cases.map(\.name)))
    }

    @Test("Chat DSL, a user is written as a string literal")
    func userFromString() {
        #expect(ChatUser.dslSchema.initializers.map { $0.parameters.map(\.label) } == [["name"]])
    }
}
