import KhipuDSL
import KhipuRemoteProtocol
import KhipuScript

/// A statement's outcome as the `answer` frame carries it.
enum RemoteOutcomeCoding {
    static func outcome(_ outcome: StatementOutcome) -> RemoteOutcome {
        RemoteOutcome(
            line: outcome.line, text: outcome.text, events: outcome.events.map(event), isExpectation: outcome.isExpectation,
            stop: outcome.stop, diagnosticID: outcome.diagnosticID?.rawValue, failedToStore: outcome.failedToStore ? true : nil)
    }

    static func event(_ event: ScriptEvent) -> RemoteEvent {
        switch event {
        case .dispatched(let message, let outputs):
            RemoteEvent(kind: .dispatched, message: message, outputs: outputs.map { RemoteMessage(text: $0, source: "answer") })
        case .emitted(let outputs):
            RemoteEvent(kind: .emitted, outputs: outputs.map { RemoteMessage(text: $0, source: "later") })
        case .bound(let name, let value):
            RemoteEvent(kind: .bound, name: name, value: value)
        case .expectationPassed:
            RemoteEvent(kind: .passed)
        case .expectationFailed(let details):
            RemoteEvent(kind: .expectationFailed, details: details)
        case .failed(let rendered):
            RemoteEvent(kind: .failed, text: rendered)
        case .output(let text):
            RemoteEvent(kind: .output, text: text)
        }
    }

    static func diffLine(_ line: StateDiff.Line) -> RemoteDiffLine {
        let kind = switch line.kind {
        case .removed: "removed"
        case .added: "added"
        case .context: "context"
        case .collapsed: "collapsed"
        }
        return RemoteDiffLine(kind: kind, text: line.text)
    }
}
