/// The rules of `.khipu` text that hold whatever the grammar around them: where trivia
/// ends (whitespace, `#` and `//` line comments, `/* */` block comments nested as in
/// Swift) and where a string of each form ends (`"…"`, `"""` blocks, raw `#"…"#`). The
/// parser, the statement splitter, the REPL's continuation, completion and the language
/// server all read text through these, so none of them takes for code what another
/// takes for a comment or a string.
///
/// Every function reads `bytes[from..<end]`: `end` may stop at a line's end (the
/// splitter and the REPL scan line by line) or at the end of the text. Offsets are byte
/// offsets. Bytes, not characters: the parser's speed rests on it.
package enum Lexer {
    /// How many `#` open a raw string `#…#"` at `index`; nil when no raw string starts
    /// there (a `#` then starts a line comment).
    @inline(__always)
    package static func rawStringHashes(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int? {
        var quote = index
        while quote < end && bytes[quote] == ASCII.hash { quote += 1 }
        return quote > index && quote < end && bytes[quote] == ASCII.quote ? quote - index : nil
    }

    /// Whether a line comment (`//`, or a `#` that opens no raw string) starts at `index`.
    @inline(__always)
    package static func isLineCommentStart(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Bool {
        guard index < end else { return false }
        if bytes[index] == ASCII.hash { return rawStringHashes(bytes, at: index, end: end) == nil }
        return isPair(ASCII.slash, ASCII.slash, bytes, at: index, end: end)
    }

    /// Whether a block comment `/*` starts at `index`.
    @inline(__always)
    package static func isBlockCommentStart(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Bool {
        isPair(ASCII.slash, ASCII.asterisk, bytes, at: index, end: end)
    }

    /// Whether `"""` stands at `index`.
    @inline(__always)
    package static func isTripleQuote(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Bool {
        index + 2 < end && bytes[index] == ASCII.quote && bytes[index + 1] == ASCII.quote && bytes[index + 2] == ASCII.quote
    }

    /// Where the line holding `index` ends: at its line feed, or at `end`.
    package static func lineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int, end: Int) -> Int {
        var index = index
        while index < end && bytes[index] != ASCII.newline { index += 1 }
        return index
    }

    /// Where trivia starting at `index` ends: the first byte that is not whitespace or
    /// part of a comment, or `end` (also when a block comment is left open).
    package static func triviaEnd(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int, end: Int) -> Int {
        var index = index
        while index < end {
            let byte = bytes[index]
            if ASCII.isWhitespace(byte) {
                index += 1
            } else if isLineCommentStart(bytes, at: index, end: end) {
                index = lineEnd(bytes, from: index, end: end)
            } else if isBlockCommentStart(bytes, at: index, end: end) {
                var depth = 1
                index = blockCommentEnd(bytes, from: index + 2, end: end, depth: &depth)
            } else {
                return index
            }
        }
        return end
    }

    /// Reads the inside of a block comment `depth` levels deep from `index`: returns the
    /// offset after the `*/` that closes the outermost, or `end` with `depth` still open,
    /// for a scan that goes on with the next line.
    package static func blockCommentEnd(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int, end: Int, depth: inout Int) -> Int {
        var index = index
        while index < end {
            if isPair(ASCII.slash, ASCII.asterisk, bytes, at: index, end: end) {
                depth += 1
                index += 2
            } else if isPair(ASCII.asterisk, ASCII.slash, bytes, at: index, end: end) {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return end
    }

    /// Where the one-line string whose content starts at `index` (after its `"`) ends: after
    /// its closing `"`, or, unclosed, at the line break (or `end`) it runs into.
    package static func quotedStringEnd(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int, end: Int) -> (end: Int, isClosed: Bool) {
        var index = index
        while index < end {
            switch bytes[index] {
            case ASCII.quote: return (index + 1, true)
            case ASCII.newline, ASCII.carriageReturn: return (index, false)
            case ASCII.backslash: index = skippingEscaped(bytes, at: index + 1, end: end)
            default: index += 1
            }
        }
        return (end, false)
    }

    /// Where the raw string with `hashes` `#`s whose content starts at `index` (after its
    /// `#…#"`) ends: after its closing `"#…#`, or, unclosed, at the line break (or `end`).
    /// A backslash followed by the delimiter's `#`s escapes the byte after them.
    package static func rawStringEnd(_ bytes: UnsafeBufferPointer<UInt8>, hashes: Int, from index: Int, end: Int) -> (end: Int, isClosed: Bool) {
        var index = index
        while index < end {
            switch bytes[index] {
            case ASCII.quote where hashCount(bytes, at: index + 1, end: end, atLeast: hashes):
                return (index + 1 + hashes, true)
            case ASCII.newline, ASCII.carriageReturn:
                return (index, false)
            case ASCII.backslash where hashCount(bytes, at: index + 1, end: end, atLeast: hashes):
                index = skippingEscaped(bytes, at: index + 1 + hashes, end: end)
            default:
                index += 1
            }
        }
        return (end, false)
    }

    /// Where the `"""` block whose inside is read from `index` ends: after its closing
    /// `"""`; nil when `end` comes first, for a scan that goes on with the next line.
    package static func multilineStringEnd(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int, end: Int) -> Int? {
        var index = index
        while index < end {
            if bytes[index] == ASCII.backslash {
                index += 2
            } else if isTripleQuote(bytes, at: index, end: end) {
                return index + 3
            } else {
                index += 1
            }
        }
        return nil
    }

    /// The offset after the byte a backslash escapes, which stands at `index`; a line
    /// break is not escaped, it ends the string.
    @inline(__always)
    private static func skippingEscaped(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int {
        guard index < end else { return end }
        return bytes[index] == ASCII.newline || bytes[index] == ASCII.carriageReturn ? index : index + 1
    }

    @inline(__always)
    private static func hashCount(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int, atLeast count: Int) -> Bool {
        guard index + count <= end else { return false }
        for offset in 0..<count where bytes[index + offset] != ASCII.hash { return false }
        return true
    }

    @inline(__always)
    private static func isPair(_ first: UInt8, _ second: UInt8, _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Bool {
        index + 1 < end && bytes[index] == first && bytes[index + 1] == second
    }
}
