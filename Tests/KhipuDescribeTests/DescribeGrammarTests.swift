import Testing
import Todos
@testable import KhipuDescribe
@testable import KhipuScript

@Suite("describe, grammar")
struct DescribeGrammarTests {
    @Test("lists every case path of the Todos messages with parameter types and docs")
    func todosMessages() {
        let grammar = GrammarCollector.grammar(of: Message.self)
        #expect(grammar.messageType == "Message")
        #expect(grammar.messages.map(\.path) == [
            ".todos(.cmd(.add(item: TodoItem)))",
            ".todos(.cmd(.remove(item: TodoItem)))",
            ".todos(.cmd(.update(item: TodoItem)))",
            ".todos(.ack(.added(item: TodoItem)))",
            ".todos(.ack(.removed(item: TodoItem)))",
            ".todos(.ack(.updated(item: TodoItem)))",
        ])
        #expect(grammar.messages[0].doc?.hasPrefix("Appends the item to the todo list") == true)
        #expect(grammar.messages[0].name == "add")
        #expect(grammar.messages[0].parameters.map(\.label) == ["item"])
        #expect(grammar.messages[0].parameters.map(\.type) == ["TodoItem"])
    }

    @Test("lists the Change DSL of a model the messages carry, not among the types")
    func todosChanges() {
        let grammar = GrammarCollector.grammar(of: Message.self)
        #expect(grammar.changes.map(\.type) == ["TodoItem.Change"])
        #expect(grammar.changes.first?.model == "TodoItem")
        #expect(grammar.changes.first?.lines.map(\.path) == [
            ".title(to: String)", ".details(to: String)", ".due(to: TodoDate)", ".location(to: Location)", ".finish", ".unfinish",
        ])
        let types = grammar.types.map(\.name)
        #expect(!types.contains("TodoItem.Change"))
        #expect(types.first == "TodoItem")
        #expect(Set(types).isSuperset(of: ["TodoItem.State", "TodoDate", "Location", "Address", "Directions.Step", "TimeSpan.TimeComponent"]))
    }

    @Test("describes structs by their fields and enums by their cases")
    func typeEntries() throws {
        let grammar = GrammarCollector.grammar(of: Message.self)
        let item = try #require(grammar.types.first { $0.name == "TodoItem" })
        #expect(item.kind == "struct")
        #expect(item.fields.map(\.name) == ["id", "title", "details", "state", "due", "location", "created", "changed"])
        #expect(item.fields.first?.type == "UUID")
        let state = try #require(grammar.types.first { $0.name == "TodoItem.State" })
        #expect(state.kind == "enum")
        #expect(state.cases.map(\.name) == ["unfinished", "finished"])
        #expect(state.cases.allSatisfy { $0.doc?.isEmpty == false })
    }

    @Test("steps into an enum with a single case without payload, and keeps the outer doc")
    func singleCaseStep() throws {
        let grammar = GrammarCollector.grammar(of: LampMessage.self)
        #expect(grammar.messages.map(\.path) == [".switchOn(Lamp)", ".switched(Lamp, LampOutcome)", ".ping", ".pong(.ok)", ".query(.lamps)"])
        let query = try #require(grammar.messages.last)
        #expect(query.doc == "A step into the grammar, with a single case without payload.")
        #expect(grammar.types.map(\.name) == ["Lamp", "LampOutcome"])
        #expect(grammar.changes.isEmpty)
    }
}
