import Testing

/// `dslConstruct(form:arguments:)`, the `DSLConstructible` fast path: written only where it
/// builds exactly what the synthesised `init(from:)` builds.
@Suite("@DSL fast construction")
struct ConstructionExpansionTests {
    @Test func enumCasesByIndexWithTheirPayloads() {
        assertDSLExpansion(
            """
            @DSL enum Change: Codable {
                case title(to: String)
                case move(_ from: Int, Int)
                case finish
            }
            """,
            expandedSource: """
            enum Change: Codable {
                case title(to: String)
                case move(_ from: Int, Int)
                case finish

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Change",
                        doc: nil,
                        kind: .enumeration([
                            DSLCaseSchema(name: "title", doc: nil, parameters: [
                                DSLParameterSchema(label: "to", typeName: "String", type: String.self)
                            ]),
                            DSLCaseSchema(name: "move", doc: nil, parameters: [
                                DSLParameterSchema(label: nil, typeName: "Int", type: Int.self),
                                DSLParameterSchema(label: nil, typeName: "Int", type: Int.self)
                            ]),
                            DSLCaseSchema(name: "finish", doc: nil, parameters: [])
                        ]),
                        initializers: []
                    )
                }

                static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
                    switch form {
                    case 0:
                        try .title(to: arguments.decode(String.self, at: 0))
                    case 1:
                        try .move(arguments.decode(Int.self, at: 0), arguments.decode(Int.self, at: 1))
                    default:
                        .finish
                    }
                }

                func dslPrint(into writer: inout DSLTextWriter) throws {
                    switch self {
                    case let .title(v0):
                        writer.openCase("title")
                        try writer.requiredArgument("to", v0)
                        writer.closeCase()
                    case let .move(v0, v1):
                        writer.openCase("move")
                        try writer.requiredArgument(nil, v0)
                        try writer.requiredArgument(nil, v1)
                        writer.closeCase()
                    case .finish:
                        writer.writeCase("finish")
                    }
                }

                static func dslRead(from reader: inout DSLTextReader) throws -> Self {
                    try reader.dot()
                    if reader.caseName("title") {
                        try reader.openArguments()
                        let v0 = try reader.argument("to", String.self)
                        try reader.closeArguments()
                        return .title(to: v0)
                    }
                    if reader.caseName("move") {
                        try reader.openArguments()
                        let v0 = try reader.argument(nil, Int.self)
                        let v1 = try reader.argument(nil, Int.self)
                        try reader.closeArguments()
                        return .move(v0, v1)
                    }
                    if reader.caseName("finish") {
                        return .finish
                    }
                    throw DSLTextReader.GiveUp()
                }
            }

            extension Change: DSLSchemaProviding, DSLConstructible, DSLPrintable, DSLReadable {
            }
            """
        )
    }

    @Test func aPrivateInitializerThatOnlySetsEachPropertyIsCalledWithEachField() {
        assertDSLExpansion(
            """
            @DSL public struct Item: Codable, DSLConstructible {
                public let id: UUID
                public let title: String
                private init(_ t: String, _ i: UUID) {
                    id = i; self.title = t
                }
            }
            """,
            expandedSource: """
            public struct Item: Codable, DSLConstructible {
                public let id: UUID
                public let title: String
                private init(_ t: String, _ i: UUID) {
                    id = i; self.title = t
                }

                public static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Item",
                        doc: nil,
                        kind: .structure([
                            DSLFieldSchema(name: "id", typeName: "UUID", type: UUID.self, doc: nil),
                            DSLFieldSchema(name: "title", typeName: "String", type: String.self, doc: nil)
                        ]),
                        initializers: []
                    )
                }

                public static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
                    try Self(arguments.decode(String.self, at: 1), arguments.decode(UUID.self, at: 0))
                }

                public func dslPrint(into writer: inout DSLTextWriter) throws {
                    writer.openCall(Self.dslPrintedTypeName)
                    try writer.argument("id", self.id)
                    try writer.argument("title", self.title)
                    writer.closeCall()
                }

                private static let dslPrintedTypeName = DSLTypeName.of(Self.self)

                public static func dslRead(from reader: inout DSLTextReader) throws -> Self {
                    try reader.openCall(Self.dslPrintedTypeName)
                    let v0 = try reader.argument("id", UUID.self)
                    let v1 = try reader.argument("title", String.self)
                    try reader.closeArguments()
                    return Self(v1, v0)
                }
            }

            extension Item: DSLSchemaProviding, DSLPrintable, DSLReadable {
            }
            """
        )
    }

    @Test func theMemberwiseInitializerGetsEveryPropertyEvenDefaultedOnes() {
        assertDSLExpansion(
            """
            @DSL struct Point: Codable & Sendable, DSLConstructible {
                var x: Double = 0
                var label: String?
            }
            """,
            expandedSource: """
            struct Point: Codable & Sendable, DSLConstructible {
                var x: Double = 0
                var label: String?

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Point",
                        doc: nil,
                        kind: .structure([
                            DSLFieldSchema(name: "x", typeName: "Double", type: Double.self, doc: nil),
                            DSLFieldSchema(name: "label", typeName: "String?", type: String?.self, doc: nil)
                        ]),
                        initializers: [
                            DSLInitializerSchema(
                                parameters: [
                                    DSLParameterSchema(label: "x", typeName: "Double", type: Double.self, hasDefault: true, defaultValue: "0"),
                                    DSLParameterSchema(label: "label", typeName: "String?", type: String?.self, hasDefault: true, defaultValue: "nil")
                                ],
                                doc: nil,
                                make: { arguments in
                                    Self(x: try arguments.decode(Double.self, at: 0, default: 0), label: try arguments.decode(String?.self, at: 1, default: nil))
                                }
                            )
                        ]
                    )
                }

                static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
                    try Self(x: arguments.decode(Double.self, at: 0), label: arguments.decode(String?.self, at: 1))
                }

                static var dslInitializerCount: Int {
                    1
                }

                static func dslInitialize(_ index: Int, arguments: some DSLArguments) throws -> Self {
                    Self(x: try arguments.decode(Double.self, at: 0, default: 0), label: try arguments.decode(String?.self, at: 1, default: nil))
                }

                func dslPrint(into writer: inout DSLTextWriter) throws {
                    writer.openCall(Self.dslPrintedTypeName)
                    try writer.argument("x", self.x)
                    try writer.argument("label", self.label)
                    writer.closeCall()
                }

                private static let dslPrintedTypeName = DSLTypeName.of(Self.self)
            }

            extension Point: DSLSchemaProviding, DSLPrintable {
            }
            """
        )
    }

    @Test func initializersAreCalledByTheirIndexInTheSchema() {
        assertDSLExpansion(
            """
            @DSL enum Step: Codable {
                case step(String)
                init(_ instruction: String) { self = .step(instruction) }
                init(words: [String]) throws { self = .step(words.joined()) }
            }
            """,
            expandedSource: """
            enum Step: Codable {
                case step(String)
                init(_ instruction: String) { self = .step(instruction) }
                init(words: [String]) throws { self = .step(words.joined()) }

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Step",
                        doc: nil,
                        kind: .enumeration([
                            DSLCaseSchema(name: "step", doc: nil, parameters: [
                                DSLParameterSchema(label: nil, typeName: "String", type: String.self)
                            ])
                        ]),
                        initializers: [
                            DSLInitializerSchema(
                                parameters: [
                                    DSLParameterSchema(label: nil, typeName: "String", type: String.self)
                                ],
                                doc: nil,
                                make: { arguments in
                                    Self(try arguments.decode(String.self, at: 0))
                                }
                            ),
                            DSLInitializerSchema(
                                parameters: [
                                    DSLParameterSchema(label: "words", typeName: "[String]", type: [String].self)
                                ],
                                doc: nil,
                                make: { arguments in
                                    try Self(words: try arguments.decode([String].self, at: 0))
                                }
                            )
                        ]
                    )
                }

                static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
                    try .step(arguments.decode(String.self, at: 0))
                }

                static var dslInitializerCount: Int {
                    2
                }

                static func dslInitialize(_ index: Int, arguments: some DSLArguments) throws -> Self {
                    switch index {
                    case 0:
                        Self(try arguments.decode(String.self, at: 0))
                    default:
                        try Self(words: try arguments.decode([String].self, at: 0))
                    }
                }

                func dslPrint(into writer: inout DSLTextWriter) throws {
                    switch self {
                    case let .step(v0):
                        writer.openCase("step")
                        try writer.requiredArgument(nil, v0)
                        writer.closeCase()
                    }
                }

                static func dslRead(from reader: inout DSLTextReader) throws -> Self {
                    try reader.dot()
                    if reader.caseName("step") {
                        try reader.openArguments()
                        let v0 = try reader.argument(nil, String.self)
                        try reader.closeArguments()
                        return .step(v0)
                    }
                    throw DSLTextReader.GiveUp()
                }
            }

            extension Step: DSLSchemaProviding, DSLConstructible, DSLPrintable, DSLReadable {
            }
            """
        )
    }

    /// An initializer that does more than set properties would build something else than
    /// `init(from:)`, and a `let` with an initial value is checked only by the `Codable` path.
    /// (These structs ask for the fast path; without asking a struct never gets it.)
    @Test func noFastPathWhereItCouldBuildSomethingElse() {
        assertDSLExpansion(
            """
            @DSL struct Tag: Codable, DSLConstructible {
                let name: String
                init(name: String) { self.name = name.lowercased() }
            }
            """,
            expandedSource: """
            struct Tag: Codable, DSLConstructible {
                let name: String
                init(name: String) { self.name = name.lowercased() }

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Tag",
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

                func dslPrint(into writer: inout DSLTextWriter) throws {
                    writer.openCall(Self.dslPrintedTypeName)
                    try writer.argument("name", self.name)
                    writer.closeCall()
                }

                private static let dslPrintedTypeName = DSLTypeName.of(Self.self)
            }

            extension Tag: DSLSchemaProviding, DSLPrintable {
            }
            """
        )
        assertDSLExpansion(
            """
            @DSL struct Versioned: Codable, DSLConstructible {
                let version: Int = 2
                let body: String
            }
            """,
            expandedSource: """
            struct Versioned: Codable, DSLConstructible {
                let version: Int = 2
                let body: String

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Versioned",
                        doc: nil,
                        kind: .structure([
                            DSLFieldSchema(name: "version", typeName: "Int", type: Int.self, doc: nil, isDecoded: false),
                            DSLFieldSchema(name: "body", typeName: "String", type: String.self, doc: nil)
                        ]),
                        initializers: [
                            DSLInitializerSchema(
                                parameters: [
                                    DSLParameterSchema(label: "body", typeName: "String", type: String.self)
                                ],
                                doc: nil,
                                make: { arguments in
                                    Self(body: try arguments.decode(String.self, at: 0))
                                }
                            )
                        ]
                    )
                }

                func dslPrint(into writer: inout DSLTextWriter) throws {
                    writer.openCall(Self.dslPrintedTypeName)
                    try writer.argument("version", self.version)
                    try writer.argument("body", self.body)
                    writer.closeCall()
                }

                private static let dslPrintedTypeName = DSLTypeName.of(Self.self)
            }

            extension Versioned: DSLSchemaProviding, DSLPrintable {
            }
            """
        )
    }
}
