import Counter
import KhipuDSL
import Testing

/// Every type of the Counter DSL, as the `@DSL` macro describes it.
let everyCounterDSLSchema: [DSLTypeSchema] = [
    Message.dslSchema, Message.Counter.dslSchema, Message.Counter.ACK.dslSchema,
    DeclarativeCounter.dslSchema, DeclarativeCounter.Change.dslSchema, DeclarativeCounter.Change.Value.dslSchema,
    DeclarativeCounter.Rejection.dslSchema, AppState.dslSchema, AppState.Change.dslSchema,
]

func counterSchema(named name: String) -> DSLTypeSchema? {
    everyCounterDSLSchema.first { $0.name == name }
}

@Suite("Counter DSL documentation")
struct DocumentationSpec {
    @Test("Counter DSL, every type, is documented", arguments: everyCounterDSLSchema.map(\.name))
    func everyTypeDocumented(name: String) throws {
        let schema = try #require(counterSchema(named: name))
        #expect(schema.doc?.isEmpty == false)
    }

    @Test("Counter DSL, every case and property, is documented", arguments: everyCounterDSLSchema.map(\.name))
    func everyMemberDocumented(name: String) throws {
        let schema = try #require(counterSchema(named: name))
        #expect(!(schema.cases.isEmpty && schema.fields.isEmpty))
        for item in schema.cases { #expect(item.doc?.isEmpty == false, "\(name).\(item.name)") }
        for field in schema.fields { #expect(field.doc?.isEmpty == false, "\(name).\(field.name)") }
    }

    @Test("Counter DSL, the seed's case names, are in the schema")
    func seedNames() {
        #expect(DeclarativeCounter.Change.dslSchema.cases.map(\.name) == ["increment", "decrement", "incrementBy", "decrementBy"])
        #expect(DeclarativeCounter.Change.Value.dslSchema.cases.map(\.name) == ["value"])
        #expect(DeclarativeCounter.dslSchema.initializers.map { $0.parameters.map(\.label) } == [[]])
    }
}
