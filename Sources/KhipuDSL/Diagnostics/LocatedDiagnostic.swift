/// A diagnostic together with the statement it is about and the file that statement is
/// in. It stays a value (id, range, notes, suggestion) from the interpreter to the edge:
/// the terminal, a TAP or JUnit report, an editor or the wire each take what they show
/// from it, and only `rendered(colored:)` turns it into compiler-style text.
public struct LocatedDiagnostic: Sendable, Hashable {
    /// A spot in the file: 1-based line, 1-based column in Characters.
    public struct Position: Sendable, Hashable, Codable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    public let diagnostic: Diagnostic
    public let source: StatementSource
    /// The script file, or nil for typed input (rendered as `<input>`).
    public let fileName: String?

    public init(_ diagnostic: Diagnostic, source: StatementSource, fileName: String?) {
        self.diagnostic = diagnostic.resolvingRearrangement(in: source.text)
        self.source = source
        self.fileName = fileName
    }

    public var id: DiagnosticID { diagnostic.id }

    /// Where the diagnostic's range starts and ends in the file.
    public var range: (start: Position, end: Position) {
        (position(of: diagnostic.range.start), position(of: max(diagnostic.range.end, diagnostic.range.start)))
    }

    /// Where a UTF-8 offset into the statement is in the file, e.g. a located note's spot.
    public func position(of offset: Int) -> Position {
        let location = SourceLocator(source.text).location(of: offset)
        return Position(line: DiagnosticRenderer.lineNumber(source.line, location.line), column: location.column)
    }

    /// The compiler-style text: `file:line:column: error: …`, the line, the caret, notes
    /// and the did-you-mean; `colored` adds ANSI colours for a terminal.
    public func rendered(colored: Bool = false) -> String {
        layout.text(colored: colored)
    }

    /// The rendered parts, for an edge that places them itself.
    public var layout: DiagnosticLayout {
        DiagnosticRenderer().layout(diagnostic, source: source, fileName: fileName)
    }
}
