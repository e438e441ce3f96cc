/// Text from users made safe to write to a terminal: nothing in it can move the cursor,
/// set the window title, clear the screen or reorder what follows it.
///
/// - C0 controls and DEL become their Unicode control pictures (ESC → ␛, BEL → ␇), one
///   column each, as in diagnostics; a tab stays, and `\n` stays where asked (a lone
///   carriage return, which could overwrite the line, never does).
/// - C1 controls (U+0080–U+009F, among them the one-byte CSI U+009B), the bidirectional
///   overrides, embeddings, isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E,
///   U+200F, U+061C) and the line and paragraph separators (U+2028, U+2029) become
///   their escape as the value printer writes it, `\u{9B}`.
///
/// Every place that prints what a user, a file or a domain supplied (receivers' lines,
/// echoed paths and arguments, diagnostics quoting the input) goes through `visible`.
public enum TerminalSafeText {
    public static func visible(_ text: some StringProtocol, keepingLineBreaks: Bool = false) -> String {
        let scalars = text.unicodeScalars
        guard scalars.contains(where: { needsReplacement($0, keepingLineBreaks: keepingLineBreaks) }) else {
            return String(text)
        }
        var result = String.UnicodeScalarView()
        for scalar in scalars {
            guard needsReplacement(scalar, keepingLineBreaks: keepingLineBreaks) else {
                result.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x00..<0x20: result.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: result.append("\u{2421}")
            default: result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            }
        }
        return String(result)
    }

    /// Whether `text` holds anything `visible` would replace.
    public static func isSafe(_ text: some StringProtocol, keepingLineBreaks: Bool = false) -> Bool {
        !text.unicodeScalars.contains { needsReplacement($0, keepingLineBreaks: keepingLineBreaks) }
    }

    static func needsReplacement(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x0A: !keepingLineBreaks
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }
}
