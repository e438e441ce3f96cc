import Khipu
import KhipuDSL
import Snake
import Testing

/// Every type of the Snake DSL, as the `@DSL` macro describes it.
let everySnakeDSLSchema: [DSLTypeSchema] = [
    Message.dslSchema, Message.Snake.dslSchema, Rejection.dslSchema, Heading.dslSchema, Edges.dslSchema,
    Status.dslSchema, Ending.dslSchema, Cell.dslSchema, Game.dslSchema, Game.Change.dslSchema,
    AppState.dslSchema, AppState.Change.dslSchema, AppState.Change.Setting.dslSchema,
]

@Suite("Snake DSL documentation")
struct DocumentationSpec {
    @Test("Snake DSL, every type, is documented", arguments: everySnakeDSLSchema.map(\.name))
    func everyTypeDocumented(name: String) throws {
        let schema = try #require(everySnakeDSLSchema.first { $0.name == name })
        #expect(schema.doc?.isEmpty == false)
    }

    @Test("Snake DSL, every case and property, is documented", arguments: everySnakeDSLSchema.map(\.name))
    func everyMemberDocumented(name: String) throws {
        let schema = try #require(everySnakeDSLSchema.first { $0.name == name })
        #expect(!(schema.cases.isEmpty && schema.fields.isEmpty))
        for item in schema.cases { #expect(item.doc?.isEmpty == false, "\(name).\(item.name)") }
        for field in schema.fields { #expect(field.doc?.isEmpty == false, "\(name).\(field.name)") }
    }

    @Test("Snake documentation, has at least four rows and says where it departs from the article")
    func table() {
        let table = SnakeDomain.definition.documentation.table()
        #expect(table.rows.count >= 4)
        #expect(table.article?.contains("“A New Coding Paradigm: Declarative Domain Programming”") == true)
        #expect(!table.departures.isEmpty)
    }
}
