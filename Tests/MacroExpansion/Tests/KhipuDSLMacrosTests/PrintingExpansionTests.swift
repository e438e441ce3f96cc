import Testing

/// `dslPrint(into:)`, the `DSLPrintable` fast path of the compact printer: written only where
/// it writes exactly what the synthesised `encode(to:)` makes the printer write.
@Suite("@DSL fast printing")
struct PrintingExpansionTests {
    @Test func rawValueCasesPrintByNameAndBacktickedNamesWithoutBackticks() {
        assertDSLExpansion(
            """
            @DSL enum Unit: String, Codable {
                case `default` = "DEF"
                case days
            }
            """,
            expandedSource: """
            enum Unit: String, Codable {
                case `default` = "DEF"
                case days

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Unit",
                        doc: nil,
                        kind: .enumeration([
                            DSLCaseSchema(name: "default", doc: nil, parameters: [], rawValue: Self.`default`.rawValue),
                            DSLCaseSchema(name: "days", doc: nil, parameters: [], rawValue: Self.days.rawValue)
                        ]),
                        initializers: []
                    )
                }

                static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
                    switch form {
                    case 0:
                        .`default`
                    default:
                        .days
                    }
                }

                func dslPrint(into writer: inout DSLTextWriter) throws {
                    switch self {
                    case .`default`:
                        writer.writeCase("default")
                    case .days:
                        writer.writeCase("days")
                    }
                }

                static func dslRead(from reader: inout DSLTextReader) throws -> Self {
                    try reader.dot()
                    if reader.caseName("default") {
                        return .`default`
                    }
                    if reader.caseName("days") {
                        return .days
                    }
                    throw DSLTextReader.GiveUp()
                }
            }

            extension Unit: DSLSchemaProviding, DSLConstructible, DSLPrintable, DSLReadable {
            }
            """
        )
    }

    @Test func aStructPrintsTheKeysOfItsCodingKeys() {
        assertDSLExpansion(
            """
            @DSL struct Total: Codable, DSLPrintable {
                let total: Int
                let note: String?
                enum CodingKeys: String, CodingKey {
                    case total = "sum"
                    case note
                }
            }
            """,
            expandedSource: """
            struct Total: Codable, DSLPrintable {
                let total: Int
                let note: String?
                enum CodingKeys: String, CodingKey {
                    case total = "sum"
                    case note
                }

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Total",
                        doc: nil,
                        kind: .structure([
                            DSLFieldSchema(name: "sum", typeName: "Int", type: Int.self, doc: nil),
                            DSLFieldSchema(name: "note", typeName: "String?", type: String?.self, doc: nil)
                        ]),
                        initializers: [
                            DSLInitializerSchema(
                                parameters: [
                                    DSLParameterSchema(label: "total", typeName: "Int", type: Int.self),
                                    DSLParameterSchema(label: "note", typeName: "String?", type: String?.self)
                                ],
                                doc: nil,
                                make: { arguments in
                                    Self(total: try arguments.decode(Int.self, at: 0), note: try arguments.decode(String?.self, at: 1))
                                }
                            )
                        ]
                    )
                }

                func dslPrint(into writer: inout DSLTextWriter) throws {
                    writer.openCall(Self.dslPrintedTypeName)
                    try writer.argument("sum", self.total)
                    try writer.argument("note", self.note)
                    writer.closeCall()
                }

                private static let dslPrintedTypeName = DSLTypeName.of(Self.self)
            }

            extension Total: DSLSchemaProviding {
            }
            """
        )
    }

    @Test func aGenericStructLooksItsNameUpEachTime() {
        assertDSLExpansion(
            """
            @DSL struct Box<Value: Codable>: Codable, DSLPrintable {
                let value: Value
            }
            """,
            expandedSource: """
            struct Box<Value: Codable>: Codable, DSLPrintable {
                let value: Value

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Box",
                        doc: nil,
                        kind: .structure([
                            DSLFieldSchema(name: "value", typeName: "Value", type: Value.self, doc: nil)
                        ]),
                        initializers: [
                            DSLInitializerSchema(
                                parameters: [
                                    DSLParameterSchema(label: "value", typeName: "Value", type: Value.self)
                                ],
                                doc: nil,
                                make: { arguments in
                                    Self(value: try arguments.decode(Value.self, at: 0))
                                }
                            )
                        ]
                    )
                }

                func dslPrint(into writer: inout DSLTextWriter) throws {
                    writer.openCall(Self.self)
                    try writer.argument("value", self.value)
                    writer.closeCall()
                }
            }

            extension Box: DSLSchemaProviding {
            }
            """
        )
    }

    /// A struct that does not ask, an enum with keys of its own for a case, a property wrapper
    /// and `case name()`, whose encodings the macro cannot be sure of, and an `Encodable`-less
    /// type: none gets the fast path, and each prints through `Encodable`.
    @Test func noFastPathWhereTheEncodingCouldDiffer() {
        assertDSLExpansion(
            """
            @DSL struct Plain: Codable {
                let name: String
            }
            @DSL enum Keyed: Codable {
                case add(item: Int)
                enum AddCodingKeys: String, CodingKey {
                    case item = "thing"
                }
            }
            @DSL struct Wrapped: Codable, DSLPrintable {
                @Clamped var level: Int
            }
            @DSL enum Empty: Codable {
                case reset()
            }
            @DSL enum ReadOnly: Decodable {
                case start
            }
            """,
            expandedSource: """
            struct Plain: Codable {
                let name: String

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Plain",
                        doc: nil,
                        kind: .structure([
                            DSLFieldSchema(name: "name", typeName: "String", type: String.self, doc: nil)
                        ]),
                        initializers: [
                            DSLInitializerSchema(
                                parameters: [
                                    DSLParameterSchema(label: "name", typeName: "String", type: String.self)
                                ],
                                doc: nil,
                                make: { arguments in
                                    Self(name: try arguments.decode(String.self, at: 0))
                                }
                            )
                        ]
                    )
                }
            }
            enum Keyed: Codable {
                case add(item: Int)
                enum AddCodingKeys: String, CodingKey {
                    case item = "thing"
                }

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Keyed",
                        doc: nil,
                        kind: .enumeration([
                            DSLCaseSchema(name: "add", doc: nil, parameters: [
                                DSLParameterSchema(label: "item", typeName: "Int", type: Int.self)
                            ])
                        ]),
                        initializers: []
                    )
                }

                static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
                    try .add(item: arguments.decode(Int.self, at: 0))
                }
            }
            struct Wrapped: Codable, DSLPrintable {
                @Clamped var level: Int

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Wrapped",
                        doc: nil,
                        kind: .structure([
                            DSLFieldSchema(name: "level", typeName: "Int", type: Int.self, doc: nil)
                        ]),
                        initializers: []
                    )
                }
            }
            enum Empty: Codable {
                case reset()

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Empty",
                        doc: nil,
                        kind: .enumeration([
                            DSLCaseSchema(name: "reset", doc: nil, parameters: [])
                        ]),
                        initializers: []
                    )
                }

                static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
                    .reset()
                }
            }
            enum ReadOnly: Decodable {
                case start

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "ReadOnly",
                        doc: nil,
                        kind: .enumeration([
                            DSLCaseSchema(name: "start", doc: nil, parameters: [])
                        ]),
                        initializers: []
                    )
                }

                static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
                    .start
                }

                static func dslRead(from reader: inout DSLTextReader) throws -> Self {
                    try reader.dot()
                    if reader.caseName("start") {
                        return .start
                    }
                    throw DSLTextReader.GiveUp()
                }
            }

            extension Plain: DSLSchemaProviding {
            }

            extension Keyed: DSLSchemaProviding, DSLConstructible {
            }

            extension Wrapped: DSLSchemaProviding {
            }

            extension Empty: DSLSchemaProviding, DSLConstructible {
            }

            extension ReadOnly: DSLSchemaProviding, DSLConstructible, DSLReadable {
            }
            """
        )
    }
}
