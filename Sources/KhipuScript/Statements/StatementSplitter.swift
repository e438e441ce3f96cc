import KhipuDSL
import Foundation

/// Splits a script into statements: one per line, except that a statement continues on
/// the next line while a `(`, `[` or `"""` string is open. Lines that are empty or hold
/// only a comment are skipped. A meta command (`:load FILE`) and a line with an
/// unterminated `"` string always end the statement.
package enum StatementSplitter {
    package static func split(_ text: String) -> [StatementSource] {
        // Read in place: a long script is not copied into an array of its bytes first.
        var text = text
        return text.withUTF8 { split(utf8: $0) }
    }

    /// `split` over bytes that are UTF-8 text, e.g. a file's, checked before.
    package static func split(utf8 bytes: UnsafeBufferPointer<UInt8>) -> [StatementSource] {
        var statements: [StatementSource] = []
        // Most statements are one line: reserved once rather than grown (and moved) log n times.
        statements.reserveCapacity(ByteScan.count(of: ASCII.newline, in: bytes) + 1)
        var repeated = RepeatedText()
        var scanner = BracketScanner()
        var statementStart: (offset: Int, line: Int)?
        // A `/* … */` comment over several lines holds the statement open without being one.
        var statementHasCode = false
        var lineNumber = 0
        var lineStart = bytes.starts(with: DSLParser.byteOrderMark) ? 3 : 0
        while lineStart <= bytes.count {
            lineNumber += 1
            let lineEnd = Self.lineEnd(bytes, from: lineStart)
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

    /// Where the line starting at `start` ends: at its line break, or at the end of the text.
    private static func lineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress, start < bytes.count,
            let newline = memchr(base + start, Int32(ASCII.newline), bytes.count - start)
        else { return bytes.count }
        return base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
    }

    /// Whether `text` (the lines typed so far) is an incomplete statement, so the REPL
    /// should ask for another line. A session reading line by line keeps a
    /// `StatementContinuation` instead, which does not scan the earlier lines again.
    package static func needsContinuation(_ text: String) -> Bool {
        var continuation = StatementContinuation()
        var needsMore = false
        for line in text.utf8.split(separator: ASCII.newline, omittingEmptySubsequences: false) {
            needsMore = continuation.append(bytes: Array(line))
        }
        return needsMore
    }

    static func isMetaCommand(_ bytes: [UInt8], _ line: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { isMetaCommand($0, line) }
    }

    static func isMetaCommand(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Bool {
        bytes[line].first(where: { !ASCII.isWhitespace($0) }) == ASCII.colon
    }

    static func statement(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, line: Int, repeating repeated: inout RepeatedText) -> StatementSource {
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

        mutating func text(of bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
            if let text, range.count == self.range.count, Self.equal(bytes, range, self.range) {
                self.range = range
                return text
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            self.range = range
            self.text = text
            return text
        }

        private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Range<Int>, _ b: Range<Int>) -> Bool {
            guard let base = bytes.baseAddress else { return true }
            return memcmp(base + a.lowerBound, base + b.lowerBound, a.count) == 0
        }
    }
}
