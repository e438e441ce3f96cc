/// Splits a script into statements: one per line, except that a statement continues on
/// the next line while a `(`, `[` or `"""` string is open. Lines that are empty or hold
/// only a comment are skipped. A meta command (`:load FILE`) and a line with an
/// unterminated `"` string always end the statement.
public enum StatementSplitter {
    public static func split(_ text: String) -> [StatementSource] {
        let bytes = Array(text.utf8)
        var statements: [StatementSource] = []
        var repeated = RepeatedText()
        var scanner = BracketScanner()
        var statementStart: (offset: Int, line: Int)?
        // A `/* … */` comment over several lines holds the statement open without being one.
        var statementHasCode = false
        var lineNumber = 0
        var lineStart = bytes.starts(with: DSLParser.byteOrderMark) ? 3 : 0
        while lineStart <= bytes.count {
            lineNumber += 1
            var lineEnd = lineStart
            while lineEnd < bytes.count && bytes[lineEnd] != ASCII.newline { lineEnd += 1 }
            let hasCode = scanner.scanLine(bytes, lineStart..<lineEnd)
            statementHasCode = statementHasCode || hasCode
            if statementStart == nil {
                if hasCode || !scanner.isComplete {
                    statementStart = (lineStart, lineNumber)
                    if isMetaCommand(bytes, lineStart..<lineEnd) { scanner = BracketScanner() }
                }
            }
            if let start = statementStart, scanner.isComplete {
                if statementHasCode { statements.append(statement(bytes, start.offset..<lineEnd, line: start.line, repeating: &repeated)) }
                statementStart = nil
                statementHasCode = false
                scanner = BracketScanner()
            }
            lineStart = lineEnd + 1
        }
        if let start = statementStart, statementHasCode {
            statements.append(statement(bytes, start.offset..<bytes.count, line: start.line, repeating: &repeated))
        }
        return statements
    }

    /// Whether `text` (the lines typed so far) is an incomplete statement, so the REPL
    /// should ask for another line. A session reading line by line keeps a
    /// `StatementContinuation` instead, which does not scan the earlier lines again.
    public static func needsContinuation(_ text: String) -> Bool {
        var continuation = StatementContinuation()
        var needsMore = false
        for line in text.utf8.split(separator: ASCII.newline, omittingEmptySubsequences: false) {
            needsMore = continuation.append(bytes: Array(line))
        }
        return needsMore
    }

    static func isMetaCommand(_ bytes: [UInt8], _ line: Range<Int>) -> Bool {
        bytes[line].first(where: { !ASCII.isWhitespace($0) }) == ASCII.colon
    }

    static func statement(_ bytes: [UInt8], _ range: Range<Int>, line: Int, repeating repeated: inout RepeatedText) -> StatementSource {
        var end = range.upperBound
        if end > range.lowerBound && bytes[end - 1] == ASCII.carriageReturn { end -= 1 }
        return StatementSource(text: repeated.text(of: bytes, range.lowerBound..<end), line: line)
    }

    /// The text of the last statement, shared by the next when it is written the same:
    /// a script repeating a line (a dispatch sent many times) then holds one string for
    /// them all instead of allocating and validating a copy of each.
    struct RepeatedText {
        private var range: Range<Int> = 0..<0
        private var text: String?

        mutating func text(of bytes: [UInt8], _ range: Range<Int>) -> String {
            if let text, range.count == self.range.count, Self.equal(bytes, range, self.range) {
                self.range = range
                return text
            }
            let text = String(decoding: bytes[range], as: UTF8.self)
            self.range = range
            self.text = text
            return text
        }

        private static func equal(_ bytes: [UInt8], _ a: Range<Int>, _ b: Range<Int>) -> Bool {
            bytes.withUnsafeBufferPointer { buffer in
                var i = 0
                while i < a.count {
                    if buffer[a.lowerBound + i] != buffer[b.lowerBound + i] { return false }
                    i += 1
                }
                return true
            }
        }
    }
}
