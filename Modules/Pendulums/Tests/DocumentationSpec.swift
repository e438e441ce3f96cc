import Khipu
import KhipuDSL
import Pendulums
import Testing

/// Every type of the Pendulums DSL, as the `@DSL` macro describes it.
let everyPendulumsDSLSchema: [DSLTypeSchema] = [
    Message.dslSchema, Message.Pendulums.dslSchema, Rejection.dslSchema, Parameter.dslSchema, Shape.dslSchema,
    Arm.dslSchema, Pendulum.dslSchema, Reading.dslSchema, Lab.dslSchema, Lab.Change.dslSchema,
    AppState.dslSchema, AppState.Change.dslSchema, AppState.Change.Setting.dslSchema,
]

@Suite("Pendulums DSL documentation")
struct DocumentationSpec {
    @Test("Pendulums DSL, every type, is documented", arguments: everyPendulumsDSLSchema.map(\.name))
    func everyTypeDocumented(name: String) throws {
        let schema = try #require(everyPendulumsDSLSchema.first { $0.name == name })
        #expect(schema.doc?.isEmpty == false)
    }

    @Test("Pendulums DSL, every case and property, is documented", arguments: everyPendulumsDSLSchema.map(\.name))
    func everyMemberDocumented(name: String) throws {
        let schema = try #require(everyPendulumsDSLSchema.first { $0.name == name })
        #expect(!(schema.cases.isEmpty && schema.fields.isEmpty))
        for item in schema.cases { #expect(item.doc?.isEmpty == false, "\(name).\(item.name)") }
        for field in schema.fields { #expect(field.doc?.isEmpty == false, "\(name).\(field.name)") }
    }

    @Test("Pendulums documentation, has at least four rows and says where it departs from the article")
    func table() {
        let table = PendulumsDomain.definition.documentation.table()
        #expect(table.rows.count >= 4)
        #expect(table.article?.contains("“A New Coding Paradigm: Declarative Domain Programming”") == true)
        #expect(!table.departures.isEmpty)
    }
}
