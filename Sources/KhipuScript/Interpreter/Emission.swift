import KhipuDSL

/// What one dispatch (or one move of the clock) emitted, and which of it an `expect`
/// matched: in exhaustive mode, what is left unmatched when the next dispatch comes or the
/// scenario ends fails.
struct Emission {
    let file: String?
    let line: Int
    let text: String
    let outputs: [Any]
    /// The indices of the outputs an expectation matched; empty (no allocation) until one does.
    private var matched: Set<Int> = []

    init(file: String?, source: StatementSource, outputs: [Any]) {
        self.file = file
        line = source.line
        text = source.text
        self.outputs = outputs
    }

    func isMatched(_ index: Int) -> Bool { matched.contains(index) }

    mutating func match(_ index: Int) {
        if outputs.indices.contains(index) { matched.insert(index) }
    }

    /// A failed expectation at the emitting statement listing the unmatched messages, or
    /// nil when every message was matched.
    func failure() -> StatementOutcome? {
        let unmatched = outputs.indices.filter { !matched.contains($0) }.map { outputs[$0] }
        guard !unmatched.isEmpty else { return nil }
        let details = ExpectationReport.unmatchedOutputs(unmatched, emittedBy: FailureFormatter.firstLine(text))
        return StatementOutcome(file: file, line: line, text: text, events: [.expectationFailed(details: details)], isExpectation: false, stop: false)
    }
}
