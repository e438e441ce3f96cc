import Testing

/// `dslRead(from:)`, the `DSLReadable` fast path of `decode(_:fromText:)`: written only
/// where it builds what the tree path builds from the same text.
@Suite("@DSL fast reading")
struct ReadingExpansionTests {
    @Test func aLabelledOptionalMayBeLeftOutAndAllOptionalCasesMayDropTheirParentheses() {
        assertDSLExpansion(
            """
            @DSL enum Note: Codable {
                case text(String?, author: String?)
                case pinned(at: Int, by: Optional<String>)
            }
            """,
            expandedSource: """
            enum Note: Codable {
                case text(String?, author: String?)
                case pinned(at: Int, by: Optional<String>)

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Note",
                        doc: nil,
                        kind: .enumeration([
                            DSLCaseSchema(name: "text", doc: nil, parameters: [
                                DSLParameterSchema(label: nil, typeName: "String?", type: String?.self),
                                DSLParameterSchema(label: "author", typeName: "String?", type: String?.self)
                            ]),
                            DSLCaseSchema(name: "pinned", doc: nil, parameters: [
                                DSLParameterSchema(label: "at", typeName: "Int", type: Int.self),
                                DSLParameterSchema(label: "by", typeName: "Optional<String>", type: Optional<String>.self)
                            ])
                        ]),
                        initializers: []
                    )
                }

                static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
                    switch form {
                    case 0:
                        try .text(arguments.decode(String?.self, at: 0), author: arguments.decode(String?.self, at: 1))
                    default:
                        try .pinned(at: arguments.decode(Int.self, at: 0), by: arguments.decode(Optional<String>.self, at: 1))
                    }
                }

                func dslPrint(into writer: inout DSLTextWriter) throws {
                    switch self {
                    case let .text(v0, v1):
                        writer.openCase("text")
                        try writer.requiredArgument(nil, v0)
                        try writer.requiredArgument("author", v1)
                        writer.closeCase()
                    case let .pinned(v0, v1):
                        writer.openCase("pinned")
                        try writer.requiredArgument("at", v0)
                        try writer.requiredArgument("by", v1)
                        writer.closeCase()
                    }
                }

                static func dslRead(from reader: inout DSLTextReader) throws -> Self {
                    try reader.dot()
                    if reader.caseName("text") {
                        guard try reader.openArgumentsIfAny() else {
                            return .text(nil, author: nil)
                        }
                        let v0 = try reader.argument(nil, String?.self)
                        let v1 = try reader.optionalArgument("author", String.self)
                        try reader.closeArguments()
                        return .text(v0, author: v1)
                    }
                    if reader.caseName("pinned") {
                        try reader.openArguments()
                        let v0 = try reader.argument("at", Int.self)
                        let v1 = try reader.optionalArgument("by", String.self)
                        try reader.closeArguments()
                        return .pinned(at: v0, by: v1)
                    }
                    throw DSLTextReader.GiveUp()
                }
            }

            extension Note: DSLSchemaProviding, DSLConstructible, DSLPrintable, DSLReadable {
            }
            """
        )
    }

    @Test func anInitializerTakingEveryFieldThatOnlyStoresThemIsCalled() {
        assertDSLExpansion(
            """
            @DSL public struct Coordinate: Codable, DSLConstructible {
                public let latitude: Double
                public let longitude: Double
                public init(latitude: Double, longitude: Double) {
                    self.latitude = latitude
                    self.longitude = longitude
                }
            }
            """,
            expandedSource: """
            public struct Coordinate: Codable, DSLConstructible {
                public let latitude: Double
                public let longitude: Double
                public init(latitude: Double, longitude: Double) {
                    self.latitude = latitude
                    self.longitude = longitude
                }

                public static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Coordinate",
                        doc: nil,
                        kind: .structure([
                            DSLFieldSchema(name: "latitude", typeName: "Double", type: Double.self, doc: nil),
                            DSLFieldSchema(name: "longitude", typeName: "Double", type: Double.self, doc: nil)
                        ]),
                        initializers: [
                            DSLInitializerSchema(
                                parameters: [
                                    DSLParameterSchema(label: "latitude", typeName: "Double", type: Double.self),
                                    DSLParameterSchema(label: "longitude", typeName: "Double", type: Double.self)
                                ],
                                doc: nil,
                                make: { arguments in
                                    Self(latitude: try arguments.decode(Double.self, at: 0), longitude: try arguments.decode(Double.self, at: 1))
                                }
                            )
                        ]
                    )
                }

                public static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
                    try Self(latitude: arguments.decode(Double.self, at: 0), longitude: arguments.decode(Double.self, at: 1))
                }

                public static var dslInitializerCount: Int {
                    1
                }

                public static func dslInitialize(_ index: Int, arguments: some DSLArguments) throws -> Self {
                    Self(latitude: try arguments.decode(Double.self, at: 0), longitude: try arguments.decode(Double.self, at: 1))
                }

                public func dslPrint(into writer: inout DSLTextWriter) throws {
                    writer.openCall(Self.dslPrintedTypeName)
                    try writer.argument("latitude", self.latitude)
                    try writer.argument("longitude", self.longitude)
                    writer.closeCall()
                }

                private static let dslPrintedTypeName = DSLTypeName.of(Self.self)

                public static func dslRead(from reader: inout DSLTextReader) throws -> Self {
                    try reader.openCall(Self.dslPrintedTypeName)
                    let v0 = try reader.argument("latitude", Double.self)
                    let v1 = try reader.argument("longitude", Double.self)
                    try reader.closeArguments()
                    return Self(latitude: v0, longitude: v1)
                }
            }

            extension Coordinate: DSLSchemaProviding, DSLPrintable, DSLReadable {
            }
            """
        )
    }

    @Test func theMemberwiseInitializerReadsOptionalFieldsThatMayBeLeftOut() {
        assertDSLExpansion(
            """
            @DSL struct Pin: Codable, DSLConstructible {
                let name: String
                var note: String?
            }
            """,
            expandedSource: """
            struct Pin: Codable, DSLConstructible {
                let name: String
                var note: String?

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Pin",
                        doc: nil,
                        kind: .structure([
                            DSLFieldSchema(name: "name", typeName: "String", type: String.self, doc: nil),
                            DSLFieldSchema(name: "note", typeName: "String?", type: String?.self, doc: nil)
                        ]),
                        initializers: [
                            DSLInitializerSchema(
                                parameters: [
                                    DSLParameterSchema(label: "name", typeName: "String", type: String.self),
                                    DSLParameterSchema(label: "note", typeName: "String?", type: String?.self, hasDefault: true, defaultValue: "nil")
                                ],
                                doc: nil,
                                make: { arguments in
                                    Self(name: try arguments.decode(String.self, at: 0), note: try arguments.decode(String?.self, at: 1, default: nil))
                                }
                            )
                        ]
                    )
                }

                static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
                    try Self(name: arguments.decode(String.self, at: 0), note: arguments.decode(String?.self, at: 1))
                }

                static var dslInitializerCount: Int {
                    1
                }

                static func dslInitialize(_ index: Int, arguments: some DSLArguments) throws -> Self {
                    Self(name: try arguments.decode(String.self, at: 0), note: try arguments.decode(String?.self, at: 1, default: nil))
                }

                func dslPrint(into writer: inout DSLTextWriter) throws {
                    writer.openCall(Self.dslPrintedTypeName)
                    try writer.argument("name", self.name)
                    try writer.argument("note", self.note)
                    writer.closeCall()
                }

                private static let dslPrintedTypeName = DSLTypeName.of(Self.self)

                static func dslRead(from reader: inout DSLTextReader) throws -> Self {
                    try reader.openCall(Self.dslPrintedTypeName)
                    let v0 = try reader.argument("name", String.self)
                    let v1 = try reader.optionalArgument("note", String.self)
                    try reader.closeArguments()
                    return Self(name: v0, note: v1)
                }
            }

            extension Pin: DSLSchemaProviding, DSLPrintable, DSLReadable {
            }
            """
        )
    }

    /// A text without the note calls `init(title:)`, which changes the title; an
    /// initializer with defaults might be called with fewer labels than the fields.
    @Test func noFastPathWhereTheTreePathMightCallAnotherInitializer() {
        assertDSLExpansion(
            """
            @DSL struct Draft: Codable, DSLConstructible {
                let title: String
                let note: String?
                init(title: String, note: String?) {
                    self.title = title
                    self.note = note
                }
                init(title: String) {
                    self.title = title.uppercased()
                    self.note = nil
                }
            }
            @DSL struct Sheet: Codable, DSLConstructible {
                let title: String
                let pages: Int
                init(title: String, pages: Int, copies: Int = 1) {
                    self.title = title
                    self.pages = pages * copies
                }
            }
            """,
            expandedSource: """
            struct Draft: Codable, DSLConstructible {
                let title: String
                let note: String?
                init(title: String, note: String?) {
                    self.title = title
                    self.note = note
                }
                init(title: String) {
                    self.title = title.uppercased()
                    self.note = nil
                }

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Draft",
                        doc: nil,
                        kind: .structure([
                            DSLFieldSchema(name: "title", typeName: "String", type: String.self, doc: nil),
                            DSLFieldSchema(name: "note", typeName: "String?", type: String?.self, doc: nil)
                        ]),
                        initializers: [
                            DSLInitializerSchema(
                                parameters: [
                                    DSLParameterSchema(label: "title", typeName: "String", type: String.self),
                                    DSLParameterSchema(label: "note", typeName: "String?", type: String?.self)
                                ],
                                doc: nil,
                                make: { arguments in
                                    Self(title: try arguments.decode(String.self, at: 0), note: try arguments.decode(String?.self, at: 1))
                                }
                            ),
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

                static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
                    try Self(title: arguments.decode(String.self, at: 0), note: arguments.decode(String?.self, at: 1))
                }

                static var dslInitializerCount: Int {
                    2
                }

                static func dslInitialize(_ index: Int, arguments: some DSLArguments) throws -> Self {
                    switch index {
                    case 0:
                        Self(title: try arguments.decode(String.self, at: 0), note: try arguments.decode(String?.self, at: 1))
                    default:
                        Self(title: try arguments.decode(String.self, at: 0))
                    }
                }

                func dslPrint(into writer: inout DSLTextWriter) throws {
                    writer.openCall(Self.dslPrintedTypeName)
                    try writer.argument("title", self.title)
                    try writer.requiredArgument("note", self.note)
                    writer.closeCall()
                }

                private static let dslPrintedTypeName = DSLTypeName.of(Self.self)
            }
            struct Sheet: Codable, DSLConstructible {
                let title: String
                let pages: Int
                init(title: String, pages: Int, copies: Int = 1) {
                    self.title = title
                    self.pages = pages * copies
                }

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Sheet",
                        doc: nil,
                        kind: .structure([
                            DSLFieldSchema(name: "title", typeName: "String", type: String.self, doc: nil),
                            DSLFieldSchema(name: "pages", typeName: "Int", type: Int.self, doc: nil)
                        ]),
                        initializers: [
                            DSLInitializerSchema(
                                parameters: [
                                    DSLParameterSchema(label: "title", typeName: "String", type: String.self),
                                    DSLParameterSchema(label: "pages", typeName: "Int", type: Int.self),
                                    DSLParameterSchema(label: "copies", typeName: "Int", type: Int.self, hasDefault: true, defaultValue: "1")
                                ],
                                doc: nil,
                                make: { arguments in
                                    Self(title: try arguments.decode(String.self, at: 0), pages: try arguments.decode(Int.self, at: 1), copies: try arguments.decode(Int.self, at: 2, default: 1))
                                }
                            )
                        ]
                    )
                }

                func dslPrint(into writer: inout DSLTextWriter) throws {
                    writer.openCall(Self.dslPrintedTypeName)
                    try writer.argument("title", self.title)
                    try writer.argument("pages", self.pages)
                    writer.closeCall()
                }

                private static let dslPrintedTypeName = DSLTypeName.of(Self.self)
            }

            extension Draft: DSLSchemaProviding, DSLPrintable {
            }

            extension Sheet: DSLSchemaProviding, DSLPrintable {
            }
            """
        )
    }

    /// `Span(start: 1, length: 2)` calls the initializer, `Span(length: 2)` (the start
    /// left out) `dslConstruct`, which calls the same one: either way the fields as read.
    @Test func anOptionalFieldBesideAnInitializerThatOnlyStoresTheFields() {
        assertDSLExpansion(
            """
            @DSL struct Span: Codable, DSLConstructible {
                let start: Int?
                let length: Int
                init(start: Int?, length: Int) {
                    self.start = start
                    self.length = length
                }
            }
            """,
            expandedSource: """
            struct Span: Codable, DSLConstructible {
                let start: Int?
                let length: Int
                init(start: Int?, length: Int) {
                    self.start = start
                    self.length = length
                }

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Span",
                        doc: nil,
                        kind: .structure([
                            DSLFieldSchema(name: "start", typeName: "Int?", type: Int?.self, doc: nil),
                            DSLFieldSchema(name: "length", typeName: "Int", type: Int.self, doc: nil)
                        ]),
                        initializers: [
                            DSLInitializerSchema(
                                parameters: [
                                    DSLParameterSchema(label: "start", typeName: "Int?", type: Int?.self),
                                    DSLParameterSchema(label: "length", typeName: "Int", type: Int.self)
                                ],
                                doc: nil,
                                make: { arguments in
                                    Self(start: try arguments.decode(Int?.self, at: 0), length: try arguments.decode(Int.self, at: 1))
                                }
                            )
                        ]
                    )
                }

                static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
                    try Self(start: arguments.decode(Int?.self, at: 0), length: arguments.decode(Int.self, at: 1))
                }

                static var dslInitializerCount: Int {
                    1
                }

                static func dslInitialize(_ index: Int, arguments: some DSLArguments) throws -> Self {
                    Self(start: try arguments.decode(Int?.self, at: 0), length: try arguments.decode(Int.self, at: 1))
                }

                func dslPrint(into writer: inout DSLTextWriter) throws {
                    writer.openCall(Self.dslPrintedTypeName)
                    try writer.requiredArgument("start", self.start)
                    try writer.argument("length", self.length)
                    writer.closeCall()
                }

                private static let dslPrintedTypeName = DSLTypeName.of(Self.self)

                static func dslRead(from reader: inout DSLTextReader) throws -> Self {
                    try reader.openCall(Self.dslPrintedTypeName)
                    let v0 = try reader.optionalArgument("start", Int.self)
                    let v1 = try reader.argument("length", Int.self)
                    try reader.closeArguments()
                    return Self(start: v0, length: v1)
                }
            }

            extension Span: DSLSchemaProviding, DSLPrintable, DSLReadable {
            }
            """
        )
    }

    @Test func noFastPathForCasesSharingAName() {
        assertDSLExpansion(
            """
            @DSL enum Move: Codable {
                case move
                case move(by: Int)
            }
            """,
            expandedSource: """
            enum Move: Codable {
                case move
                case move(by: Int)

                static var dslSchema: DSLTypeSchema {
                    DSLTypeSchema(
                        name: "Move",
                        doc: nil,
                        kind: .enumeration([
                            DSLCaseSchema(name: "move", doc: nil, parameters: []),
                            DSLCaseSchema(name: "move", doc: nil, parameters: [
                                DSLParameterSchema(label: "by", typeName: "Int", type: Int.self)
                            ])
                        ]),
                        initializers: []
                    )
                }

                static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
                    switch form {
                    case 0:
                        .move
                    default:
                        try .move(by: arguments.decode(Int.self, at: 0))
                    }
                }

                func dslPrint(into writer: inout DSLTextWriter) throws {
                    switch self {
                    case .move:
                        writer.writeCase("move")
                    case let .move(v0):
                        writer.openCase("move")
                        try writer.requiredArgument("by", v0)
                        writer.closeCase()
                    }
                }
            }

            extension Move: DSLSchemaProviding, DSLConstructible, DSLPrintable {
            }
            """
        )
    }
}
