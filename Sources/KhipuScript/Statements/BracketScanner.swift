import KhipuDSL
/// Follows a script line by line far enough to tell whether a statement is complete: how
/// many `(` and `[` are open and whether a `"""` string or a `/* … */` comment is open.
/// Brackets inside strings (raw ones too) and comments do not count. A plain `"` string left open at the end of its line is an
/// error the parser reports, so it ends the statement whatever brackets are open.
struct BracketScanner {
    private(set) var openBrackets = 0
    private(set) var isInMultilineString = false
    private(set) var hasUnterminatedString = false
    /// How many `/*` are open: comments nest, as in Swift.
    private(set) var commentDepth = 0

    var isComplete: Bool { hasUnterminatedString || (openBrackets == 0 && !isInMultilineString && commentDepth == 0) }

    /// Scans one line (without its line break); returns whether it holds anything but
    /// whitespace and comments.
    mutating func scanLine(_ bytes: [UInt8], _ line: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { scanLine($0, line) }
    }

    /// `scanLine` over the bytes of a whole script, which a long one reads without copying.
    mutating func scanLine(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Bool {
        var hasCode = false
        var index = line.lowerBound
        func isTripleQuote(at index: Int) -> Bool {
            index + 2 < line.upperBound && bytes[index] == ASCII.quote && bytes[index + 1] == ASCII.quote
                && bytes[index + 2] == ASCII.quote
        }
        while index < line.upperBound {
            // Most bytes open or close nothing: passed over without the cases below.
            if !isInMultilineString && commentDepth == 0 {
                while index < line.upperBound, Self.opensOrClosesNothing(bytes[index]) {
                    hasCode = hasCode || !ASCII.isWhitespace(bytes[index])
                    index += 1
                }
                if index == line.upperBound { break }
            }
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
            if commentDepth > 0 {
                if isPair(ASCII.slash, ASCII.asterisk, at: index) {
                    commentDepth += 1
                    index += 2
                } else if isPair(ASCII.asterisk, ASCII.slash, at: index) {
                    commentDepth -= 1
                    index += 2
                } else {
                    index += 1
                }
                continue
            }
            switch byte {
            case ASCII.hash:
                var quote = index
                while quote < line.upperBound && bytes[quote] == ASCII.hash { quote += 1 }
                guard quote < line.upperBound && bytes[quote] == ASCII.quote else { return hasCode }
                index = scanRawString(bytes, hashes: quote - index, from: quote + 1, to: line.upperBound)
            case ASCII.slash where isPair(ASCII.slash, ASCII.asterisk, at: index):
                commentDepth = 1
                index += 2
                continue
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

        func isPair(_ first: UInt8, _ second: UInt8, at index: Int) -> Bool {
            index + 1 < line.upperBound && bytes[index] == first && bytes[index + 1] == second
        }
    }

    /// Whether `byte` is none of those that may open or close a string, a comment or a
    /// bracket: `#`, `/`, `"`, `(`, `[`, `)` and `]`.
    private static func opensOrClosesNothing(_ byte: UInt8) -> Bool {
        switch byte {
        case ASCII.hash, ASCII.slash, ASCII.quote, ASCII.openParen, ASCII.openBracket, ASCII.closeParen, ASCII.closeBracket: false
        default: true
        }
    }

    /// The offset after the raw string whose content starts at `position`; an unclosed one
    /// is an error the parser reports.
    private mutating func scanRawString(_ bytes: UnsafeBufferPointer<UInt8>, hashes: Int, from position: Int, to end: Int) -> Int {
        var index = position
        while index < end {
            if bytes[index] == ASCII.quote {
                var closing = index + 1
                while closing < end && closing - index - 1 < hashes && bytes[closing] == ASCII.hash { closing += 1 }
                if closing - index - 1 == hashes { return closing }
            }
            index += 1
        }
        hasUnterminatedString = true
        return end
    }
}
