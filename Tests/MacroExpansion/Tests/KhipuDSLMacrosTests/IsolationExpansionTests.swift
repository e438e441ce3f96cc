import SwiftSyntaxMacrosGenericTestSupport
import SwiftDiagnostics
import Testing

/// `@DSL`'s conformances follow the isolation of the type they extend (issue 33, item 6):
/// in a target with `.defaultIsolation(MainActor.self)` an extension without a word would
/// make a `nonisolated` type's conformances main-actor-isolated.
@Suite("@DSL and isolation")
struct IsolationExpansionTests {
    @Test("a nonisolated type gets nonisolated conformances")
    func nonisolatedType() {
        assertDSLExpansion(
            """
            @DSL nonisolated enum Light {
                case on
            }
            """,
            expandedSource: """
            nonisolated enum Light {
                case on

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Light",
                        doc: nil,
                        kind: .enumeration([
                            DSLCaseSchema(name: "on", doc: nil, parameters: [])
                        ]),
                        initializers: []
                    )
                }
            }

            extension Light: nonisolated DSLSchemaProviding {
            }
            """
        )
    }

    @Test("a type nested in a nonisolated type is nonisolated too, and so are its conformances")
    func nestedInNonisolatedType() {
        assertDSLExpansion(
            """
            nonisolated enum Message {
                @DSL enum Light {
                    case on
                }
            }
            """,
            expandedSource: """
            nonisolated enum Message {
                enum Light {
                    case on

                    static var dslSchema: DSLTypeSchema {
                        DSLTypeSchema(
                            name: "Message.Light",
                            doc: nil,
                            kind: .enumeration([
                                DSLCaseSchema(name: "on", doc: nil, parameters: [])
                            ]),
                            initializers: []
                        )
                    }
                }
            }

            extension Message.Light: nonisolated DSLSchemaProviding {
            }
            """
        )
    }

    @Test("a @MainActor type gets conformances isolated to the main actor, which its members are")
    func mainActorType() {
        assertDSLExpansion(
            """
            @MainActor @DSL struct Panel {
                let title: String
            }
            """,
            expandedSource: """
            @MainActor struct Panel {
                let title: String

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Panel",
                        doc: nil,
                        kind: .structure([
                            DSLFieldSchema(name: "title", typeName: "String", type: String.self, doc: nil)
                        ]),
                        initializers: [
                            DSLInitializerSchema(
                                parameters: [
                                    DSLParameterSchema(label: "title", typeName: "String", type: String.self)
                                ],
                                doc: nil,
                                make: { arguments in
                                    Self(title: try arguments.decode(String.self, at: 0))
                                }
                            )
                        ]
                    )
                }
            }

            extension Panel: @MainActor DSLSchemaProviding {
            }
            """
        )
    }

    @Test("a type with no isolation written takes the module's default, as its extension does")
    func defaultIsolatedType() {
        assertDSLExpansion(
            """
            @DSL enum Light {
                case on
            }
            """,
            expandedSource: """
            enum Light {
                case on

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Light",
                        doc: nil,
                        kind: .enumeration([
                            DSLCaseSchema(name: "on", doc: nil, parameters: [])
                        ]),
                        initializers: []
                    )
                }
            }

            extension Light: DSLSchemaProviding {
            }
            """
        )
    }

    @Test("a stored property of a type whose Codable form is a bare list of numbers is a warning with an id")
    func untypeableProperty() {
        assertDSLExpansion(
            """
            @DSL struct Spot {
                let at: CGPoint
            }
            """,
            expandedSource: """
            struct Spot {
                let at: CGPoint

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Spot",
                        doc: nil,
                        kind: .structure([
                            DSLFieldSchema(name: "at", typeName: "CGPoint", type: CGPoint.self, doc: nil)
                        ]),
                        initializers: [
                            DSLInitializerSchema(
                                parameters: [
                                    DSLParameterSchema(label: "at", typeName: "CGPoint", type: CGPoint.self)
                                ],
                                doc: nil,
                                make: { arguments in
                                    Self(at: try arguments.decode(CGPoint.self, at: 0))
                                }
                            )
                        ]
                    )
                }
            }

            extension Spot: DSLSchemaProviding {
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    id: MessageID(domain: "KhipuDSLMacros", id: "untypeablePropertyType"),
                    message: "stored property 'at' of type CGPoint cannot be typed: its Codable form is a bare list of numbers without names, "
                        + "so Khipu prints and reads it as '[…]'; store a type Khipu can type (numbers, a @DSL struct) and convert where the app needs CGPoint",
                    line: 2, column: 13, severity: .warning
                )
            ]
        )
    }
}
