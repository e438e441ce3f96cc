import KhipuScript
import KhipuTestSupport
import Testing

extension ScriptSession {
    /// Runs `lines` and returns the outcomes, recording an issue for every statement that failed.
    func runSucceeding(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) async -> [StatementOutcome] {
        let outcomes = await run(lines)
        for outcome in outcomes where outcome.failed {
            Issue.record("line \(outcome.line) `\(outcome.text)` failed: \(outcome.texts.joined(separator: "\n"))", sourceLocation: sourceLocation)
        }
        return outcomes
    }
}
