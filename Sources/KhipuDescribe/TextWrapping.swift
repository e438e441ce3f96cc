/// Breaks text into lines of at most `width` characters (a word or a token longer than
/// that is broken where it must).
enum TextWrapping {
    /// Prose: breaks between words; a line break in the text starts a new line.
    static func prose(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = String(word)
                if line.isEmpty {
                    while word.count > width {
                        lines.append(String(word.prefix(width)))
                        word = String(word.dropFirst(width))
                    }
                    line = word
                } else if line.count + 1 + word.count <= width {
                    line += " " + word
                } else {
                    lines.append(line)
                    line = ""
                    while word.count > width {
                        lines.append(String(word.prefix(width)))
                        word = String(word.dropFirst(width))
                    }
                    line = word
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// A DSL value: breaks after `,` `(` or `[` outside string literals where it can, and
    /// indents the following lines by two spaces, so the lines still read as one value.
    static func code(_ text: String, width: Int) -> [String] {
        let width = max(width, 4)
        // A value that parses breaks between its arguments, never inside one; only a line
        // that still does not fit is cut.
        if text.count > width {
            let laidOut = ExpressionLayout.pretty(text, width: width, step: 2)
            if laidOut.contains("\n") {
                return laidOut.split(separator: "\n", omittingEmptySubsequences: false).flatMap { cut(String($0), width: width) }
            }
        }
        return cut(text, width: width)
    }

    private static func cut(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var rest = Array(text)
        var indent = ""
        while indent.count + rest.count > width {
            let room = width - indent.count
            let cut = breakPoint(in: rest, within: room) ?? room
            lines.append(indent + String(rest[..<cut]).trimmingTrailingSpaces)
            rest = Array(rest[cut...].drop { $0 == " " })
            indent = "  "
        }
        lines.append(indent + String(rest))
        return lines
    }

    /// Where to break within `room` characters, outside strings: after the last `,` when
    /// that leaves a good part of the line filled, else after the last `(` or `[`.
    private static func breakPoint(in characters: [Character], within room: Int) -> Int? {
        var inString = false
        var escaped = false
        var afterComma: Int?
        var afterOpening: Int?
        for (index, character) in characters.enumerated() {
            if index >= room { break }
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case ",": afterComma = index + 1
            case "(", "[": if index > 0 { afterOpening = index + 1 }
            default: break
            }
        }
        if let afterComma, afterComma > room / 3 { return afterComma }
        return [afterComma, afterOpening].compactMap { $0 }.max()
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Pads with spaces up to `width` characters.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
