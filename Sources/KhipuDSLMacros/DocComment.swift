import SwiftSyntax

/// The text of the `///` or `/** */` comment in front of a declaration, as the DSL shows it:
/// comment markers removed, lines joined with "\n".
enum DocComment {
    static func text(of node: some SyntaxProtocol) -> String? {
        text(in: node.leadingTrivia)
    }

    /// Keeps the last group of doc comments: a blank line or a plain comment between two
    /// doc comments starts a new group, so a license header above a type is not its doc.
    static func text(in trivia: Trivia) -> String? {
        var lines: [String] = []
        var separated = false
        for piece in trivia {
            switch piece {
            case .docLineComment(let text):
                if separated { lines = [] }
                separated = false
                lines.append(lineCommentText(text))
            case .docBlockComment(let text):
                if separated { lines = [] }
                separated = false
                lines.append(contentsOf: blockCommentLines(text))
            case .lineComment, .blockComment:
                separated = true
            case .newlines(let count), .carriageReturns(let count), .carriageReturnLineFeeds(let count):
                if count > 1 { separated = true }
            default:
                continue
            }
        }
        let text = trimmingBlankLines(lines).joined(separator: "\n")
        return text.isEmpty ? nil : text
    }

    private static func lineCommentText(_ comment: String) -> String {
        var text = Substring(comment.dropFirst(3))
        if text.first == " " { text = text.dropFirst() }
        return String(text).trimmingTrailingWhitespace
    }

    /// `/** ... */`, with or without a `*` gutter on its continuation lines.
    private static func blockCommentLines(_ comment: String) -> [String] {
        var body = Substring(comment.dropFirst(3))
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        let rawLines = body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        guard let first = rawLines.first else { return [] }
        let rest = rawLines.dropFirst()
        let nonBlank = rest.filter { !$0.allSatisfy(\.isWhitespace) }
        let hasGutter = !nonBlank.isEmpty && nonBlank.allSatisfy { $0.drop(while: \.isWhitespace).hasPrefix("*") }
        let indentation = nonBlank.map { $0.prefix(while: \.isWhitespace).count }.min() ?? 0

        let continuation = rest.map { line -> String in
            if hasGutter {
                var text = line.drop(while: \.isWhitespace).dropFirst()
                if text.first == " " { text = text.dropFirst() }
                return String(text).trimmingTrailingWhitespace
            }
            return String(line.dropFirst(min(indentation, line.count))).trimmingTrailingWhitespace
        }
        let firstLine = String(first.drop(while: \.isWhitespace)).trimmingTrailingWhitespace
        return [firstLine] + continuation
    }

    private static func trimmingBlankLines(_ lines: [String]) -> [String] {
        guard let start = lines.firstIndex(where: { !$0.isEmpty }),
              let end = lines.lastIndex(where: { !$0.isEmpty })
        else { return [] }
        return Array(lines[start...end])
    }
}

extension StringProtocol {
    var trimmingTrailingWhitespace: String {
        var text = Substring(self)
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
