import KhipuDSL
/// Follows a statement entered line by line and says after each line whether it needs
/// another one: while a `(`, `[` or `"""` is open, unless its first line is a meta
/// command (`:load FILE`) or a `"` string is left open. Each line is scanned once, so
/// entering a statement of n lines takes time linear in its length.
package struct StatementContinuation: Sendable {
    private var scanner = BracketScanner()
    private var isFirstLine = true
    private var isFirstCodeLine = true
    private var isMetaCommand = false

    package init() {}

    /// What keeps the statement open, for a continuation prompt: the brackets open,
    /// outermost first (`((`, more than 16 deep as `…` and the first 16), a `"""` string or
    /// a `/*` comment; empty when nothing is open.
    package var stillOpen: String {
        if scanner.isInMultilineString { return "\"\"\"" }
        if scanner.commentDepth > 0 { return "/*" }
        let brackets = String(decoding: scanner.openBracketText, as: UTF8.self)
        return scanner.openBrackets > 16 ? brackets + "…" : brackets
    }

    /// Takes the next line (without its line break); returns whether the statement is
    /// still open after it.
    package mutating func append(_ line: some StringProtocol) -> Bool {
        append(bytes: Array(line.utf8))
    }

    mutating func append(bytes line: [UInt8]) -> Bool {
        if isMetaCommand { return false }
        var bytes = line
        if isFirstLine {
            isFirstLine = false
            if bytes.starts(with: DSLParser.byteOrderMark) { bytes.removeFirst(DSLParser.byteOrderMark.count) }
        }
        let wasComplete = scanner.isComplete
        let hasCode = scanner.scanLine(bytes, 0..<bytes.count)
        if wasComplete && hasCode && isFirstCodeLine {
            isFirstCodeLine = false
            if StatementSplitter.isMetaCommand(bytes, 0..<bytes.count) {
                isMetaCommand = true
                return false
            }
        }
        return !scanner.isComplete
    }
}
