/// ANSI colours, or plain text when colour is off.
struct Palette {
    let enabled: Bool

    func bold(_ text: String) -> String { paint(text, "1") }
    func dim(_ text: String) -> String { paint(text, "2") }
    func red(_ text: String) -> String { paint(text, "31") }
    func boldRed(_ text: String) -> String { paint(text, "1;31") }
    func green(_ text: String) -> String { paint(text, "32") }
    func cyan(_ text: String) -> String { paint(text, "36") }
    func boldCyan(_ text: String) -> String { paint(text, "1;36") }

    private func paint(_ text: String, _ code: String) -> String {
        guard enabled, !text.isEmpty else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    /// For a readline prompt: escape sequences wrapped in \001 … \002, so that readline
    /// does not count them as columns.
    func promptSafe(_ text: String) -> String {
        guard enabled else { return text }
        var result = ""
        var inEscape = false
        for character in text {
            if character == "\u{1B}" {
                result += "\u{01}\u{1B}"
                inEscape = true
            } else if inEscape && character == "m" {
                result += "m\u{02}"
                inEscape = false
            } else {
                result.append(character)
            }
        }
        return result
    }
}
