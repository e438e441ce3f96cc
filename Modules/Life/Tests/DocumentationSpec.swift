import KhipuDSL
import Life
import Testing

/// Every type of the Life DSL, as the `@DSL` macro describes it.
let everyLifeDSLSchema: [DSLTypeSchema] = [
    Message.dslSchema, Message.Life.dslSchema, Rejection.dslSchema, Pattern.dslSchema, Edges.dslSchema,
    Cell.dslSchema, Board.dslSchema, Board.Change.dslSchema, AppState.dslSchema, AppState.Change.dslSchema,
    AppState.Change.Setting.dslSchema,
]

@Suite("Life DSL documentation")
struct DocumentationSpec {
    @Test("Life DSL, every type, is documented", arguments: everyLifeDSLSchema.map(\.name))
    func everyTypeDocumented(name: String) throws {
        let schema = try #require(everyLifeDSLSchema.first { $0.name == name })
        #expect(schema.doc?.isEmpty == false)
    }

    @Test("Life DSL, every case and property, is documented", arguments: everyLifeDSLSchema.map(\.name))
    func everyMemberDocumented(name: String) throws {
        let schema = try #require(everyLifeDSLSchema.first { $0.name == name })
        #expect(!(schema.cases.isEmpty && schema.fields.isEmpty))
        for item in schema.cases { #expect(item.doc?.isEmpty == false, "\(name).\(item.name)") }
        for field in schema.fields { #expect(field.doc?.isEmpty == false, "\(name).\(field.name)") }
    }

    @Test("Life DSL, the commands, are newBoard, toggle, load, tick, advance and clear")
    func commands() {
        #expect(Array(Message.Life.dslSchema.cases.map(\.name).prefix(6)) == ["newBoard", "toggle", "load", "tick", "advance", "clear"])
    }
}
