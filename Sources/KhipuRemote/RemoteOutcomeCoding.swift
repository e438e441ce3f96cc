import KhipuDSL
import KhipuRemoteProtocol
import KhipuScript

/// A statement's outcome as the `answer` frame carries it: the events as values, the
/// diagnostic with its id, range, notes and suggestion taken from the `Diagnostic` itself.
enum RemoteOutcomeCoding {
    static func outcome(_ outcome: StatementOutcome) -> RemoteOutcome {
        RemoteOutcome(
            line: outcome.line, text: outcome.text, events: outcome.events.map(event), isExpectation: outcome.isExpectation,
            stop: outcome.stop, diagnosticID: outcome.diagnosticID?.rawValue, failedToStore: outcome.failedToStore ? true : nil)
    }

    static func event(_ event: ScriptEvent) -> RemoteEvent {
        switch event {
        case .dispatched(let message, let outputs): .dispatched(message: message, outputs: outputs.map(remote))
        case .emitted(let outputs): .emitted(outputs.map(remote))
        case .clockMoved(let move): .clockMoved(move)
        case .bound(let name, let value): .bound(name: name, value: value)
        case .expectationPassed: .passed
        case .expectationFailed(let details): .expectationFailed(details: details)
        case .failed(let problem): .failed(text: problem.rendered(), diagnostic: diagnostic(problem), error: error(problem))
        case .output(let text): .output(text)
        }
    }

    private static func remote(_ emitted: EmittedMessage) -> RemoteMessage {
        RemoteMessage(text: emitted.text, source: emitted.source)
    }

    /// The wire's diagnostic frame, from the value; nil for an error that is not a diagnostic.
    static func diagnostic(_ problem: StatementProblem) -> RemoteDiagnostic? {
        guard case .diagnostic(let located) = problem else { return nil }
        let range = located.range
        let diagnostic = located.diagnostic
        return RemoteDiagnostic(
            id: located.id.rawValue, message: diagnostic.message,
            range: RemoteDiagnostic.Range(
                start: .init(line: range.start.line, column: range.start.column), end: .init(line: range.end.line, column: range.end.column)),
            notes: diagnostic.notes,
            locatedNotes: diagnostic.locatedNotes.isEmpty ? nil : diagnostic.locatedNotes.map { note in
                let spot = located.position(of: note.range.start)
                return RemoteDiagnostic.LocatedNote(message: note.message, at: .init(line: spot.line, column: spot.column))
            },
            suggestion: diagnostic.suggestion, rendered: located.rendered())
    }

    private static func error(_ problem: StatementProblem) -> RemoteError? {
        guard case .error(let location, let message, _, let line, let column) = problem else { return nil }
        return RemoteError(location: location, message: message, line: line, column: column)
    }

}
