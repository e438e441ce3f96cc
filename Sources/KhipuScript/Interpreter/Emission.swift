import KhipuDSL

/// What one dispatch (or one move of the clock) emitted, and which of it an `expect`
/// matched: in exhaustive mode, what is left unmatched when the next dispatch comes or the
/// scenario ends fails.
struct Emission {
    let file: String?
    let line: Int
    let text: String
    let outputs: [Any]
    private var matched: [Bool]

    init(file: String?, source: StatementSource, outputs: [Any]) {
        self.file = file
        line = source.line
        text = source.text
        self.outputs = outputs
        matched = outputs.map { _ in false }
    }

    func isMatched(_ index: Int) -> Bool { matched.indices.contains(index) && matched[index] }

    mutating func match(_ index: Int) {
        if matched.indices.contains(index) { matched[index] = true }
    }

    /// A failed expectation at the emitting statement listing the unmatched messages, or
    /// nil when every message was matched.
    func failure() -> StatementOutcome? {
        let unmatched = zip(outputs, matched).filter { !$0.1 }.map(\.0)
        guard !unmatched.isEmpty else { return nil }
        let details = ExpectationReport.unmatchedOutputs(unmatched, emittedBy: FailureFormatter.firstLine(text))
        return StatementOutcome(file: file, line: line, text: text, events: [.expectationFailed(details: details)], isExpectation: false, stop: false)
    }
}
