/// Follows a script line by line far enough to tell whether a statement is complete: how
/// many `(` and `[` are open and whether a `"""` string is open. Brackets inside strings
/// and comments do not count. A plain `"` string left open at the end of its line is an
/// error the parser reports, so it ends the statement whatever brackets are open.
struct BracketScanner {
    private(set) var openBrackets = 0
    private(set) var isInMultilineString = false
    private(set) var hasUnterminatedString = false

    var isComplete: Bool { hasUnterminatedString || (openBrackets == 0 && !isInMultilineString) }

    /// Scans one line (without its line break); returns whether it holds anything but
    /// whitespace and comments.
    mutating func scanLine(_ bytes: [UInt8], _ line: Range<Int>) -> Bool {
        var hasCode = false
        var index = line.lowerBound
        func isTripleQuote(at index: Int) -> Bool {
            index + 2 < line.upperBound && bytes[index] == ASCII.quote && bytes[index + 1] == ASCII.quote
                && bytes[index + 2] == ASCII.quote
        }
        while index < line.upperBound {
            let byte = bytes[index]
            if isInMultilineString {
                hasCode = true
                if byte == ASCII.backslash {
                    index += 2
                } else if isTripleQuote(at: index) {
                    isInMultilineString = false
                    index += 3
                } else {
                    index += 1
                }
                continue
            }
            switch byte {
            case ASCII.hash:
                return hasCode
            case ASCII.slash where index + 1 < line.upperBound && bytes[index + 1] == ASCII.slash:
                return hasCode
            case ASCII.quote where isTripleQuote(at: index):
                isInMultilineString = true
                index += 3
            case ASCII.quote:
                index += 1
                var isClosed = false
                while index < line.upperBound && !isClosed {
                    let inner = bytes[index]
                    index += inner == ASCII.backslash ? 2 : 1
                    isClosed = inner == ASCII.quote
                }
                if !isClosed { hasUnterminatedString = true }
            case ASCII.openParen, ASCII.openBracket:
                openBrackets += 1
                index += 1
            case ASCII.closeParen, ASCII.closeBracket:
                openBrackets = max(0, openBrackets - 1)
                index += 1
            default:
                index += 1
            }
            if !ASCII.isWhitespace(byte) { hasCode = true }
        }
        return hasCode
    }
}
