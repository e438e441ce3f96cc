import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite("@DSL diagnostics")
struct DiagnosticTests {
    @Test(arguments: [
        ("class", "a class"),
        ("actor", "an actor"),
        ("protocol", "a protocol"),
        ("extension", "an extension"),
    ])
    func onlyEnumsAndStructs(keyword: String, description: String) {
        assertDSLExpansion(
            """
            @DSL \(keyword) Thing {}
            """,
            expandedSource: """
            \(keyword) Thing {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@DSL' can only be applied to an enum or a struct, not to \(description)",
                    line: 1, column: 1
                )
            ]
        )
    }

    @Test func storedPropertyWithoutTypeIsReportedAndLeftOut() {
        assertDSLExpansion(
            """
            @DSL struct Counter {
                var count = 0
                let name: String
            }
            """,
            expandedSource: """
            struct Counter {
                var count = 0
                let name: String

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Counter",
                        doc: nil,
                        kind: .structure([
                            DSLFieldSchema(name: "name", typeName: "String", type: String.self, doc: nil)
                        ]),
                        initializers: []
                    )
                }
            }

            extension Counter: DSLSchemaProviding {
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@DSL' needs an explicit type for stored property 'count' (write 'count: Type')",
                    line: 2, column: 9
                )
            ]
        )
    }

    @Test func tuplePatternsAndOpaqueTypesAreReported() {
        assertDSLExpansion(
            """
            @DSL struct Pair {
                let (a, b): (Int, Int)
                let shape: some Equatable = 1
            }
            """,
            expandedSource: """
            struct Pair {
                let (a, b): (Int, Int)
                let shape: some Equatable = 1

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Pair",
                        doc: nil,
                        kind: .structure([]),
                        initializers: []
                    )
                }
            }

            extension Pair: DSLSchemaProviding {
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@DSL' can only describe stored properties bound to a single name, not '(a, b)'",
                    line: 2, column: 9
                ),
                DiagnosticSpec(
                    message: "'@DSL' cannot describe stored property 'shape' of opaque type; use a concrete or 'any' type",
                    line: 3, column: 16
                ),
            ]
        )
    }
}
