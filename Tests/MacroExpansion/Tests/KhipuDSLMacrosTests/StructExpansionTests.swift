import Testing

@Suite("@DSL on structs")
struct StructExpansionTests {
    @Test func storedPropertiesBecomeFields() {
        assertDSLExpansion(
            """
            /// A thing to do.
            @DSL struct TodoItem {
                /// What to do.
                let title: String
                let created, changed: Date
                var due: TodoDate? { didSet { print(due as Any) } }
                var isDone: Bool { false }
                var summary: String { get { title } set {} }
                static let empty: TodoItem? = nil
                init(title: String) { fatalError() }
            }
            """,
            expandedSource: """
            /// A thing to do.
            struct TodoItem {
                /// What to do.
                let title: String
                let created, changed: Date
                var due: TodoDate? { didSet { print(due as Any) } }
                var isDone: Bool { false }
                var summary: String { get { title } set {} }
                static let empty: TodoItem? = nil
                init(title: String) { fatalError() }

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "TodoItem",
                        doc: "A thing to do.",
                        kind: .structure([
                            DSLFieldSchema(name: "title", typeName: "String", type: String.self, doc: "What to do."),
                            DSLFieldSchema(name: "created", typeName: "Date", type: Date.self, doc: nil),
                            DSLFieldSchema(name: "changed", typeName: "Date", type: Date.self, doc: nil),
                            DSLFieldSchema(name: "due", typeName: "TodoDate?", type: TodoDate?.self, doc: nil)
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

            extension TodoItem: DSLSchemaProviding {
            }
            """
        )
    }

    @Test func onlyInitializersAUserCanCallAreDescribed() {
        assertDSLExpansion(
            """
            @DSL struct Item {
                let title: String
                /// Makes an item from its title.
                init(title: String) { self.title = title }
                /// Unlabelled, and may fail.
                init(_ title: String, check: Bool) throws { self.title = title }
                private init(secret: Int) { title = "" }
                fileprivate init(hidden: Int) { title = "" }
                init?(maybe: String) { return nil }
                init<T>(generic: T) { title = "" }
                init(words: String...) { title = "" }
                init(loaded: String) async { title = "" }
                init(counter: inout Int) { title = "" }
                init(make: @escaping () -> String) { title = make() }
                init(any value: some StringProtocol) { title = "" }
                @available(*, unavailable) init(old: Int) { title = "" }
            }
            """,
            expandedSource: """
            struct Item {
                let title: String
                /// Makes an item from its title.
                init(title: String) { self.title = title }
                /// Unlabelled, and may fail.
                init(_ title: String, check: Bool) throws { self.title = title }
                private init(secret: Int) { title = "" }
                fileprivate init(hidden: Int) { title = "" }
                init?(maybe: String) { return nil }
                init<T>(generic: T) { title = "" }
                init(words: String...) { title = "" }
                init(loaded: String) async { title = "" }
                init(counter: inout Int) { title = "" }
                init(make: @escaping () -> String) { title = make() }
                init(any value: some StringProtocol) { title = "" }
                @available(*, unavailable) init(old: Int) { title = "" }

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Item",
                        doc: nil,
                        kind: .structure([
                            DSLFieldSchema(name: "title", typeName: "String", type: String.self, doc: nil)
                        ]),
                        initializers: [
                            DSLInitializerSchema(
                                parameters: [
                                    DSLParameterSchema(label: "title", typeName: "String", type: String.self)
                                ],
                                doc: "Makes an item from its title.",
                                make: { arguments in
                                    Self(title: try arguments.decode(String.self, at: 0))
                                }
                            ),
                            DSLInitializerSchema(
                                parameters: [
                                    DSLParameterSchema(label: nil, typeName: "String", type: String.self),
                                    DSLParameterSchema(label: "check", typeName: "Bool", type: Bool.self)
                                ],
                                doc: "Unlabelled, and may fail.",
                                make: { arguments in
                                    try Self(try arguments.decode(String.self, at: 0), check: try arguments.decode(Bool.self, at: 1))
                                }
                            )
                        ]
                    )
                }
            }

            extension Item: DSLSchemaProviding {
            }
            """
        )
    }

    @Test func defaultedParametersMayBeLeftOut() {
        assertDSLExpansion(
            """
            @DSL struct Note {
                let text: String
                init(text: String = "", loud: Bool = false) { self.text = text }
            }
            """,
            expandedSource: """
            struct Note {
                let text: String
                init(text: String = "", loud: Bool = false) { self.text = text }

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Note",
                        doc: nil,
                        kind: .structure([
                            DSLFieldSchema(name: "text", typeName: "String", type: String.self, doc: nil)
                        ]),
                        initializers: [
                            DSLInitializerSchema(
                                parameters: [
                                    DSLParameterSchema(label: "text", typeName: "String", type: String.self, hasDefault: true, defaultValue: #\"\"\"\"#),
                                    DSLParameterSchema(label: "loud", typeName: "Bool", type: Bool.self, hasDefault: true, defaultValue: "false")
                                ],
                                doc: nil,
                                make: { arguments in
                                    Self(text: try arguments.decode(String.self, at: 0, default: ""), loud: try arguments.decode(Bool.self, at: 1, default: false))
                                }
                            )
                        ]
                    )
                }
            }

            extension Note: DSLSchemaProviding {
            }
            """
        )
    }

    @Test func memberwiseInitializerWhenNoneIsDeclared() {
        assertDSLExpansion(
            """
            @DSL struct Address {
                let street: String
                let kind: String = "postal"
                var note: String?
            }
            """,
            expandedSource: """
            struct Address {
                let street: String
                let kind: String = "postal"
                var note: String?

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Address",
                        doc: nil,
                        kind: .structure([
                            DSLFieldSchema(name: "street", typeName: "String", type: String.self, doc: nil),
                            DSLFieldSchema(name: "kind", typeName: "String", type: String.self, doc: nil, isDecoded: false),
                            DSLFieldSchema(name: "note", typeName: "String?", type: String?.self, doc: nil)
                        ]),
                        initializers: [
                            DSLInitializerSchema(
                                parameters: [
                                    DSLParameterSchema(label: "street", typeName: "String", type: String.self),
                                    DSLParameterSchema(label: "note", typeName: "String?", type: String?.self, hasDefault: true, defaultValue: "nil")
                                ],
                                doc: nil,
                                make: { arguments in
                                    Self(street: try arguments.decode(String.self, at: 0), note: try arguments.decode(String?.self, at: 1, default: nil))
                                }
                            )
                        ]
                    )
                }
            }

            extension Address: DSLSchemaProviding {
            }
            """
        )
    }

    @Test(arguments: [
        ("private let secret: Int", "secret"),
        ("@Wrapped var wrapped: Int", "wrapped"),
        ("lazy var cache: Int = 0", "cache"),
    ])
    func noMemberwiseInitializerWhenSwiftsOneIsOutOfReach(property: String, name: String) {
        assertDSLExpansion(
            """
            @DSL struct Box {
                let value: Int
                \(property)
            }
            """,
            expandedSource: """
            struct Box {
                let value: Int
                \(property)

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Box",
                        doc: nil,
                        kind: .structure([
                            DSLFieldSchema(name: "value", typeName: "Int", type: Int.self, doc: nil),
                            DSLFieldSchema(name: "\(name)", typeName: "Int", type: Int.self, doc: nil)
                        ]),
                        initializers: []
                    )
                }
            }

            extension Box: DSLSchemaProviding {
            }
            """
        )
    }
}
