import Testing

@Suite("@DSL on enums")
struct EnumExpansionTests {
    @Test func labelledPayloads() {
        assertDSLExpansion(
            """
            @DSL enum Change {
                case title(to: String)
                case due(to: TodoDate, note: String)
            }
            """,
            expandedSource: """
            enum Change {
                case title(to: String)
                case due(to: TodoDate, note: String)

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Change",
                        doc: nil,
                        kind: .enumeration([
                            DSLCaseSchema(name: "title", doc: nil, parameters: [
                                DSLParameterSchema(label: "to", typeName: "String", type: String.self)
                            ]),
                            DSLCaseSchema(name: "due", doc: nil, parameters: [
                                DSLParameterSchema(label: "to", typeName: "TodoDate", type: TodoDate.self),
                                DSLParameterSchema(label: "note", typeName: "String", type: String.self)
                            ])
                        ]),
                        initializers: []
                    )
                }
            }

            extension Change: DSLSchemaProviding {
            }
            """
        )
    }

    @Test func unlabelledPayloadsKeepTheTypeAsWritten() {
        assertDSLExpansion(
            """
            @DSL enum Change {
                case add(TodoItem)
                case move(_ from: Int, _ to: Int)
                case steps([ Step ])
                case callback(() -> Void)
                case pair((Int, Int))
            }
            """,
            expandedSource: """
            enum Change {
                case add(TodoItem)
                case move(_ from: Int, _ to: Int)
                case steps([ Step ])
                case callback(() -> Void)
                case pair((Int, Int))

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Change",
                        doc: nil,
                        kind: .enumeration([
                            DSLCaseSchema(name: "add", doc: nil, parameters: [
                                DSLParameterSchema(label: nil, typeName: "TodoItem", type: TodoItem.self)
                            ]),
                            DSLCaseSchema(name: "move", doc: nil, parameters: [
                                DSLParameterSchema(label: nil, typeName: "Int", type: Int.self),
                                DSLParameterSchema(label: nil, typeName: "Int", type: Int.self)
                            ]),
                            DSLCaseSchema(name: "steps", doc: nil, parameters: [
                                DSLParameterSchema(label: nil, typeName: "[ Step ]", type: [ Step ].self)
                            ]),
                            DSLCaseSchema(name: "callback", doc: nil, parameters: [
                                DSLParameterSchema(label: nil, typeName: "() -> Void", type: (() -> Void).self)
                            ]),
                            DSLCaseSchema(name: "pair", doc: nil, parameters: [
                                DSLParameterSchema(label: nil, typeName: "(Int, Int)", type: (Int, Int).self)
                            ])
                        ]),
                        initializers: []
                    )
                }
            }

            extension Change: DSLSchemaProviding {
            }
            """
        )
    }

    @Test func mixedLabelsAndSeveralElementsInOneCase() {
        assertDSLExpansion(
            """
            @DSL enum Command {
                case finish, unfinish, rename(Int, to: String)
                case `default`
            }
            """,
            expandedSource: """
            enum Command {
                case finish, unfinish, rename(Int, to: String)
                case `default`

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Command",
                        doc: nil,
                        kind: .enumeration([
                            DSLCaseSchema(name: "finish", doc: nil, parameters: []),
                            DSLCaseSchema(name: "unfinish", doc: nil, parameters: []),
                            DSLCaseSchema(name: "rename", doc: nil, parameters: [
                                DSLParameterSchema(label: nil, typeName: "Int", type: Int.self),
                                DSLParameterSchema(label: "to", typeName: "String", type: String.self)
                            ]),
                            DSLCaseSchema(name: "default", doc: nil, parameters: [])
                        ]),
                        initializers: []
                    )
                }
            }

            extension Command: DSLSchemaProviding {
            }
            """
        )
    }

    @Test func enumWithoutCases() {
        assertDSLExpansion(
            "@DSL enum Nothing {}",
            expandedSource: """
            enum Nothing {

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Nothing",
                        doc: nil,
                        kind: .enumeration([]),
                        initializers: []
                    )
                }
            }

            extension Nothing: DSLSchemaProviding {
            }
            """
        )
    }

    @Test func docCommentsOfTheTypeAndItsCases() {
        assertDSLExpansion(
            """
            // Not a doc comment.

            /// Commands the todo list understands.
            @DSL enum CMD {
                /// Adds an item.
                /// It goes to the end of the list.
                case add(item: TodoItem)
                /** Removes an item. */
                case remove(item: TodoItem)
                /**
                 * Either way.
                 */
                case finish, unfinish
                // A plain comment.
                case clear
            }
            """,
            expandedSource: #"""
            // Not a doc comment.

            /// Commands the todo list understands.
            enum CMD {
                /// Adds an item.
                /// It goes to the end of the list.
                case add(item: TodoItem)
                /** Removes an item. */
                case remove(item: TodoItem)
                /**
                 * Either way.
                 */
                case finish, unfinish
                // A plain comment.
                case clear

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "CMD",
                        doc: "Commands the todo list understands.",
                        kind: .enumeration([
                            DSLCaseSchema(name: "add", doc: "Adds an item.\nIt goes to the end of the list.", parameters: [
                                DSLParameterSchema(label: "item", typeName: "TodoItem", type: TodoItem.self)
                            ]),
                            DSLCaseSchema(name: "remove", doc: "Removes an item.", parameters: [
                                DSLParameterSchema(label: "item", typeName: "TodoItem", type: TodoItem.self)
                            ]),
                            DSLCaseSchema(name: "finish", doc: "Either way.", parameters: []),
                            DSLCaseSchema(name: "unfinish", doc: "Either way.", parameters: []),
                            DSLCaseSchema(name: "clear", doc: nil, parameters: [])
                        ]),
                        initializers: []
                    )
                }
            }

            extension CMD: DSLSchemaProviding {
            }
            """#
        )
    }

    @Test func docWithQuotesAndBackslashesStaysAValidLiteral() {
        assertDSLExpansion(
            #"""
            @DSL enum Quote {
                /// Says "hi" \ waves.
                case hello
            }
            """#,
            expandedSource: #"""
            enum Quote {
                /// Says "hi" \ waves.
                case hello

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Quote",
                        doc: nil,
                        kind: .enumeration([
                            DSLCaseSchema(name: "hello", doc: #"Says "hi" \ waves."#, parameters: [])
                        ]),
                        initializers: []
                    )
                }
            }

            extension Quote: DSLSchemaProviding {
            }
            """#
        )
    }

    @Test func nestedTypesUseTheQualifiedName() {
        assertDSLExpansion(
            """
            enum Message {
                enum Todos {
                    @DSL enum CMD {
                        case add(item: TodoItem)
                    }
                }
            }
            extension Message {
                @DSL enum ACK {
                    case added
                }
            }
            """,
            expandedSource: """
            enum Message {
                enum Todos {
                    enum CMD {
                        case add(item: TodoItem)

                        static var dslSchema: DSLTypeSchema {
                            DSLTypeSchema(
                                name: "Message.Todos.CMD",
                                doc: nil,
                                kind: .enumeration([
                                    DSLCaseSchema(name: "add", doc: nil, parameters: [
                                        DSLParameterSchema(label: "item", typeName: "TodoItem", type: TodoItem.self)
                                    ])
                                ]),
                                initializers: []
                            )
                        }
                    }
                }
            }
            extension Message {
                enum ACK {
                    case added

                    static var dslSchema: DSLTypeSchema {
                        DSLTypeSchema(
                            name: "Message.ACK",
                            doc: nil,
                            kind: .enumeration([
                                DSLCaseSchema(name: "added", doc: nil, parameters: [])
                            ]),
                            initializers: []
                        )
                    }
                }
            }

            extension Message.Todos.CMD: DSLSchemaProviding {
            }

            extension Message.ACK: DSLSchemaProviding {
            }
            """
        )
    }

    @Test(arguments: [
        ("public ", "public "),
        ("package ", "package "),
        ("", ""),
        ("internal ", ""),
        ("fileprivate ", ""),
    ])
    func witnessIsAsVisibleAsThePublicType(modifier: String, witnessAccess: String) {
        assertDSLExpansion(
            """
            @DSL \(modifier)enum Flag {
                case on
            }
            """,
            expandedSource: """
            \(modifier)enum Flag {
                case on

                \(witnessAccess)static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Flag",
                        doc: nil,
                        kind: .enumeration([
                            DSLCaseSchema(name: "on", doc: nil, parameters: [])
                        ]),
                        initializers: []
                    )
                }
            }

            extension Flag: DSLSchemaProviding {
            }
            """
        )
    }

    @Test func enumInitializersAreCallable() {
        assertDSLExpansion(
            """
            @DSL enum Level {
                case low, high
                /// From a number.
                init(value: Int) { self = value > 5 ? .high : .low }
                init?(name: String) { return nil }
            }
            """,
            expandedSource: """
            enum Level {
                case low, high
                /// From a number.
                init(value: Int) { self = value > 5 ? .high : .low }
                init?(name: String) { return nil }

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Level",
                        doc: nil,
                        kind: .enumeration([
                            DSLCaseSchema(name: "low", doc: nil, parameters: []),
                            DSLCaseSchema(name: "high", doc: nil, parameters: [])
                        ]),
                        initializers: [
                            DSLInitializerSchema(
                                parameters: [
                                    DSLParameterSchema(label: "value", typeName: "Int", type: Int.self)
                                ],
                                doc: "From a number.",
                                make: { arguments in
                                    Self(value: try arguments.decode(Int.self, at: 0))
                                }
                            )
                        ]
                    )
                }
            }

            extension Level: DSLSchemaProviding {
            }
            """
        )
    }
}
