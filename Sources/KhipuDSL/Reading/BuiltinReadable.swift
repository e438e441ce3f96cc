import Foundation

// The values every DSL knows read themselves from the spelling the printer gives them.
// Decimal, URL, Character, dictionaries, sets and ranges are left to the tree path.

extension String: DSLReadable {
    public static func dslRead(from reader: inout DSLTextReader) throws -> String { try reader.readString() }
}

extension Bool: DSLReadable {
    public static func dslRead(from reader: inout DSLTextReader) throws -> Bool { try reader.readBool() }
}

extension Int: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readInteger(Self.self) } }
extension Int8: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readInteger(Self.self) } }
extension Int16: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readInteger(Self.self) } }
extension Int32: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readInteger(Self.self) } }
extension Int64: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readInteger(Self.self) } }
extension UInt: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readInteger(Self.self) } }
extension UInt8: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readInteger(Self.self) } }
extension UInt16: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readInteger(Self.self) } }
extension UInt32: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readInteger(Self.self) } }
extension UInt64: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readInteger(Self.self) } }

extension Double: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readFloatingPoint(Self.self) } }
extension Float: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readFloatingPoint(Self.self) } }

/// `"2024-06-16T09:00:00Z"` and every other form `ISO8601Timestamp` reads.
extension Date: DSLReadable {
    public static func dslRead(from reader: inout DSLTextReader) throws -> Date {
        try reader.withPlainStringBytes(ISO8601Timestamp.parse(bytes:))
    }
}

extension UUID: DSLReadable {
    public static func dslRead(from reader: inout DSLTextReader) throws -> UUID {
        try reader.withPlainStringBytes(UUIDText.parse(bytes:))
    }
}

extension Duration: DSLReadable {
    public static func dslRead(from reader: inout DSLTextReader) throws -> Duration { try reader.readDuration() }
}

extension Array: DSLReadable where Element: DSLReadable {
    public static func dslRead(from reader: inout DSLTextReader) throws -> [Element] {
        try reader.readElements(Element.self)
    }
}

/// As an array, which its `Decodable` reads it as.
extension SharedArray: DSLReadable where Element: DSLReadable {
    public static func dslRead(from reader: inout DSLTextReader) throws -> SharedArray<Element> {
        SharedArray(try reader.readElements(Element.self))
    }
}

/// `nil`, or what the optional holds. `.none` and `.some(…)` are the tree path's: they
/// might also be cases of the wrapped enum.
extension Optional: DSLReadable where Wrapped: DSLReadable {
    public static func dslRead(from reader: inout DSLTextReader) throws -> Wrapped? {
        if reader.consumeWord("nil") { return nil }
        if reader.startsOptionalCase() { throw DSLTextReader.GiveUp() }
        return try Wrapped.dslRead(from: &reader)
    }
}

extension DSLTextReader {
    /// `.none` or `.some` at the cursor.
    func startsOptionalCase() -> Bool {
        guard current == ASCII.dot else { return false }
        let offset = parser.cursor + 1
        return ("none" as StaticString).withUTF8Buffer { matches($0, at: offset) }
            || ("some" as StaticString).withUTF8Buffer { matches($0, at: offset) }
    }
}
