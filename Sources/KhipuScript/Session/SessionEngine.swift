import Foundation

/// What a front end (the REPL's terminal session, the piped `LineSession`) runs its
/// statements on: the local `Interpreter`, or a running app's over `khipu attach`, whose
/// interpreter runs on the app's side. The front ends read, show and exit the same way
/// over either.
package protocol SessionEngine: AnyObject {
    /// The name the prompt shows: the domain's.
    var promptName: String { get }
    /// The banner's first line after the tool's name (`todos: A to-do list`) and the lines under it.
    var banner: (title: String, notes: [String]) { get }
    /// Colour as the session's `:set color` says, nil when it said nothing.
    var usesColor: Bool? { get }
    /// Runs one statement: what it did, and, when `showingChanges`, the state's changes to
    /// show (nil: none to show; empty: the state did not change).
    func run(_ statement: ParsedStatement, showingChanges: Bool) async -> EngineAnswer
    /// What still waits on the clock when the input ends; nil when nothing does.
    func waitingAtEnd() -> WaitingAtEnd?
}

/// A statement's outcome as a front end shows it.
package struct EngineAnswer: Sendable {
    package var outcome: StatementOutcome
    package var diff: [StateDiff.Line]?

    package init(outcome: StatementOutcome, diff: [StateDiff.Line]?) {
        self.outcome = outcome
        self.diff = diff
    }
}

extension Interpreter: SessionEngine {
    package var promptName: String { domainName }

    package var banner: (title: String, notes: [String]) {
        let domain = domains.first { $0.name == domainName }
        let clock = environment.isFixed ? "fixed clock and sequential ids (:clock moves the clock)" : "wall clock"
        return (
            domainName + (domain.map { ": " + $0.summary } ?? ""),
            ["Type a message: start with . and press Tab. :help lists the commands, Ctrl-D quits.", "Running with a \(clock)."]
        )
    }

    package var usesColor: Bool? { settings.usesColor }

    package func run(_ statement: ParsedStatement, showingChanges: Bool) async -> EngineAnswer {
        guard showingChanges else { return EngineAnswer(outcome: await run(statement, file: nil).merged, diff: nil) }
        let before = state
        let domainBefore = domainName
        let outcome = await run(statement, file: nil).merged
        guard settings.showsDiff, domainName == domainBefore, !outcome.stop else { return EngineAnswer(outcome: outcome, diff: nil) }
        if let diff = StateDiff.lines(before: before, after: state) { return EngineAnswer(outcome: outcome, diff: diff) }
        let dispatched = outcome.events.contains { if case .dispatched = $0 { true } else { false } }
        return EngineAnswer(outcome: outcome, diff: dispatched ? [] : nil)
    }
}
