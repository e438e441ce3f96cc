import Foundation

/// The `Encoder` behind `DSLPrinter`: each value's `encode(to:)` fills a `PrintSlot`.
/// Whether a keyed value is an enum case or a struct comes from `Mirror`, since both
/// encode as keyed containers.
struct PrintingEncoder: Encoder {
    let slot: PrintSlot

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedPrintingContainer<Key>(entries: slot.keyedEntries()))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedPrintingContainer(entries: slot.unkeyedEntries())
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SinglePrintingContainer(slot: slot)
    }

    /// Fills `slot` with `value`: builtins directly, anything else through its `encode(to:)`.
    static func fill<T: Encodable>(_ slot: PrintSlot, with value: T) throws {
        let node: PrintedNode?
        switch try PrintPlan.of(value) {
        case .builtin:
            node = BuiltinTypes.printedNode(for: value)
        case .collection:
            node = try CollectionPrinting.node(for: value)
        case .rawValueEnumeration(let typeName):
            node = RawValuePrinting.node(for: value)
            slot.shape = .enumeration(typeName: typeName, value: value)
        case .enumeration(let typeName):
            node = nil
            slot.shape = .enumeration(typeName: typeName, value: value)
        case .other(let typeName):
            node = nil
            slot.shape = .other(typeName: typeName, type: T.self)
        }
        if let node {
            slot.content = .value(node)
            return
        }
        try value.encode(to: PrintingEncoder(slot: slot))
    }
}

struct KeyedPrintingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let entries: KeyedEntries

    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { entries.set(.atom("nil"), for: key.stringValue) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { entries.set(Bool.literalNode(for: value), for: key.stringValue) }
    mutating func encode(_ value: String, forKey key: Key) throws { entries.set(.string(value), for: key.stringValue) }
    mutating func encode(_ value: Double, forKey key: Key) throws { entries.set(Double.literalNode(for: value), for: key.stringValue) }
    mutating func encode(_ value: Float, forKey key: Key) throws { entries.set(Float.literalNode(for: value), for: key.stringValue) }
    mutating func encode(_ value: Int, forKey key: Key) throws { entries.set(.atom(String(value)), for: key.stringValue) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { entries.set(.atom(String(value)), for: key.stringValue) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { entries.set(.atom(String(value)), for: key.stringValue) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { entries.set(.atom(String(value)), for: key.stringValue) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { entries.set(.atom(String(value)), for: key.stringValue) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { entries.set(.atom(String(value)), for: key.stringValue) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { entries.set(.atom(String(value)), for: key.stringValue) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { entries.set(.atom(String(value)), for: key.stringValue) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { entries.set(.atom(String(value)), for: key.stringValue) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { entries.set(.atom(String(value)), for: key.stringValue) }

    /// `encodeIfPresent` hands a nested optional's `.some(nil)` on as a `nil` value: it
    /// prints `.some(nil)`, not the `nil` that would read back as absent.
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let slot = entries.slot(for: key.stringValue)
        try PrintingEncoder.fill(slot, with: value)
        if case .value(.atom("nil")) = slot.content { slot.content = .value(.some(.atom("nil"))) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(KeyedPrintingContainer<NestedKey>(entries: entries.slot(for: key.stringValue).keyedEntries()))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        UnkeyedPrintingContainer(entries: entries.slot(for: key.stringValue).unkeyedEntries())
    }

    mutating func superEncoder() -> any Encoder {
        PrintingEncoder(slot: entries.slot(for: "super"))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        PrintingEncoder(slot: entries.slot(for: key.stringValue))
    }
}

struct UnkeyedPrintingContainer: UnkeyedEncodingContainer {
    let entries: UnkeyedEntries

    var codingPath: [any CodingKey] { [] }
    var count: Int { entries.slots.count }

    mutating func encodeNil() throws { entries.append(.atom("nil")) }
    mutating func encode(_ value: Bool) throws { entries.append(Bool.literalNode(for: value)) }
    mutating func encode(_ value: String) throws { entries.append(.string(value)) }
    mutating func encode(_ value: Double) throws { entries.append(Double.literalNode(for: value)) }
    mutating func encode(_ value: Float) throws { entries.append(Float.literalNode(for: value)) }
    mutating func encode(_ value: Int) throws { entries.append(.atom(String(value))) }
    mutating func encode(_ value: Int8) throws { entries.append(.atom(String(value))) }
    mutating func encode(_ value: Int16) throws { entries.append(.atom(String(value))) }
    mutating func encode(_ value: Int32) throws { entries.append(.atom(String(value))) }
    mutating func encode(_ value: Int64) throws { entries.append(.atom(String(value))) }
    mutating func encode(_ value: UInt) throws { entries.append(.atom(String(value))) }
    mutating func encode(_ value: UInt8) throws { entries.append(.atom(String(value))) }
    mutating func encode(_ value: UInt16) throws { entries.append(.atom(String(value))) }
    mutating func encode(_ value: UInt32) throws { entries.append(.atom(String(value))) }
    mutating func encode(_ value: UInt64) throws { entries.append(.atom(String(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try PrintingEncoder.fill(entries.appendSlot(), with: value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(KeyedPrintingContainer<NestedKey>(entries: entries.appendSlot().keyedEntries()))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedPrintingContainer(entries: entries.appendSlot().unkeyedEntries())
    }

    mutating func superEncoder() -> any Encoder {
        PrintingEncoder(slot: entries.appendSlot())
    }
}

struct SinglePrintingContainer: SingleValueEncodingContainer {
    let slot: PrintSlot

    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { slot.content = .value(.atom("nil")) }
    mutating func encode(_ value: Bool) throws { slot.content = .value(Bool.literalNode(for: value)) }
    mutating func encode(_ value: String) throws { slot.content = .value(.string(value)) }
    mutating func encode(_ value: Double) throws { slot.content = .value(Double.literalNode(for: value)) }
    mutating func encode(_ value: Float) throws { slot.content = .value(Float.literalNode(for: value)) }
    mutating func encode(_ value: Int) throws { slot.content = .value(.atom(String(value))) }
    mutating func encode(_ value: Int8) throws { slot.content = .value(.atom(String(value))) }
    mutating func encode(_ value: Int16) throws { slot.content = .value(.atom(String(value))) }
    mutating func encode(_ value: Int32) throws { slot.content = .value(.atom(String(value))) }
    mutating func encode(_ value: Int64) throws { slot.content = .value(.atom(String(value))) }
    mutating func encode(_ value: UInt) throws { slot.content = .value(.atom(String(value))) }
    mutating func encode(_ value: UInt8) throws { slot.content = .value(.atom(String(value))) }
    mutating func encode(_ value: UInt16) throws { slot.content = .value(.atom(String(value))) }
    mutating func encode(_ value: UInt32) throws { slot.content = .value(.atom(String(value))) }
    mutating func encode(_ value: UInt64) throws { slot.content = .value(.atom(String(value))) }

    /// A wrapper (an optional, a raw-value enum, a single-value struct) prints as what it wraps.
    mutating func encode<T: Encodable>(_ value: T) throws {
        try PrintingEncoder.fill(slot, with: value)
    }
}
