import KhipuDSL

/// Breaks text into lines of at most `width` terminal columns (a word or a token longer
/// than that is broken where it must).
enum TextWrapping {
    /// Prose: breaks between words; a line break in the text starts a new line.
    static func prose(_ text: String, width: Int) -> [String] {
        WordWrapping.lines(text, width: width)
    }

    /// A DSL value: breaks after `,` `(` or `[` outside string literals where it can, and
    /// indents the following lines by two spaces, so the lines still read as one value.
    static func code(_ text: String, width: Int) -> [String] {
        let width = max(width, 4)
        // A value that parses breaks between its arguments, never inside one; only a line
        // that still does not fit is cut.
        if text.displayWidth > width {
            let laidOut = PrettyLayout.relaidOut(text, width: width, step: 2)
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
        while indent.count + DisplayWidth.of(String(rest)) > width {
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
        var columns = 0
        for (index, character) in characters.enumerated() {
            columns += DisplayWidth.of(character)
            if columns > room { break }
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
        var columns = 0
        for (index, character) in characters.enumerated() {
            columns += DisplayWidth.of(character)
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case ",", "(", "[", " ": if columns >= start && index > 0 { return index + 1 }
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
                current += DisplayWidth.of(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            if character == "\"" {
                inString = true
                current += DisplayWidth.of(character)
            } else if "(),[] :".contains(character) {
                if current > 0 { lengths.append(current) }
                current = 0
            } else {
                current += DisplayWidth.of(character)
            }
        }
        if current > 0 { lengths.append(current) }
        return lengths
    }
}

extension String {
    /// Pads with spaces up to `width` terminal columns.
    func padded(to width: Int) -> String {
        let columns = displayWidth
        return columns >= width ? self : self + String(repeating: " ", count: width - columns)
    }
}
