/// The bytes of one compact DSL text, as `DSLPrintable.dslPrint(into:)` writes them:
/// `.name(label: value)` for enum cases, `TypeName(label: value)` for structs, values in
/// the same spelling `DSLPrinter` gives them.
public struct DSLTextWriter {
    private(set) var bytes: [UInt8] = []
    /// Past this many bytes the next argument or element throws `LimitReached`.
    private let limit: Int

    /// Thrown where a writer with a limit has written more than that.
    struct LimitReached: Error {}

    init(capacity: Int = 256, limit: Int = .max) {
        bytes.reserveCapacity(capacity)
        self.limit = limit
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// `.name`: a case without a payload.
    public mutating func writeCase(_ name: StaticString) {
        bytes.append(UInt8(ascii: "."))
        append(name)
    }

    /// `.name(`; `closeCase` drops the parenthesis again when no argument was written.
    public mutating func openCase(_ name: StaticString) {
        writeCase(name)
        bytes.append(UInt8(ascii: "("))
    }

    public mutating func closeCase() {
        if bytes.last == UInt8(ascii: "(") {
            bytes.removeLast()
        } else {
            bytes.append(UInt8(ascii: ")"))
        }
    }

    /// `TypeName(`, the name as `DSLTypeName` spells it.
    public mutating func openCall(_ typeName: String) {
        append(typeName)
        bytes.append(UInt8(ascii: "("))
    }

    /// `TypeName(` for a type whose name is looked up each time (a generic type's varies).
    public mutating func openCall(_ type: Any.Type) {
        openCall(DSLTypeName.of(type))
    }

    public mutating func closeCall() {
        bytes.append(UInt8(ascii: ")"))
    }

    /// `label: value` (`value` alone for a nil label), after a comma unless it is the first.
    public mutating func argument<Value: DSLPrintable>(_ label: StaticString?, _ value: Value) throws {
        try startArgument(label)
        try writePresent(value)
    }

    /// An absent optional is left out, as the synthesised `encodeIfPresent` leaves it out.
    public mutating func argument<Value: DSLPrintable>(_ label: StaticString?, _ value: Value?) throws {
        guard let value else { return }
        try argument(label, value)
    }

    /// A value without `DSLPrintable`: printed through `Encodable`, unless it has one after all.
    public mutating func argument<Value: Encodable>(_ label: StaticString?, _ value: Value) throws {
        if let printable = value as? any DSLPrintable { return try argument(label, printable) }
        try startArgument(label)
        append(PrintedNode.some(try DSLPrinter.printedNode(value)).compact)
    }

    public mutating func argument<Value: Encodable>(_ label: StaticString?, _ value: Value?) throws {
        guard let value else { return }
        try argument(label, value)
    }

    /// An argument Swift needs written: as `argument`, except that an absent optional is
    /// written `nil`. An enum case's payload, `.assignee(nil)` where `.assignee` alone would
    /// be the case's constructor; a struct's `let note: String?`, which its memberwise
    /// initializer takes without a default.
    public mutating func requiredArgument<Value: DSLPrintable>(_ label: StaticString?, _ value: Value) throws {
        try argument(label, value)
    }

    public mutating func requiredArgument<Value: DSLPrintable>(_ label: StaticString?, _ value: Value?) throws {
        guard let value else { return try nilArgument(label) }
        try argument(label, value)
    }

    public mutating func requiredArgument<Value: Encodable>(_ label: StaticString?, _ value: Value) throws {
        try argument(label, value)
    }

    public mutating func requiredArgument<Value: Encodable>(_ label: StaticString?, _ value: Value?) throws {
        guard let value else { return try nilArgument(label) }
        try argument(label, value)
    }

    private mutating func nilArgument(_ label: StaticString?) throws {
        try startArgument(label)
        append("nil")
    }

    /// `value` where a value stands alone, e.g. an element of an array: an empty optional is `nil`.
    mutating func write(_ value: some DSLPrintable) throws {
        try value.dslPrint(into: &self)
    }

    /// A present value: one that prints `nil` is written `.some(nil)`.
    mutating func writePresent(_ value: some DSLPrintable) throws {
        if value.dslIsNil {
            append(".some(nil)")
        } else {
            try value.dslPrint(into: &self)
        }
    }

    private mutating func startArgument(_ label: StaticString?) throws {
        try checkLimit()
        if bytes.last != UInt8(ascii: "(") {
            bytes.append(UInt8(ascii: ","))
            bytes.append(UInt8(ascii: " "))
        }
        if let label {
            append(label)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(UInt8(ascii: " "))
        }
    }

    func checkLimit() throws {
        if bytes.count > limit { throw LimitReached() }
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func appendBytes(_ buffer: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: buffer)
    }

    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }
}
