import Khipu
import KhipuDSL
import Lighting
import Testing

/// Every type of the Lighting DSL, as the `@DSL` macro describes it.
let everyLightingDSLSchema: [DSLTypeSchema] = [
    Message.dslSchema, Message.Load.dslSchema, Message.Loading.dslSchema, Message.Target.dslSchema, Message.Outcome.dslSchema,
    Light.dslSchema, Light.Change.dslSchema, Switch.dslSchema, Colour.dslSchema, Reason.dslSchema,
    AppState.dslSchema, AppState.Change.dslSchema, AppState.Change.Setting.dslSchema,
]

/// The rows of the domain's documentation table, the seed's compilable documentation.
let documentationRows = LightingDomain.definition.documentation.table().rows

@Suite("Lighting documentation")
struct DocumentationSpec {
    @Test("Lighting DSL, every type, case and property, is documented", arguments: everyLightingDSLSchema.map(\.name))
    func everythingDocumented(name: String) throws {
        let schema = try #require(everyLightingDSLSchema.first { $0.name == name })
        #expect(schema.doc?.isEmpty == false)
        #expect(!(schema.cases.isEmpty && schema.fields.isEmpty))
        for item in schema.cases { #expect(item.doc?.isEmpty == false, "\(name).\(item.name)") }
        for field in schema.fields { #expect(field.doc?.isEmpty == false, "\(name).\(field.name)") }
    }

    @Test("Lighting documentation, first row, is the seed's")
    func seedRow() throws {
        let table = LightingDomain.definition.documentation.table()
        let l = try #require(table.fixtures.first { $0.name == "l" }?.value as? Light)
        let error = try #require(table.fixtures.first { $0.name == "error" }?.value as? Reason)
        let row = try #require(table.rows.first)
        #expect(row.command == .load(.lights))
        #expect(row.success == [.loading(.lights([l]), .succeeded)])
        #expect(row.failure == [.loading(.lights([]), .failed(error))])
    }

    @Test("Lighting documentation, every command, has a row")
    func everyCommand() {
        let commands = Set(documentationRows.map { row -> String in
            switch row.command {
            case .load: "load"
            case .turn: "turn"
            case .dim: "dim"
            case .colour: "colour"
            case .loading, .turning, .dimming, .colouring: "answer"
            }
        })
        #expect(commands == ["load", "turn", "dim", "colour"])
    }

    @Test("Lighting documentation, every row, holds: the bridge working gives the success column (a refused row's answer)",
          arguments: documentationRows.indices)
    func successColumn(index: Int) async throws {
        let row = documentationRows[index]
        let (host, environment) = makeHost()
        #expect(try await send(row.command, to: host, in: environment) == row.success + row.refusal, "\(row.comment)")
    }

    @Test("Lighting documentation, every row that can fail, holds: the bridge failing gives the failure column",
          arguments: documentationRows.indices.filter { documentationRows[$0].canFail })
    func failureColumn(index: Int) async throws {
        let row = documentationRows[index]
        let (host, environment) = makeHost(mode: "failing")
        #expect(try await send(row.command, to: host, in: environment) == row.failure, "\(row.comment)")
    }
}
