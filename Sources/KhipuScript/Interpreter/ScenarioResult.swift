import Foundation

/// What one scenario of a script did.
package struct ScenarioResult: Sendable {
    package enum Status: Sendable, Equatable {
        case ran
        /// `--filter` left it out.
        case filteredOut
        /// `--fail-fast` or `:quit` ended the run before it.
        case notReached
    }

    package let name: String
    /// The line of its `scenario` statement; nil when it is the whole file.
    package let line: Int?
    package var status: Status
    /// What the background's and its own statements did, in order.
    package var outcomes: [StatementOutcome] = []
    /// The expectations it holds, its background's and `:load`ed files' included.
    package var planned = 0
    package var duration: Duration = .zero
    /// What it says besides its outcomes, e.g. that work still waited on the clock when it ended.
    package var notes: [String] = []
    /// The state's diff at each statement that changed it, by its index in `outcomes`;
    /// kept only when the run records them (`RunOptions.recordsStateDiffs`, for `--html`).
    package var stateDiffs: [Int: [StateDiff.Line]] = [:]

    package init(name: String, line: Int?, status: Status, planned: Int = 0) {
        self.name = name
        self.line = line
        self.status = status
        self.planned = planned
    }

    /// Expectations that ran, whatever their result.
    package var reached: Int { outcomes.filter(\.isExpectation).count }

    package var passed: Int { outcomes.reduce(0) { $0 + $1.passedExpectations } }

    /// Failed expectations, failed statements, and one for checking nothing.
    package var failed: Int { outcomes.reduce(0) { $0 + $1.failures } + (checksNothing ? 1 : 0) }

    package var skipped: Int {
        switch status {
        case .ran: max(0, planned - reached)
        case .notReached: planned
        case .filteredOut: 0
        }
    }

    /// It ran, no statement failed, and no expectation was reached: it proves nothing.
    package var checksNothing: Bool {
        status == .ran && reached == 0 && !hasStatementError
    }

    /// A statement did not parse, type-check or run.
    package var hasStatementError: Bool { outcomes.contains(where: \.couldNotRun) }

    package var isFailure: Bool { failed > 0 }
}

/// The result of running one `.khipu` file.
package struct FileResult: Sendable {
    package let path: String
    /// When the file began to run.
    package let started: Date
    package var scenarios: [ScenarioResult] = []
    /// Set when the file could not be read; counts as one failure.
    package var loadError: StatementProblem?

    package init(path: String, started: Date = Date()) {
        self.path = path
        self.started = started
    }

    /// Every statement's outcome, scenario after scenario.
    package var outcomes: [StatementOutcome] { scenarios.flatMap(\.outcomes) }

    package var passed: Int { scenarios.reduce(0) { $0 + $1.passed } }
    package var failed: Int { scenarios.reduce(0) { $0 + $1.failed } + (loadError == nil ? 0 : 1) }
    package var skipped: Int { scenarios.reduce(0) { $0 + $1.skipped } }
}

/// The closing line of a run: `3 passed, 2 failed, 2 skipped`.
package struct RunSummary: Sendable, Equatable, CustomStringConvertible {
    package var passed = 0
    package var failed = 0
    package var skipped = 0
    /// The `--filter` text when no scenario's name holds it: the run checked nothing.
    package var unmatchedFilter: String?

    package init(_ results: [FileResult]) {
        for result in results {
            passed += result.passed
            failed += result.failed
            skipped += result.skipped
        }
    }

    /// Whether `khipu run` exits non-zero.
    package var fails: Bool { failed > 0 || unmatchedFilter != nil }

    package var description: String { "\(passed) passed, \(failed) failed, \(skipped) skipped" }

    /// What every report says when `--filter` matched no scenario.
    package static func nothingMatched(_ filter: String) -> String {
        "--filter matched nothing: no scenario's name contains '\(filter)', so nothing was checked"
    }
}
