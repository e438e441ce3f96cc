import KhipuDSL
import KhipuRemoteProtocol
import KhipuScript

/// An `answer` frame's outcome as the events a local interpreter's would be.
enum RemoteOutcomeDecoding {
    static func outcome(_ remote: RemoteOutcome, file: String?) -> StatementOutcome {
        var outcome = StatementOutcome(
            file: file, line: remote.line, text: remote.text, events: remote.events.map(event), isExpectation: remote.isExpectation,
            stop: remote.stop, diagnosticID: remote.diagnosticID.flatMap(DiagnosticID.init(rawValue:)))
        outcome.failedToStore = remote.failedToStore ?? false
        return outcome
    }

    static func event(_ event: RemoteEvent) -> ScriptEvent {
        switch event.kind {
        case .dispatched: .dispatched(message: event.message ?? "", outputs: (event.outputs ?? []).map(\.text))
        case .emitted: .emitted((event.outputs ?? []).map(\.text))
        case .clock: .output(event.text ?? "")
        case .bound: .bound(name: event.name ?? "", value: event.value ?? "")
        case .passed: .expectationPassed
        case .expectationFailed: .expectationFailed(details: event.details ?? "")
        case .failed: failed(event.diagnostic?.rendered ?? event.text ?? "error")
        case .output: .output(event.text ?? "")
        }
    }

    static func failed(_ text: String) -> ScriptEvent {
        .failed(text)
    }

    static func diffLine(_ line: RemoteDiffLine) -> StateDiff.Line {
        let kind: StateDiff.Line.Kind = switch line.kind {
        case "removed": .removed
        case "added": .added
        case "collapsed": .collapsed
        default: .context
        }
        return StateDiff.Line(kind, line.text)
    }
}
