import Testing

@Suite("@DSL on types with their own Codable and raw values")
struct OwnCodableExpansionTests {
    @Test func aHandWrittenInitFromIsNotACallableInitializer() {
        assertDSLExpansion(
            """
            @DSL struct IBAN: Codable {
                let text: String
                init(from decoder: any Decoder) throws { text = try decoder.singleValueContainer().decode(String.self) }
                func encode(to encoder: Encoder) throws {}
            }
            """,
            expandedSource: """
            struct IBAN: Codable {
                let text: String
                init(from decoder: any Decoder) throws { text = try decoder.singleValueContainer().decode(String.self) }
                func encode(to encoder: Encoder) throws {}

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "IBAN",
                        doc: nil,
                        kind: .structure([
                            DSLFieldSchema(name: "text", typeName: "String", type: String.self, doc: nil)
                        ]),
                        initializers: [],
                        hasOwnCodable: true
                    )
                }
            }

            extension IBAN: DSLSchemaProviding {
            }
            """
        )
    }

    @Test func rawValueCasesCarryTheirRawValues() {
        assertDSLExpansion(
            """
            @DSL enum Currency: String, Codable {
                case eur = "EUR", usd
            }
            """,
            expandedSource: """
            enum Currency: String, Codable {
                case eur = "EUR", usd

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Currency",
                        doc: nil,
                        kind: .enumeration([
                            DSLCaseSchema(name: "eur", doc: nil, parameters: [], rawValue: Self.eur.rawValue),
                            DSLCaseSchema(name: "usd", doc: nil, parameters: [], rawValue: Self.usd.rawValue)
                        ]),
                        initializers: []
                    )
                }

                static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
                    switch form {
                    case 0:
                        .eur
                    default:
                        .usd
                    }
                }

                func dslPrint(into writer: inout DSLTextWriter) throws {
                    switch self {
                    case .eur:
                        writer.writeCase("eur")
                    case .usd:
                        writer.writeCase("usd")
                    }
                }

                static func dslRead(from reader: inout DSLTextReader) throws -> Self {
                    try reader.dot()
                    if reader.caseName("eur") {
                        return .eur
                    }
                    if reader.caseName("usd") {
                        return .usd
                    }
                    throw DSLTextReader.GiveUp()
                }
            }

            extension Currency: DSLSchemaProviding, DSLConstructible, DSLPrintable, DSLReadable {
            }
            """
        )
    }

    @Test func fieldsAreNamedByTheirCodingKeys() {
        assertDSLExpansion(
            """
            @DSL struct Total: Codable {
                let sum: Int
                var cache: Int = 0
                enum CodingKeys: String, CodingKey {
                    case sum = "total"
                }
            }
            """,
            expandedSource: """
            struct Total: Codable {
                let sum: Int
                var cache: Int = 0
                enum CodingKeys: String, CodingKey {
                    case sum = "total"
                }

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Total",
                        doc: nil,
                        kind: .structure([
                            DSLFieldSchema(name: "total", typeName: "Int", type: Int.self, doc: nil)
                        ]),
                        initializers: [
                            DSLInitializerSchema(
                                parameters: [
                                    DSLParameterSchema(label: "sum", typeName: "Int", type: Int.self),
                                    DSLParameterSchema(label: "cache", typeName: "Int", type: Int.self, hasDefault: true, defaultValue: "0")
                                ],
                                doc: nil,
                                make: { arguments in
                                    Self(sum: try arguments.decode(Int.self, at: 0), cache: try arguments.decode(Int.self, at: 1, default: 0))
                                }
                            )
                        ]
                    )
                }
            }

            extension Total: DSLSchemaProviding {
            }
            """
        )
    }
}
