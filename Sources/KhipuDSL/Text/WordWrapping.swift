import Foundation

/// Breaks text between words into lines that take at most `width` terminal columns
/// (`DisplayWidth`): a line break in the text starts a new line, a line that fits stays as
/// it is, a line's leading spaces indent the lines it continues on, and only a word wider
/// than a whole line is cut.
/// Everything khipu prints at a terminal that is not a value goes through it: help,
/// banners, notes, describe's prose.
package enum WordWrapping {
    package static func lines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            // A line that fits stays as written: its runs of spaces may align a table.
            if paragraph.displayWidth <= width {
                lines.append(String(paragraph))
                continue
            }
            // The lines it continues on start under its second column (`:undo [N]    go back…`),
            // which keeps its spacing, or at its indent; an indent that leaves no room for
            // words is not kept.
            let indent = String(paragraph.prefix { $0 == " " })
            if let second = secondColumn(of: paragraph) {
                let head = String(paragraph[..<second])
                let headWidth = DisplayWidth.of(head)
                if headWidth * 2 <= width {
                    wrap(paragraph[second...], first: head, continuation: String(repeating: " ", count: headWidth), width: width, into: &lines)
                } else {
                    // Too far right for the text beside it: the first column on a line of
                    // its own, the second under it, indented further.
                    lines.append(head.trimmingTrailingSpaces)
                    let under = String(repeating: " ", count: indent.count + 4)
                    wrap(paragraph[second...], first: under, continuation: under, width: width, into: &lines)
                }
            } else {
                let continuation = indent.count * 2 < width ? indent : ""
                wrap(paragraph.dropFirst(indent.count), first: indent, continuation: continuation, width: max(width, 1), into: &lines)
            }
        }
        return lines
    }

    /// `text` joined to one string, each line ended where `lines` breaks it.
    package static func wrapped(_ text: String, width: Int) -> String {
        lines(text, width: width).joined(separator: "\n")
    }

    /// Where a two-column listing's second column starts: after the first run of two or
    /// more spaces inside the line.
    private static func secondColumn(of line: Substring) -> Substring.Index? {
        let text = line.drop { $0 == " " }
        guard let gap = text.range(of: "  ") else { return nil }
        let second = text[gap.upperBound...].drop { $0 == " " }
        return second.isEmpty ? nil : second.startIndex
    }

    private static func wrap(_ paragraph: Substring, first: String, continuation: String, width: Int, into lines: inout [String]) {
        var line = first
        var lineWidth = first.count
        var lineHasWord = false
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            let wordWidth = word.displayWidth
            if lineHasWord, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineHasWord {
                lines.append(line)
                line = continuation
                lineWidth = continuation.count
            }
            var rest = Substring(word)
            var restWidth = wordWidth
            while lineWidth + restWidth > width, lineWidth < width {
                let head = DisplayWidth.prefix(of: rest, columns: width - lineWidth)
                let tail = rest[head.endIndex...]
                guard !head.isEmpty else { break }
                lines.append(line + head)
                line = continuation
                lineWidth = continuation.count
                rest = tail
                restWidth = tail.displayWidth
            }
            line += rest
            lineWidth += restWidth
            lineHasWord = true
        }
        lines.append(line)
    }
}

extension String {
    /// Without the spaces it ends with.
    package var trimmingTrailingSpaces: String {
        var text = Substring(self)
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
