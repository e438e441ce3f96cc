import Foundation
import KhipuDSL

/// The parts of the state a statement changed, for the REPL to show after a dispatch:
/// both states printed one field a line, diffed line by line, and every unchanged line
/// hidden except the lines that open the changed parts (so a change reads with its
/// path). A run of hidden lines shows as one `…`.
package enum StateDiff {
    package struct Line: Equatable {
        package enum Kind: Equatable { case context, removed, added, collapsed }
        package let kind: Kind
        package let text: String

        package init(_ kind: Kind, _ text: String) {
            self.kind = kind
            self.text = text
        }

        /// The line as plain text: `- `, `+ ` or two spaces, then the text.
        package var rendered: String {
            switch kind {
            case .removed: "- " + text
            case .added: "+ " + text
            case .context, .collapsed: "  " + text
            }
        }
    }

    /// nil when both states print the same.
    package static func lines(before: Any, after: Any) -> [Line]? {
        let old = text(of: before)
        let new = text(of: after)
        guard old != new else { return nil }
        return collapse(TextDiff.unified(expected: old, actual: new))
    }

    /// One field a line, so that the lines of both states line up however much changed.
    /// Commas at the ends of lines are left out: a list that grows would otherwise show
    /// its former last element as changed.
    package static func text(of value: Any) -> String {
        guard let encodable = value as? any Encodable else { return String(describing: value) }
        return DSLPrinter.print(encodable, style: .pretty(width: 0))
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix(",") ? $0.dropLast() : $0 }
            .joined(separator: "\n")
    }

    static func collapse(_ unified: String) -> [Line] {
        let lines: [Line] = unified.split(separator: "\n", omittingEmptySubsequences: false).map { raw in
            let text = String(raw.dropFirst(2))
            switch raw.prefix(2) {
            case "- ": return Line(.removed, text)
            case "+ ": return Line(.added, text)
            default: return Line(.context, text)
            }
        }
        var shown = lines.map { $0.kind != .context }
        // The enclosing lines of each change: walking up through the lines of the same
        // side (unchanged and removed, or unchanged and added), every line indented less
        // than the last one passed; the unchanged ones among them are shown.
        for index in lines.indices where lines[index].kind != .context {
            let otherSide: Line.Kind = lines[index].kind == .added ? .removed : .added
            var indent = indentation(lines[index].text)
            var above = index - 1
            while indent > 0, above >= 0 {
                let candidate = lines[above]
                let candidateIndent = indentation(candidate.text)
                if candidate.kind != otherSide, candidateIndent < indent, !isClosing(candidate.text) {
                    if candidate.kind == .context { shown[above] = true }
                    indent = candidateIndent
                }
                above -= 1
            }
        }
        var result: [Line] = []
        var index = 0
        while index < lines.count {
            if shown[index] {
                result.append(lines[index])
                index += 1
                continue
            }
            let start = index
            while index < lines.count, !shown[index] { index += 1 }
            // Closing brackets at the end say nothing the reader needs.
            if index == lines.count, lines[start..<index].allSatisfy({ isClosing($0.text) }) { break }
            let indent = String(repeating: " ", count: indentation(lines[start].text))
            result.append(Line(.collapsed, indent + "…"))
        }
        return result
    }

    private static func indentation(_ text: String) -> Int {
        text.prefix { $0 == " " }.count
    }

    private static func isClosing(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return !trimmed.isEmpty && trimmed.allSatisfy { ")]".contains($0) }
    }
}
