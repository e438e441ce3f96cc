/// Reads the text of an integer literal as the parser keeps it (`42`, `-1000`, `0xFF`,
/// `-0o17`, `0b1010`, underscores already removed) into any integer type, exactly.
enum IntegerLiteral {
    /// nil when the text is not an integer literal or the value does not fit `Integer`.
    static func value<Integer: FixedWidthInteger>(_ text: String, as type: Integer.Type) -> Integer? {
        if let value = Integer(text) { return value }
        guard let (isNegative, digits, radix) = split(text), radix != 10 else { return nil }
        return Integer(isNegative ? "-" + digits : digits, radix: radix)
    }

    /// The sign, the digits and the radix of the literal.
    static func split(_ text: String) -> (isNegative: Bool, digits: Substring, radix: Int)? {
        var rest = text[...]
        let isNegative = rest.first == "-"
        if isNegative { rest = rest.dropFirst() }
        let radix =
            switch rest.prefix(2) {
            case "0x": 16
            case "0o": 8
            case "0b": 2
            default: 10
            }
        if radix != 10 { rest = rest.dropFirst(2) }
        guard !rest.isEmpty else { return nil }
        return (isNegative, rest, radix)
    }

    /// Whether the text is a literal at all, whatever its size.
    static func isWellFormed(_ text: String) -> Bool {
        guard let (_, digits, radix) = split(text) else { return false }
        return digits.utf8.allSatisfy { digitValue($0).map { $0 < radix } ?? false }
    }

    static func digitValue(_ byte: UInt8) -> Int? {
        if ASCII.isDigit(byte) { return Int(byte - ASCII.zero) }
        if byte >= 0x61 && byte <= 0x66 { return Int(byte - 0x61 + 10) }
        if byte >= 0x41 && byte <= 0x46 { return Int(byte - 0x41 + 10) }
        return nil
    }
}
