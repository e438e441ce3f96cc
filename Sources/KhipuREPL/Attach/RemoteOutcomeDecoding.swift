import KhipuDSL
import KhipuRemoteProtocol
import KhipuScript

/// An `answer` frame's outcome as the events a local interpreter's would be: a diagnostic
/// becomes a `Diagnostic` value again (id, range, notes, suggestion), which this side
/// renders as the REPL renders its own.
enum RemoteOutcomeDecoding {
    static func outcome(_ remote: RemoteOutcome, file: String?) -> StatementOutcome {
        let source = StatementSource(text: remote.text, line: remote.line)
        var outcome = StatementOutcome(
            file: file, line: remote.line, text: remote.text, events: remote.events.map { event($0, source: source, file: file) },
            isExpectation: remote.isExpectation, stop: remote.stop, diagnosticID: remote.diagnosticID.flatMap(DiagnosticID.init(rawValue:)))
        outcome.failedToStore = remote.failedToStore ?? false
        return outcome
    }

    static func event(_ event: RemoteEvent, source: StatementSource, file: String?) -> ScriptEvent {
        switch event {
        case .dispatched(let sent, let outputs): .dispatched(message: sent, outputs: outputs.map(message))
        case .emitted(let outputs): .emitted(outputs.map(message))
        case .clockMoved(let move): .clockMoved(move)
        case .bound(let name, let value): .bound(name: name, value: value)
        case .passed: .expectationPassed
        case .expectationFailed(let details): .expectationFailed(details: details)
        case .failed(let text, let diagnostic, let error): .failed(problem(text, diagnostic, error, source: source, file: file))
        case .output(let text): .output(text)
        }
    }

    private static func message(_ remote: RemoteMessage) -> EmittedMessage {
        EmittedMessage(remote.text, source: remote.source)
    }

    private static func problem(
        _ text: String, _ diagnostic: RemoteDiagnostic?, _ error: RemoteError?, source: StatementSource, file: String?
    ) -> StatementProblem {
        if let remote = diagnostic, let id = DiagnosticID(rawValue: remote.id) {
            var diagnostic = Diagnostic(remote.message, at: range(remote.range, in: source), notes: remote.notes, suggestion: remote.suggestion, id: id)
            diagnostic.locatedNotes = (remote.locatedNotes ?? []).map { note in
                let spot = offset(note.at, in: source)
                return LocatedNote(note.message, at: SourceRange(spot, spot))
            }
            return .diagnostic(LocatedDiagnostic(diagnostic, source: source, fileName: file))
        }
        if let error {
            return .error(location: error.location, message: error.message, file: file, line: error.line, column: error.column)
        }
        return .error(text, file: file, line: source.line)
    }

    /// Lines and columns (from 1, columns in Characters, lines of the input) back to UTF-8
    /// offsets into the statement's text.
    static func range(_ range: RemoteDiagnostic.Range?, in source: StatementSource) -> SourceRange {
        guard let range else { return SourceRange(0, 0) }
        let start = offset(range.start, in: source)
        return SourceRange(start, max(start, offset(range.end, in: source)))
    }

    private static func offset(_ position: RemoteDiagnostic.Position, in source: StatementSource) -> Int {
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        let index = min(max(0, position.line - source.line), lines.count - 1)
        let before = lines[..<index].reduce(0) { $0 + $1.utf8.count + 1 }
        let line = lines[index]
        let column = min(max(0, position.column - 1), line.count)
        return before + line.prefix(column).utf8.count
    }

    /// A failure of this side (a file it cannot read or write), at the statement.
    static func failed(_ message: String, source: StatementSource) -> ScriptEvent {
        .failed(.error(message, file: nil, line: source.line))
    }

}
