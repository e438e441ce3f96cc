/// A diagnostic rendered into its parts, each printable: `location: error: message`, the
/// line with a caret under the spot, the notes, the did-you-mean. `text(colored:)` is the
/// compiler-style whole; an edge that places the parts itself takes them one by one.
public struct DiagnosticLayout: Sendable, Hashable {
    /// `file:line:column`.
    public let location: String
    public let message: String
    /// The line, or a window of a long one.
    public let excerpt: String
    /// Spaces, then `^~~` under the spot of `excerpt`.
    public let caret: String
    /// Each `note: …`.
    public let notes: [String]
    /// The replacement offered as "did you mean '…'?".
    public let suggestion: String?

    public func text(colored: Bool) -> String {
        let error = colored ? "\u{1B}[1;31merror\u{1B}[0m" : "error"
        var lines = ["\(location): \(error): \(message)", "  " + excerpt, "  " + caret]
        lines += notes.map { "  " + $0 }
        if let suggestion {
            lines.append("  did you mean '\(colored ? "\u{1B}[32m\(suggestion)\u{1B}[0m" : suggestion)'?")
        }
        return lines.joined(separator: "\n")
    }
}
