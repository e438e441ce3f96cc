/// Follows a script line by line far enough to tell whether a statement is complete: how
/// many `(` and `[` are open and whether a `"""` string or a `/* … */` comment is open.
/// Brackets inside strings (raw ones too) and comments do not count; what is a string or
/// a comment is the `Lexer`'s to say. A plain `"` string left open at the end of its line
/// is an error the parser reports, so it ends the statement whatever brackets are open.
package struct BracketScanner: Sendable {
    package private(set) var openBrackets = 0
    /// The brackets open, outermost first, as typed; the deepest 16 only, which is all a
    /// prompt shows of them.
    package private(set) var openBracketText: [UInt8] = []
    package private(set) var isInMultilineString = false
    package private(set) var hasUnterminatedString = false
    /// How many `/*` are open: comments nest, as in Swift.
    package private(set) var commentDepth = 0

    package init() {}

    package var isComplete: Bool { hasUnterminatedString || (openBrackets == 0 && !isInMultilineString && commentDepth == 0) }

    /// Scans one line (without its line break); returns whether it holds anything but
    /// whitespace and comments.
    package mutating func scanLine(_ bytes: [UInt8], _ line: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { scanLine($0, line) }
    }

    /// `scanLine` over the bytes of a whole script, which a long one reads without copying.
    package mutating func scanLine(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Bool {
        var hasCode = false
        var index = line.lowerBound
        let end = line.upperBound
        while index < end {
            if isInMultilineString {
                hasCode = true
                guard let closed = Lexer.multilineStringEnd(bytes, from: index, end: end) else { break }
                isInMultilineString = false
                index = closed
                continue
            }
            if commentDepth > 0 {
                index = Lexer.blockCommentEnd(bytes, from: index, end: end, depth: &commentDepth)
                continue
            }
            // Most bytes open or close nothing: passed over without the cases below.
            while index < end, Self.opensOrClosesNothing(bytes[index]) {
                hasCode = hasCode || !ASCII.isWhitespace(bytes[index])
                index += 1
            }
            if index == end { break }
            if Lexer.isLineCommentStart(bytes, at: index, end: end) { return hasCode }
            if Lexer.isBlockCommentStart(bytes, at: index, end: end) {
                commentDepth = 1
                index += 2
                continue
            }
            hasCode = true
            switch bytes[index] {
            case ASCII.hash:
                // Not a comment, so a raw string.
                let hashes = Lexer.rawStringHashes(bytes, at: index, end: end) ?? 0
                let string = Lexer.rawStringEnd(bytes, hashes: hashes, from: index + hashes + 1, end: end)
                if !string.isClosed { hasUnterminatedString = true }
                index = string.end
            case ASCII.quote where Lexer.isTripleQuote(bytes, at: index, end: end):
                isInMultilineString = true
                index += 3
            case ASCII.quote:
                let string = Lexer.quotedStringEnd(bytes, from: index + 1, end: end)
                if !string.isClosed { hasUnterminatedString = true }
                index = string.end
            case ASCII.openParen, ASCII.openBracket:
                openBrackets += 1
                if openBrackets <= 16 { openBracketText.append(bytes[index]) }
                index += 1
            case ASCII.closeParen, ASCII.closeBracket:
                if openBrackets <= 16, !openBracketText.isEmpty { openBracketText.removeLast() }
                openBrackets = max(0, openBrackets - 1)
                index += 1
            default:
                index += 1
            }
        }
        return hasCode
    }

    /// Whether `byte` is none of those that may open or close a string, a comment or a
    /// bracket: `#`, `/`, `"`, `(`, `[`, `)` and `]`.
    private static func opensOrClosesNothing(_ byte: UInt8) -> Bool {
        switch byte {
        case ASCII.hash, ASCII.slash, ASCII.quote, ASCII.openParen, ASCII.openBracket, ASCII.closeParen, ASCII.closeBracket: false
        default: true
        }
    }
}
