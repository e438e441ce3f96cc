import KhipuDSL
import KhipuScript

/// An open document's text with what finding a place in it needs: where each line and
/// statement starts, found by binary search, so that a request near the top of a long
/// document costs what it costs in a short one.
struct DocumentText {
    private(set) var text: String
    private(set) var bytes: [UInt8]
    /// The UTF-8 offset at which each line starts.
    private(set) var lineStarts: [Int]
    private(set) var statements: [StatementSource]

    init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
        lineStarts = [0]
        statements = []
        index()
    }

    /// Applies one `contentChanges` entry: a whole new text, or a range replaced.
    mutating func apply(_ change: [String: Any]) -> Bool {
        guard let newText = change["text"] as? String else { return false }
        guard let range = change["range"] as? [String: Any] else {
            self = DocumentText(newText)
            return true
        }
        guard let start = TextPosition(json: range["start"]), let end = TextPosition(json: range["end"]) else { return false }
        let lower = offset(of: start)
        let upper = max(lower, offset(of: end))
        bytes.replaceSubrange(lower..<upper, with: Array(newText.utf8))
        text = String(decoding: bytes, as: UTF8.self)
        index()
        return true
    }

    private mutating func index() {
        lineStarts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lineStarts.append(offset + 1)
        }
        statements = StatementSplitter.split(text)
    }

    /// The UTF-8 offset of an LSP position (UTF-16 characters), clamped to its line.
    func offset(of position: TextPosition) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = position.line + 1 < lineStarts.count ? lineStarts[position.line + 1] - 1 : bytes.count
        let line = String(decoding: bytes[start..<end], as: UTF8.self)
        return start + TextPosition(line: 0, character: position.character).offset(in: line)
    }

    /// Where the statement starting on the 1-based `line` starts: its line's start, after
    /// a byte order mark on the first.
    func start(ofStatementOnLine line: Int) -> Int {
        let start = lineStarts[min(max(line - 1, 0), lineStarts.count - 1)]
        return start == 0 && bytes.starts(with: DSLParser.byteOrderMark) ? 3 : start
    }

    /// The statement the cursor is in, with its index and the text from its start to the
    /// cursor; a cursor on no statement is at the start of an empty one, before the next.
    func statement(at position: TextPosition) -> (index: Int, source: StatementSource, beforeCursor: String) {
        let cursor = offset(of: position)
        // The last statement starting at or before the cursor.
        var low = 0
        var high = statements.count
        while low < high {
            let middle = (low + high) / 2
            if start(ofStatementOnLine: statements[middle].line) <= cursor { low = middle + 1 } else { high = middle }
        }
        let empty = StatementSource(text: "", line: position.line + 1)
        guard low > 0 else { return (0, empty, "") }
        let index = low - 1
        let statement = statements[index]
        let start = start(ofStatementOnLine: statement.line)
        guard cursor <= start + statement.text.utf8.count else { return (index + 1, empty, "") }
        return (index, statement, String(decoding: bytes[start..<cursor], as: UTF8.self))
    }
}
