/// Writes a string the way a Swift (and DSL) string literal spells it: `"` and `\`
/// escaped, `\n` `\t` `\r` `\0` as such, other control characters as `\u{1B}`.
enum StringEscaping {
    static func literal(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    static func escaped(_ text: String) -> String {
        // Most strings need no escape: return them without rebuilding.
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if let escape = escapeSequence(for: scalar) {
                output += escape
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// How a literal writes `scalar`: `\"`, `\n`, `\u{1B}`, …, or nil for the scalar itself.
    static func escapeSequence(for scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\t": "\\t"
        case "\r": "\\r"
        case "\0": "\\0"
        default: needsEscape(scalar) ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : nil
        }
    }

    /// Quotes, backslashes, C0 and C1 controls, DEL, the line and paragraph separators
    /// that would break a line in an editor, and the bidi controls that would reorder it.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x22, 0x5C, 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
