import KhipuDSL

/// Why a statement could not run: a diagnostic, kept as a value with the statement it is
/// about, or an error that is not one (a file that cannot be read, a store that cannot
/// save), already worded. Each edge renders it its own way; none parses it back.
package enum StatementProblem: Equatable, Sendable {
    case diagnostic(LocatedDiagnostic)
    /// Rendered `location: error: message`; both shown with controls visible.
    case error(location: String, message: String, file: String?, line: Int, column: Int)

    /// Compiler-style text; `colored` adds ANSI colours for a terminal.
    package func rendered(colored: Bool = false) -> String {
        switch self {
        case .diagnostic(let located): located.rendered(colored: colored)
        case .error(let location, let message, _, _, _): "\(location): error: \(message)"
        }
    }

    package var id: DiagnosticID? {
        if case .diagnostic(let located) = self { located.id } else { nil }
    }

    /// The one-line message, without the location.
    package var message: String {
        switch self {
        case .diagnostic(let located): located.diagnostic.message
        case .error(_, let message, _, _, _): message
        }
    }

    /// Where it points: line and column in its file (column 1 for an error without a spot).
    package func position(defaultFile: String?) -> (file: String?, line: Int, column: Int) {
        switch self {
        case .diagnostic(let located):
            let start = located.range.start
            return (located.fileName ?? defaultFile, start.line, start.column)
        case .error(_, _, let file, let line, let column):
            return (file ?? defaultFile, line, column)
        }
    }

    /// An error that is not a diagnostic, at `line` of `file`, shown with controls visible
    /// (it may quote paths and arguments).
    package static func error(_ message: String, file: String?, line: Int?) -> StatementProblem {
        let location = line.map { "\(file ?? "<input>"):\($0)" } ?? (file ?? "<input>")
        return .error(
            location: TerminalSafeText.visible(location), message: TerminalSafeText.visible(message, keepingLineBreaks: true),
            file: file, line: line ?? 1, column: 1)
    }
}
