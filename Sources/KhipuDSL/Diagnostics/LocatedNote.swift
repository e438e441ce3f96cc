/// A note about another spot of the input than the diagnostic's own, e.g. "'(' opened".
/// `DiagnosticRenderer` appends where that spot is: "'(' opened at line 3, column 12".
public struct LocatedNote: Sendable, Hashable {
    public var message: String
    public var range: SourceRange

    public init(_ message: String, at range: SourceRange) {
        self.message = message
        self.range = range
    }
}
