/// The text of one statement of a script or REPL session and the line it starts on.
/// A statement spans several lines while a `(`, `[` or `"""` string is open.
public struct StatementSource: Sendable, Hashable {
    /// The statement's lines as written, joined by their line breaks.
    public var text: String
    /// The 1-based line of the script the statement starts on.
    public var line: Int

    public init(text: String, line: Int = 1) {
        self.text = text
        self.line = line
    }
}
