// Arrays and optionals of readable values read themselves from the spelling the printer
// gives them; each builtin's own `DSLReadable` is in its file under `Builtins/`. Decimal,
// URL, Character, Data, dictionaries, sets and ranges are left to the tree path.

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
