import KhipuInternals

/// Parses the `.khipu` expression grammar over UTF-8 bytes into `DSLExpression` trees whose
/// ranges are byte offsets into the parsed text.
///
/// Use `DSLParser.parseExpression(_:)` for a text that is exactly one expression, or the
/// cursor API (`offset`, `skipTrivia()`, `consumeKeyword(_:)`, `consume(_:)`,
/// `parseIdentifier()`, `parseTypeName()`, `parseExpression()`, `expectEnd()`) to parse
/// statements such as `let x: T = expr` or `expect a == b` around expressions.
///
/// Every failure is one `Diagnostic` at the spot, saying what was expected there.
/// Nesting is limited to `maximumNesting` levels, so no input can exhaust the stack,
/// and the work is linear in the length of the input.
public struct DSLParser: Sendable {
    /// How deep brackets and postfix chains may nest before the parser gives up.
    public static let maximumNesting = 256
    /// Some editors start UTF-8 files with it; it is trivia.
    package static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    let bytes: [UInt8]
    /// The byte offset of the cursor, kept within the text.
    package var offset: Int {
        get { cursor }
        set { cursor = min(max(newValue, 0), bytes.count) }
    }
    var cursor: Int
    /// The end of the last token consumed: where a missing closer is reported.
    var lastTokenEnd = 0
    /// How deep the expression being parsed is nested.
    var depth = 0
    /// Offsets of the `(` and `[` that are open, innermost last.
    var openBrackets: [Int] = []

    package init(_ text: String) {
        bytes = Array(text.utf8)
        cursor = 0
    }

    /// Parses `text` as exactly one expression; anything after it is an error.
    public static func parseExpression(_ text: String) throws(Diagnostic) -> DSLExpression {
        var parser = DSLParser(text)
        let expression = try parser.parseExpression()
        try parser.expectEnd()
        return expression
    }

    /// The number of UTF-8 bytes of the text.
    package var byteCount: Int { bytes.count }

    /// Whether only trivia (whitespace and comments) is left.
    package var isAtEnd: Bool {
        var copy = self
        copy.skipTrivia()
        return copy.cursor >= bytes.count
    }

    /// The byte under the cursor, without skipping trivia.
    package func peekByte() -> UInt8? {
        cursor < bytes.count ? bytes[cursor] : nil
    }

    /// The text of a range of the parsed input, clamped to its bounds.
    package func text(in range: SourceRange) -> String {
        let start = min(max(range.start, 0), bytes.count)
        let end = min(max(range.end, start), bytes.count)
        return string(from: start, to: end)
    }

    /// The text of bytes `start..<end`, which must lie within the input. Read through a
    /// buffer pointer: an `ArraySlice` would retain and release the bytes for every name.
    func string(from start: Int, to end: Int) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            let slice = UnsafeBufferPointer(rebasing: buffer[start..<end])
            return ShortString.make(slice)
        }
    }

    /// Skips whitespace, newlines and comments, by the `Lexer`'s rules: `#` or `//` to the
    /// end of the line (a `#` that opens a raw string `#"…"#` is not a comment), and
    /// `/* … */`, nested as in Swift.
    package mutating func skipTrivia() {
        if cursor == 0 && bytes.starts(with: Self.byteOrderMark) { cursor = 3 }
        // Most trivia is a space or two: skipped here, without a call into the lexer.
        while cursor < bytes.count && ASCII.isWhitespace(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count, bytes[cursor] == ASCII.hash || bytes[cursor] == ASCII.slash else { return }
        let start = cursor
        cursor = bytes.withUnsafeBufferPointer { Lexer.triviaEnd($0, from: start, end: $0.count) }
    }

    /// Parses one expression after optional trivia.
    package mutating func parseExpression() throws(Diagnostic) -> DSLExpression {
        depth = 0
        openBrackets = []
        // Inside, errors are untyped: a typed `Diagnostic` error reserves a slot in every
        // recursive frame, which tripled the stack a deeply nested expression needs.
        do {
            return try parseValue(.expression)
        } catch let diagnostic as Diagnostic {
            throw diagnostic
        } catch {
            throw Diagnostic.parserFailure(error, at: SourceRange(cursor, cursor))
        }
    }

    /// Consumes `word` (after trivia) if it stands there as a whole word.
    package mutating func consumeKeyword(_ word: String) -> Bool {
        skipTrivia()
        let end = cursor + word.utf8.count
        guard end <= bytes.count, bytes[cursor..<end].elementsEqual(word.utf8) else { return false }
        if let next = byte(at: end), ASCII.isIdentifierContinuation(next) { return false }
        cursor = end
        lastTokenEnd = end
        return true
    }

    /// Consumes punctuation such as `=`, `==`, `!=` or `:` (after trivia). An operator is
    /// only consumed whole: `consume("=")` does not take the first half of `==`.
    package mutating func consume(_ punctuation: String) -> Bool {
        skipTrivia()
        let end = cursor + punctuation.utf8.count
        guard end <= bytes.count, bytes[cursor..<end].elementsEqual(punctuation.utf8) else { return false }
        if let last = punctuation.utf8.last, Self.isOperatorByte(last),
            let next = byte(at: end), Self.isOperatorByte(next)
        {
            return false
        }
        cursor = end
        lastTokenEnd = end
        return true
    }

    /// Parses a name a value can be bound to (after trivia): a lowercase or `_` start,
    /// or a backtick identifier. `true`, `false` and `nil` are not names.
    package mutating func parseIdentifier() -> (name: String, range: SourceRange)? {
        skipTrivia()
        let start = cursor
        guard let word = scanWord(at: start) else { return nil }
        if !word.backticked {
            guard let first = byte(at: start), !ASCII.isUppercase(first) else { return nil }
            if ["true", "false", "nil"].contains(name(of: word)) { return nil }
        }
        cursor = word.end
        lastTokenEnd = word.end
        return (name(of: word), SourceRange(start, word.end))
    }

    /// Throws when anything but trivia is left, e.g. a stray `)` after a complete expression.
    package mutating func expectEnd() throws(Diagnostic) {
        skipTrivia()
        guard let byte = peekByte() else { return }
        let token = tokenRange(at: cursor)
        switch byte {
        case ASCII.closeParen:
            throw Diagnostic.unmatchedCloser(")", opener: "(", at: token)
        case ASCII.closeBracket:
            throw Diagnostic.unmatchedCloser("]", opener: "[", at: token)
        default:
            throw Diagnostic.textAfterExpression(found: describeToken(at: cursor), at: token)
        }
    }

    /// A diagnostic at the token after the cursor (trivia skipped), e.g.
    /// `error("unknown binding", id: .unknownName)`.
    package func error(_ message: String, id: DiagnosticID, notes: [String] = [], suggestion: String? = nil) -> Diagnostic {
        var copy = self
        copy.skipTrivia()
        return Diagnostic(message, at: copy.tokenRange(at: copy.cursor), notes: notes, suggestion: suggestion, id: id)
    }

    /// "expected \(what), found 'x'" at the token after the cursor (trivia skipped), or at
    /// the end of the input.
    package func expected(_ what: String, notes: [String] = []) -> Diagnostic {
        var copy = self
        copy.openBrackets = []
        copy.skipTrivia()
        return copy.expectedHere(what, notes: notes)
    }

    func byte(at index: Int) -> UInt8? {
        index >= 0 && index < bytes.count ? bytes[index] : nil
    }

    static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case ASCII.equals, ASCII.exclamationMark, ASCII.lessThan, ASCII.greaterThan: true
        default: false
        }
    }
}
