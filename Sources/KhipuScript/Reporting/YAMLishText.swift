import KhipuDSL

/// Text in a TAP YAMLish block that Perl's TAP::Parser (`prove`), PyYAML (`tappy`) and
/// TAP 14 readers all read back: a `|` literal block when every line can stand in one,
/// else a double-quoted scalar.
///
/// prove's reader knows only `|` and `>` of the block forms (no `|-`, no indentation
/// indicator), takes the block's indentation from its first line and ends it at an empty
/// line; tappy ends a YAML block at any line that starts with `...`; YAML reads U+FFFE
/// and U+FFFF nowhere. Text that would trip one of them is quoted instead.
enum YAMLishText {
    /// `key: text` as lines indented by `indent` spaces.
    static func field(_ key: String, _ text: String, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        let visible = TerminalSafeText.visible(text, keepingLineBreaks: true)
        guard fitsLiteralBlock(visible) else { return ["\(pad)\(key): \(quoted(visible))"] }
        // An empty line keeps the block's indentation, or prove would end the block at it.
        let content = visible.split(separator: "\n", omittingEmptySubsequences: false).map { "\(pad)  \($0)" }
        return ["\(pad)\(key): |"] + content
    }

    /// A YAML double-quoted scalar, using only the escapes prove's reader knows as well.
    static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    quoted += "\\x" + hex(scalar.value, digits: 2)
                } else if isOutsideYAML(scalar) || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    quoted += "\\u" + hex(scalar.value, digits: 4)
                } else {
                    quoted.unicodeScalars.append(scalar)
                }
            }
        }
        return quoted + "\""
    }

    /// Whether `text` (terminal-safe already) reads back the same from a `|` block.
    private static func fitsLiteralBlock(_ text: String) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, let head = first.first, head != " ", head != "\t" else { return false }
        return !text.unicodeScalars.contains(where: isOutsideYAML)
            && !lines.contains { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("...") }
            && !text.hasSuffix("\n")
    }

    /// The two scalars YAML's character set leaves out that terminal-safe text may hold.
    private static func isOutsideYAML(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
