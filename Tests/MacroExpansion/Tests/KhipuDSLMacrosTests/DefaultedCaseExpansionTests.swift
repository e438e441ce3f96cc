import Testing

/// Defaulted associated values: the schema records each default as declared, for describe
/// and completion, and the fast path passes Swift's own default for an argument left out.
@Suite("@DSL on defaulted associated values")
struct DefaultedCaseExpansionTests {
    @Test func defaultsAreRecordedAndPassedToTheCase() {
        assertDSLExpansion(
            """
            @DSL enum Shop: Codable {
                case order(sku: String, quantity: Int = 1, note: String? = nil)
                case wrap(_ paper: Paper = .plain)
            }
            """,
            expandedSource: """
            enum Shop: Codable {
                case order(sku: String, quantity: Int = 1, note: String? = nil)
                case wrap(_ paper: Paper = .plain)

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Shop",
                        doc: nil,
                        kind: .enumeration([
                            DSLCaseSchema(name: "order", doc: nil, parameters: [
                                DSLParameterSchema(label: "sku", typeName: "String", type: String.self),
                                DSLParameterSchema(label: "quantity", typeName: "Int", type: Int.self, hasDefault: true, defaultValue: "1"),
                                DSLParameterSchema(label: "note", typeName: "String?", type: String?.self, hasDefault: true, defaultValue: "nil")
                            ]),
                            DSLCaseSchema(name: "wrap", doc: nil, parameters: [
                                DSLParameterSchema(label: nil, typeName: "Paper", type: Paper.self, hasDefault: true, defaultValue: ".plain")
                            ])
                        ]),
                        initializers: []
                    )
                }

                static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
                    switch form {
                    case 0:
                        try .order(sku: arguments.decode(String.self, at: 0), quantity: arguments.decode(Int.self, at: 1, default: 1), note: arguments.decode(String?.self, at: 2, default: nil))
                    default:
                        try .wrap(arguments.decode(Paper.self, at: 0, default: .plain))
                    }
                }

                func dslPrint(into writer: inout DSLTextWriter) throws {
                    switch self {
                    case let .order(v0, v1, v2):
                        writer.openCase("order")
                        try writer.requiredArgument("sku", v0)
                        try writer.requiredArgument("quantity", v1)
                        try writer.requiredArgument("note", v2)
                        writer.closeCase()
                    case let .wrap(v0):
                        writer.openCase("wrap")
                        try writer.requiredArgument(nil, v0)
                        writer.closeCase()
                    }
                }

                static func dslRead(from reader: inout DSLTextReader) throws -> Self {
                    try reader.dot()
                    if reader.caseName("order") {
                        try reader.openArguments()
                        let v0 = try reader.argument("sku", String.self)
                        let v1 = try reader.argument("quantity", Int.self)
                        let v2 = try reader.argument("note", String?.self)
                        try reader.closeArguments()
                        return .order(sku: v0, quantity: v1, note: v2)
                    }
                    if reader.caseName("wrap") {
                        try reader.openArguments()
                        let v0 = try reader.argument(nil, Paper.self)
                        try reader.closeArguments()
                        return .wrap(v0)
                    }
                    throw DSLTextReader.GiveUp()
                }
            }

            extension Shop: DSLSchemaProviding, DSLConstructible, DSLPrintable, DSLReadable {
            }
            """
        )
    }
}
