import Khipu
import KhipuDSL

/// What happened when one statement ran, for reporters and the REPL to show.
package enum ScriptEvent: Equatable, Sendable {
    /// A message was dispatched; `outputs` are the messages the domain put out, printed,
    /// each with where it came from.
    case dispatched(message: String, outputs: [EmittedMessage])
    /// Messages the domain put out on its own, e.g. a timer ticking after `:clock advance`.
    case emitted([EmittedMessage])
    /// The clock was set or moved on.
    case clockMoved(ClockMove)
    case bound(name: String, value: String)
    case expectationPassed
    /// `details` says what was expected and what was there, with a diff.
    case expectationFailed(details: String)
    /// The statement could not run.
    case failed(StatementProblem)
    /// Text a meta command prints (`:state`, `:help`).
    case output(String)
}

/// The events of one statement together with where it stood.
package struct StatementOutcome: Sendable {
    package let file: String?
    package let line: Int
    package let text: String
    package let events: [ScriptEvent]
    package let isExpectation: Bool
    package let stop: Bool
    /// The id of the diagnostic the statement failed with (`unknown-case`, …), for reports
    /// that match on it; nil when it did not fail with a diagnostic.
    package let diagnosticID: DiagnosticID?
    /// Whether it failed because the store could not save what it changed: an error a
    /// piped session puts on standard error.
    package var failedToStore = false

    package init(
        file: String?, line: Int, text: String, events: [ScriptEvent], isExpectation: Bool, stop: Bool,
        diagnosticID: DiagnosticID? = nil
    ) {
        self.file = file
        self.line = line
        self.text = text
        self.events = events
        self.isExpectation = isExpectation
        self.stop = stop
        self.diagnosticID = diagnosticID
    }

    /// The same statement with only `events`.
    package func with(events: [ScriptEvent]) -> StatementOutcome {
        var outcome = StatementOutcome(file: file, line: line, text: text, events: events, isExpectation: isExpectation, stop: stop, diagnosticID: diagnosticID)
        outcome.failedToStore = failedToStore
        return outcome
    }

    package var failed: Bool {
        events.contains {
            switch $0 {
            case .expectationFailed, .failed: true
            default: false
            }
        }
    }

    /// The statement itself failed (it did not parse, type-check or run), as opposed to
    /// an expectation that did not hold.
    package var couldNotRun: Bool {
        events.contains { if case .failed = $0 { true } else { false } }
    }

    package var passedExpectations: Int {
        events.filter { $0 == .expectationPassed }.count
    }

    /// Whether it changes a scenario's counts: an expectation, or a failure of any kind.
    package var counts: Bool {
        isExpectation || events.contains {
            switch $0 {
            case .expectationPassed, .expectationFailed, .failed: true
            default: false
            }
        }
    }

    /// Failed expectations, and one for a statement that could not run.
    package var failures: Int {
        events.filter { if case .expectationFailed = $0 { true } else { false } }.count + (couldNotRun ? 1 : 0)
    }

    /// The outcomes of one statement as one: the last is the statement's own, the ones
    /// before it come from a `:load`ed file or an exhaustive check.
    static func merging(_ outcomes: [StatementOutcome]) -> StatementOutcome {
        guard let own = outcomes.last else {
            return StatementOutcome(file: nil, line: 0, text: "", events: [], isExpectation: false, stop: false)
        }
        guard outcomes.count > 1 else { return own }
        var merged = StatementOutcome(
            file: own.file, line: own.line, text: own.text,
            events: outcomes.flatMap(\.events), isExpectation: own.isExpectation, stop: outcomes.contains(where: \.stop),
            diagnosticID: outcomes.lazy.compactMap(\.diagnosticID).first
        )
        merged.failedToStore = outcomes.contains(where: \.failedToStore)
        return merged
    }
}
