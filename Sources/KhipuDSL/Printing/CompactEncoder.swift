/// The `Encoder` behind `CompactPrinter`: the containers a value asks for write into the
/// printer's buffer as the value encodes.
struct CompactEncoder: Encoder {
    let printer: CompactPrinter
    let slot: Int

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(CompactKeyedContainer<Key>(printer: printer, frame: printer.openKeyed(slot)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        CompactUnkeyedContainer(printer: printer, frame: printer.openUnkeyed(slot))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        CompactSingleValueContainer(printer: printer, slot: slot)
    }
}

struct CompactKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let printer: CompactPrinter
    let frame: CompactPrinter.FrameReference?

    var codingPath: [any CodingKey] { [] }

    private func atom(_ text: String, forKey key: Key) throws {
        try printer.beginEntry(frame, key: key.stringValue)
        printer.append(text)
    }

    private func node(_ node: PrintedNode, forKey key: Key) throws {
        try printer.beginEntry(frame, key: key.stringValue)
        printer.appendNode(node)
    }

    private func integer<Integer: FixedWidthInteger>(_ value: Integer, forKey key: Key) throws {
        try printer.beginEntry(frame, key: key.stringValue)
        printer.appendInteger(value)
    }

    mutating func encodeNil(forKey key: Key) throws { try atom("nil", forKey: key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try atom(value ? "true" : "false", forKey: key) }
    mutating func encode(_ value: String, forKey key: Key) throws {
        try printer.beginEntry(frame, key: key.stringValue)
        printer.appendLiteral(value)
    }
    mutating func encode(_ value: Double, forKey key: Key) throws { try node(BuiltinPrinting.floatingPoint(value), forKey: key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try node(BuiltinPrinting.floatingPoint(value), forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try integer(value, forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try integer(value, forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try integer(value, forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try integer(value, forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try integer(value, forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try integer(value, forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try integer(value, forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try integer(value, forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try integer(value, forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, forKey: key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try entry(value, forKey: key) }

    private func entry<T: Encodable>(_ value: T, forKey key: Key) throws {
        try printer.entry(frame, key: key.stringValue, value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(CompactKeyedContainer<NestedKey>(printer: printer, frame: printer.nestedKeyed(frame, key: key.stringValue)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        CompactUnkeyedContainer(printer: printer, frame: printer.nestedUnkeyed(frame, key: key.stringValue))
    }

    mutating func superEncoder() -> any Encoder { abandoned() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { abandoned() }

    /// The tree printer's way for what this printer does not follow.
    private func abandoned() -> any Encoder {
        _ = printer.abandon()
        return CompactEncoder(printer: printer, slot: .max)
    }
}

struct CompactUnkeyedContainer: UnkeyedEncodingContainer {
    let printer: CompactPrinter
    let frame: CompactPrinter.FrameReference?

    var codingPath: [any CodingKey] { [] }
    var count: Int { printer.count(frame) }

    private func atom(_ text: String) throws {
        try printer.beginElement(frame)
        printer.append(text)
    }

    private func node(_ node: PrintedNode) throws {
        try printer.beginElement(frame)
        printer.appendNode(node)
    }

    private func integer<Integer: FixedWidthInteger>(_ value: Integer) throws {
        try printer.beginElement(frame)
        printer.appendInteger(value)
    }

    mutating func encodeNil() throws { try atom("nil") }
    mutating func encode(_ value: Bool) throws { try atom(value ? "true" : "false") }
    mutating func encode(_ value: String) throws {
        try printer.beginElement(frame)
        printer.appendLiteral(value)
    }
    mutating func encode(_ value: Double) throws { try node(BuiltinPrinting.floatingPoint(value)) }
    mutating func encode(_ value: Float) throws { try node(BuiltinPrinting.floatingPoint(value)) }
    mutating func encode(_ value: Int) throws { try integer(value) }
    mutating func encode(_ value: Int8) throws { try integer(value) }
    mutating func encode(_ value: Int16) throws { try integer(value) }
    mutating func encode(_ value: Int32) throws { try integer(value) }
    mutating func encode(_ value: Int64) throws { try integer(value) }
    mutating func encode(_ value: UInt) throws { try integer(value) }
    mutating func encode(_ value: UInt8) throws { try integer(value) }
    mutating func encode(_ value: UInt16) throws { try integer(value) }
    mutating func encode(_ value: UInt32) throws { try integer(value) }
    mutating func encode(_ value: UInt64) throws { try integer(value) }

    mutating func encode<T: Encodable>(_ value: T) throws { try printer.element(frame, value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(CompactKeyedContainer<NestedKey>(printer: printer, frame: printer.nestedKeyedElement(frame)))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        CompactUnkeyedContainer(printer: printer, frame: printer.nestedUnkeyedElement(frame))
    }

    mutating func superEncoder() -> any Encoder {
        _ = printer.abandon()
        return CompactEncoder(printer: printer, slot: .max)
    }
}

struct CompactSingleValueContainer: SingleValueEncodingContainer {
    let printer: CompactPrinter
    let slot: Int

    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { try printer.writeAtom("nil", into: slot) }
    mutating func encode(_ value: Bool) throws { try printer.writeAtom(value ? "true" : "false", into: slot) }
    mutating func encode(_ value: String) throws { try printer.writeString(value, into: slot) }
    mutating func encode(_ value: Double) throws { try printer.writeNode(BuiltinPrinting.floatingPoint(value), into: slot) }
    mutating func encode(_ value: Float) throws { try printer.writeNode(BuiltinPrinting.floatingPoint(value), into: slot) }
    mutating func encode(_ value: Int) throws { try printer.writeInteger(value, into: slot) }
    mutating func encode(_ value: Int8) throws { try printer.writeInteger(value, into: slot) }
    mutating func encode(_ value: Int16) throws { try printer.writeInteger(value, into: slot) }
    mutating func encode(_ value: Int32) throws { try printer.writeInteger(value, into: slot) }
    mutating func encode(_ value: Int64) throws { try printer.writeInteger(value, into: slot) }
    mutating func encode(_ value: UInt) throws { try printer.writeInteger(value, into: slot) }
    mutating func encode(_ value: UInt8) throws { try printer.writeInteger(value, into: slot) }
    mutating func encode(_ value: UInt16) throws { try printer.writeInteger(value, into: slot) }
    mutating func encode(_ value: UInt32) throws { try printer.writeInteger(value, into: slot) }
    mutating func encode(_ value: UInt64) throws { try printer.writeInteger(value, into: slot) }

    /// A wrapper (an optional, a raw-value enum, a single-value struct) prints as what it wraps.
    mutating func encode<T: Encodable>(_ value: T) throws {
        guard !printer.abandoned else { throw printer.abandon() }
        try printer.fill(slot, with: value)
    }
}
