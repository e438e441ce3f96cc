import KhipuDSL

/// Whether an answer says no: one of its case names reads as a refusal
/// (`.notAllowed(…)`, `.rejected`, `.failed(.insufficientFunds)`). A domain's table marks
/// its refusal rows, but only an answer's words travel with every message it emits.
///
/// A domain has few case names, so each is judged once and remembered.
struct RefusalWords {
    static let stems = [
        "notallowed", "refus", "reject", "fail", "invalid", "denied", "notfound", "unknown", "error", "cannot", "forbidden", "ignored",
        "outofrange", "toomany", "toolarge", "missing", "already", "insufficient",
    ]

    private var judged: [Substring: Bool] = [:]

    mutating func isRefusal(_ message: Any) -> Bool {
        guard let encodable = message as? any Encodable else { return false }
        return isRefusal(DSLPrinter.print(encodable))
    }

    /// Looks at the names after a `.` outside string literals.
    mutating func isRefusal(_ printed: String) -> Bool {
        let bytes = Array(printed.utf8)
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: ".") {
                var end = index + 1
                while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
                if end > index + 1, judge(printed, bytes[(index + 1)..<end]) { return true }
                index = end
                continue
            }
            index += 1
        }
        return false
    }

    private mutating func judge(_ printed: String, _ name: ArraySlice<UInt8>) -> Bool {
        let key = Substring(decoding: name, as: UTF8.self)
        if let known = judged[key] { return known }
        let lowered = key.lowercased()
        let verdict = Self.stems.contains { lowered.contains($0) }
        judged[key] = verdict
        return verdict
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
