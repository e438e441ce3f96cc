import KhipuDSL
import Testing
import OvoTimer

/// Every type of the Ovo Timer DSL, as the `@DSL` macro describes it.
let everyOvoTimerDSLSchema: [DSLTypeSchema] = [
    Message.dslSchema, Message.OvoTimer.dslSchema, Message.OvoTimer.CMD.dslSchema, Message.OvoTimer.ACK.dslSchema,
    TimerState.dslSchema, TimerState.Change.dslSchema, StoredTimer.dslSchema,
    AppState.dslSchema, AppState.Change.dslSchema,
]

/// The doc comments are the user's reference (`:describe`, completion): none may be missing.
@Suite("OvoTimer DSL documentation")
struct DocumentationTests {
    @Test("OvoTimer DSL, every type, is documented", arguments: everyOvoTimerDSLSchema.map(\.name))
    func everyTypeDocumented(name: String) throws {
        let schema = try #require(everyOvoTimerDSLSchema.first { $0.name == name })
        #expect(schema.doc?.isEmpty == false)
    }

    @Test("OvoTimer DSL, every case and property, is documented", arguments: everyOvoTimerDSLSchema.map(\.name))
    func everyMemberDocumented(name: String) throws {
        let schema = try #require(everyOvoTimerDSLSchema.first { $0.name == name })
        #expect(!(schema.cases.isEmpty && schema.fields.isEmpty))
        for item in schema.cases { #expect(item.doc?.isEmpty == false, "\(name).\(item.name)") }
        for field in schema.fields { #expect(field.doc?.isEmpty == false, "\(name).\(field.name)") }
    }

    @Test("OvoTimer DSL, the seed's states and transitions, are in the schema")
    func seedNames() {
        #expect(TimerState.dslSchema.cases.map(\.name) == ["intro", "winding", "running", "paused", "finished"])
        #expect(TimerState.Change.dslSchema.cases.map(\.name) == ["wind", "start", "restart", "pause", "unpause", "tick"])
        #expect(StoredTimer.dslSchema.initializers.map { $0.parameters.map(\.hasDefault) } == [[false, true, true, true]])
    }
}

@Suite("OvoTimerDomain")
struct OvoTimerDomainTests {
    @Test("OvoTimerDomain, definition, is named ovotimer, has a summary and starts at the intro")
    func definition() {
        let definition = OvoTimerDomain.definition
        #expect(definition.name == "ovotimer")
        #expect(!definition.summary.isEmpty)
        #expect(definition.initialState() == AppState())
        let names = definition.exposedTypes.map { String(describing: $0) }
        #expect(Set(names) == ["StoredTimer", "TimerState", "AppState"])
    }
}
