/// What broke during a run, at which step of its program.
package struct Finding: Codable, Equatable, Sendable {
    package enum Kind: Codable, Equatable, Sendable {
        /// The domain's process stopped: a precondition, a force unwrap, an index out of range.
        case trap
        /// The step did not end: work still busy after the quiet timeout.
        case hang
        /// The statement failed in the domain (a feedback loop, a store that could not save).
        case statementFailed
        /// The state or a message does not print and read back equal.
        case roundTrip
        /// The invariants file's expectation with this index (among its statements) failed.
        case invariant(Int)
    }

    package var kind: Kind
    /// The index of the step in the program that broke it.
    package var step: Int
    /// What was seen, for the user: the failed expectation's details, the trap's message.
    package var details: String
    /// The `expect` a reproducer ends with to fail the same way, when the check is not an
    /// invariant's (a round trip: the value compared with its own print).
    package var expectation: String?

    package init(kind: Kind, step: Int, details: String, expectation: String? = nil) {
        self.kind = kind
        self.step = step
        self.details = details
        self.expectation = expectation
    }

    /// Whether a shrunk program still shows this failure: the same kind, and for an
    /// invariant the same expectation.
    package func isSameFailure(as other: Finding) -> Bool {
        kind == other.kind
    }

    package var headline: String {
        switch kind {
        case .trap: "the domain trapped"
        case .hang: "a step did not end"
        case .statementFailed: "a statement failed"
        case .roundTrip: "a value does not print and read back equal"
        case .invariant: "an invariant does not hold"
        }
    }
}
