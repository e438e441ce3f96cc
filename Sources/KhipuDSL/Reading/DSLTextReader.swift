import KhipuInternals

/// A cursor over the bytes of one text, for `DSLReadable.dslRead(from:)`: punctuation,
/// case names, type names and labels compared as bytes where they stand, and leaves
/// (strings, numbers, dates, UUIDs) read in place.
///
/// Whitespace is skipped only where the tree path skips it without a second thought:
/// after `(`, `[`, `,` and `:`, and before `)`, `]` and `,`. Any other byte out of place
/// throws `GiveUp`.
public struct DSLTextReader {
    /// The text is not in a shape this reader is sure of; the tree path decides.
    public struct GiveUp: Error {
        public init() {}
    }

    /// Nesting beyond this is left to the tree path, which limits and reports it.
    static let maximumDepth = 48

    /// Its bytes and cursor; its string-literal parser reads the literals with escapes.
    var parser: DSLParser
    /// How many `(` and `[` are open.
    private var depth = 0
    /// Whether the call being read has an argument before the cursor, so the next one
    /// starts with a comma.
    @usableFromInline var needsComma = false

    init(_ text: String) {
        parser = DSLParser(text)
    }

    var isAtEnd: Bool { parser.cursor >= parser.bytes.count }

    @usableFromInline
    func byte(at offset: Int) -> UInt8? {
        offset < parser.bytes.count ? parser.bytes[offset] : nil
    }

    @usableFromInline
    var current: UInt8? { byte(at: parser.cursor) }

    @usableFromInline
    mutating func skipWhitespace() {
        while let byte = current, ASCII.isWhitespace(byte) { parser.cursor += 1 }
    }

    @usableFromInline
    mutating func expect(_ expected: UInt8) throws(GiveUp) {
        guard current == expected else { throw GiveUp() }
        parser.cursor += 1
    }

    /// Whether `word` stands at `offset`, not followed by more of a name.
    @usableFromInline
    func matches(_ word: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        let bytes = parser.bytes
        guard offset + word.count <= bytes.count else { return false }
        for index in 0..<word.count where bytes[offset + index] != word[index] { return false }
        guard let next = byte(at: offset + word.count) else { return true }
        return !ASCII.isIdentifierContinuation(next)
    }

    /// Consumes `word` when it stands at the cursor as a whole name.
    @usableFromInline
    mutating func consumeWord(_ word: StaticString) -> Bool {
        let found = word.withUTF8Buffer { matches($0, at: parser.cursor) }
        if found { parser.cursor += word.utf8CodeUnitCount }
        return found
    }

    // MARK: Enum cases

    /// The `.` before a case name.
    public mutating func dot() throws {
        try expect(ASCII.dot)
    }

    /// Consumes `name` when it is the case name at the cursor, after `dot()`.
    public mutating func caseName(_ name: StaticString) -> Bool {
        consumeWord(name)
    }

    /// `(` right after a case or type name.
    public mutating func openArguments() throws {
        try expect(ASCII.openParen)
        try enter()
        needsComma = false
        skipWhitespace()
    }

    /// `(`, or false for a case written without it: one whose parameters are all
    /// optionals, which the printer leaves out when they are all `nil`.
    public mutating func openArgumentsIfAny() throws -> Bool {
        guard current == ASCII.openParen else { return false }
        try openArguments()
        return true
    }

    public mutating func closeArguments() throws {
        skipWhitespace()
        try expect(ASCII.closeParen)
        depth -= 1
    }

    // MARK: Structs

    /// `TypeName(`, the name as the printer spells it.
    public mutating func openCall(_ typeName: String) throws {
        var name = typeName
        let found = name.withUTF8 { matches($0, at: parser.cursor) }
        guard found else { throw GiveUp() }
        parser.cursor += name.utf8.count
        try openArguments()
    }

    /// `TypeName(` for a type whose name is looked up each time (a generic type's varies).
    public mutating func openCall(_ type: Any.Type) throws {
        try openCall(DSLTypeName.of(type))
    }

    // MARK: Arguments

    /// `label: value` (`value` alone for a nil label), after a comma unless it is the first.
    @inlinable
    public mutating func argument<Value: DSLReadable>(_ label: StaticString?, _ type: Value.Type) throws -> Value {
        try startArgument(label)
        let value = try Value.dslRead(from: &self)
        needsComma = true
        return value
    }

    /// The same for a type not known to be `DSLReadable` here, e.g. a generic parameter.
    @_disfavoredOverload
    public mutating func argument<Value>(_ label: StaticString?, _ type: Value.Type) throws -> Value {
        try startArgument(label)
        let value = try read(Value.self)
        needsComma = true
        return value
    }

    /// An optional the printer leaves out when it is `nil`, or writes `nil` where Swift
    /// needs the argument: nil when the next argument has another label, there is none, or
    /// it is `nil`.
    @inlinable
    public mutating func optionalArgument<Value: DSLReadable>(_ label: StaticString, _ type: Value.Type) throws -> Value? {
        guard isArgument(labelled: label), try !nilArgument(label) else { return nil }
        let value = try Value.dslRead(from: &self)
        needsComma = true
        return value
    }

    @_disfavoredOverload
    public mutating func optionalArgument<Value>(_ label: StaticString, _ type: Value.Type) throws -> Value? {
        guard isArgument(labelled: label), try !nilArgument(label) else { return nil }
        let value = try read(Value.self)
        needsComma = true
        return value
    }

    /// Starts the argument labelled `label`, and consumes it when it is `nil`.
    @usableFromInline
    mutating func nilArgument(_ label: StaticString) throws -> Bool {
        try startArgument(label)
        guard consumeWord("nil") else { return false }
        needsComma = true
        return true
    }

    @usableFromInline
    func isArgument(labelled label: StaticString) -> Bool {
        var offset = parser.cursor
        let bytes = parser.bytes
        if needsComma {
            guard byte(at: offset) == ASCII.comma else { return false }
            offset += 1
            while offset < bytes.count, ASCII.isWhitespace(bytes[offset]) { offset += 1 }
        }
        return label.withUTF8Buffer { matches($0, at: offset) } && byte(at: offset + label.utf8CodeUnitCount) == ASCII.colon
    }

    @usableFromInline
    mutating func startArgument(_ label: StaticString?) throws(GiveUp) {
        if needsComma {
            skipWhitespace()
            try expect(ASCII.comma)
            skipWhitespace()
        }
        guard let label else { return }
        guard consumeWord(label) else { throw GiveUp() }
        try expect(ASCII.colon)
        skipWhitespace()
    }

    /// A value of a type this reader does not know statically: read by its own
    /// `dslRead` when it has one after all, else left to the tree path.
    mutating func read<Value>(_ type: Value.Type) throws -> Value {
        guard let readable = Value.self as? any DSLReadable.Type else { throw GiveUp() }
        return try readOpened(readable) as! Value
    }

    private mutating func readOpened<Readable: DSLReadable>(_ type: Readable.Type) throws -> Readable {
        try Readable.dslRead(from: &self)
    }

    // MARK: Arrays

    /// `[a, b]`: the elements read one by one.
    mutating func readElements<Element: DSLReadable>(_ type: Element.Type) throws -> [Element] {
        try expect(ASCII.openBracket)
        try enter()
        skipWhitespace()
        var elements: [Element] = []
        if current != ASCII.closeBracket {
            while true {
                elements.append(try Element.dslRead(from: &self))
                skipWhitespace()
                guard current == ASCII.comma else { break }
                parser.cursor += 1
                skipWhitespace()
                // `[a, ]` is the tree path's to judge.
                if current == ASCII.closeBracket { throw GiveUp() }
            }
        }
        try expect(ASCII.closeBracket)
        depth -= 1
        return elements
    }

    private mutating func enter() throws(GiveUp) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw GiveUp() }
    }
}
