/// One error about one spot of the input: what is wrong, what was expected there and,
/// where a close name exists, what the user probably meant.
///
/// Ranges are UTF-8 offsets into the text that was parsed; `DiagnosticRenderer` turns
/// them into `file:line:column`, the line and a caret.
public struct Diagnostic: Error, Sendable, Hashable {
    public var message: String
    public var range: SourceRange
    /// Extra lines, e.g. "expected one of: add, remove, update".
    public var notes: [String]
    /// A replacement for the text under `range`, offered as "did you mean 'add'?".
    public var suggestion: String?
    /// Notes about other spots of the same input, e.g. where an unclosed '(' opened;
    /// rendered with their own line and column.
    public var locatedNotes: [LocatedNote] = []
    /// A fix-it that moves arguments into their declared order, resolved into `suggestion`
    /// where the statement's text is known.
    public var rearrangement: Rearrangement?
    /// What kind of error this is, stable across rewordings: editors, reports and tests
    /// match on it, not on the message. Always given by whoever makes the diagnostic (the
    /// factories in `Diagnostic+Parse`, `Diagnostic+Decode` and the script's own).
    public var id: DiagnosticID
    public var severity: DiagnosticSeverity

    public init(
        _ message: String, at range: SourceRange, notes: [String] = [], suggestion: String? = nil,
        id: DiagnosticID, severity: DiagnosticSeverity = .error
    ) {
        self.message = message
        self.range = range
        self.notes = notes
        self.suggestion = suggestion
        self.id = id
        self.severity = severity
    }
}
