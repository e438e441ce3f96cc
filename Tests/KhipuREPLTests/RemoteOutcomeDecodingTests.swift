import KhipuRemoteProtocol
import KhipuScript
import Testing
@testable import KhipuREPL

/// `khipu attach` makes the app's diagnostic a `Diagnostic` again and renders it itself:
/// what it shows is what the app rendered, notes about other spots included.
@Suite("An attached session's diagnostics, rebuilt from the wire")
struct RemoteOutcomeDecodingTests {
    @Test("a diagnostic with a located note renders as the app rendered it")
    func locatedNote() throws {
        let rendered = """
            <input>:3:26: error: '(' is never closed
              .counter(.cmd(.increment)
                                       ^
              note: '(' opened at line 3, column 9
            """
        let diagnostic = RemoteDiagnostic(
            id: "unclosed-bracket", message: "'(' is never closed",
            range: .init(start: .init(line: 3, column: 26), end: .init(line: 3, column: 26)), notes: [],
            locatedNotes: [.init(message: "'(' opened", at: .init(line: 3, column: 9))], suggestion: nil, rendered: rendered)
        let remote = RemoteOutcome(
            line: 3, text: ".counter(.cmd(.increment)", events: [.failed(text: rendered, diagnostic: diagnostic, error: nil)],
            isExpectation: false, stop: false, diagnosticID: "unclosed-bracket", failedToStore: nil)
        let outcome = RemoteOutcomeDecoding.outcome(remote, file: nil)
        guard case .failed(let problem) = outcome.events.first else {
            Issue.record("expected a failure, got \(outcome.events)")
            return
        }
        #expect(problem.rendered() == rendered)
    }
}
