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

    /// Breaks a line that does not fit where `breakPoint` says; where no break fits in the
    /// room, the line runs on to the first place a break may go after it, so that a
    /// literal (a string, a number, a name) is never cut in two: a cell must stay copyable.
    private static func cut(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var rest = Array(text)
        var indent = ""
        while indent.count + rest.count > width {
            let room = max(1, width - indent.count)
            guard let cut = breakPoint(in: rest, within: room) ?? firstBreakPoint(in: rest, from: room), cut < rest.count else { break }
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

    /// The first place at or after `start` where a break may go: after a `,`, `(` or `[`,
    /// or at a space, outside strings.
    private static func firstBreakPoint(in characters: [Character], from start: Int) -> Int? {
        var inString = false
        var escaped = false
        for (index, character) in characters.enumerated() {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case ",", "(", "[", " ": if index + 1 >= start && index > 0 { return index + 1 }
            default: break
            }
        }
        return nil
    }

    /// The lengths of the parts of a DSL value's text a line may not break inside: each
    /// name or number, and each string literal whole, spaces and commas in it included.
    static func unbreakableLengths(_ text: String) -> [Int] {
        var lengths: [Int] = []
        var current = 0
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                current += 1
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            if character == "\"" {
                inString = true
                current += 1
            } else if "(),[] :".contains(character) {
                if current > 0 { lengths.append(current) }
                current = 0
            } else {
                current += 1
            }
        }
        if current > 0 { lengths.append(current) }
        return lengths
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
