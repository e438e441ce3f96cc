import KhipuDSL
import Testing
import Todos

/// Every type of the Todos DSL, as the `@DSL` macro describes it.
let everyTodosDSLSchema: [DSLTypeSchema] = [
    Message.dslSchema, Message.Todos.dslSchema, Message.Todos.CMD.dslSchema, Message.Todos.ACK.dslSchema,
    TodoItem.dslSchema, TodoItem.State.dslSchema, TodoItem.Change.dslSchema,
    TodoDate.dslSchema, TimeSpan.dslSchema, TimeSpan.TimeComponent.dslSchema, TimeSpan.Start.dslSchema, TimeSpan.End.dslSchema,
    Location.dslSchema, Address.dslSchema, Coordinate.dslSchema, Directions.dslSchema, Directions.Step.dslSchema,
    TodoList.dslSchema, TodoList.Change.dslSchema, TodoList.Change.Add.dslSchema, TodoList.Change.Remove.dslSchema,
    TodoList.Change.Update.dslSchema,
    AppState.dslSchema, AppState.Change.dslSchema, AppState.Change.Setting.dslSchema,
]

func todosSchema(named name: String) -> DSLTypeSchema? {
    everyTodosDSLSchema.first { $0.name == name }
}

/// The doc comments are the user's reference (`:describe`, completion): none may be missing.
@Suite("Todos DSL documentation")
struct DocumentationTests {
    @Test("Todos DSL, every type, is documented", arguments: everyTodosDSLSchema.map { $0.name })
    func everyTypeDocumented(name: String) throws {
        let schema = try #require(todosSchema(named: name))
        #expect(schema.doc?.isEmpty == false)
    }

    @Test("Todos DSL, every case and property, is documented", arguments: everyTodosDSLSchema.map { $0.name })
    func everyMemberDocumented(name: String) throws {
        let schema = try #require(todosSchema(named: name))
        #expect(!(schema.cases.isEmpty && schema.fields.isEmpty))
        for item in schema.cases { #expect(item.doc?.isEmpty == false, "\(name).\(item.name)") }
        for field in schema.fields { #expect(field.doc?.isEmpty == false, "\(name).\(field.name)") }
    }

    @Test("Todos DSL, the seed's labels, are in the schema")
    func seedLabels() {
        let cmd = Message.Todos.CMD.dslSchema.cases
        #expect(cmd.map(\.name) == ["add", "remove", "update"])
        #expect(cmd.allSatisfy { $0.parameters.map(\.label) == ["item"] })
        let duration = TimeSpan.dslSchema.cases.first { $0.name == "duration" }
        #expect(duration?.parameters.map(\.label) == [nil, "for", nil])
        #expect(TodoItem.dslSchema.initializers.map { $0.parameters.map(\.label) } == [["title"]])
        #expect(Coordinate.dslSchema.initializers.map { $0.parameters.map(\.label) } == [["latitude", "longitude"]])
    }
}
