/// What a session did so far, kept for `:report FILE`: every statement's outcome with the
/// state's diff at that step. Kept only when a session asks for it (the REPL does, `khipu
/// run` does not), so a script pays nothing for it.
package final class SessionReport {
    package struct Entry: Sendable {
        package let outcome: StatementOutcome
        /// The parts of the state the statement changed; nil when it changed none.
        package let stateDiff: [StateDiff.Line]?

        package init(outcome: StatementOutcome, stateDiff: [StateDiff.Line]?) {
            self.outcome = outcome
            self.stateDiff = stateDiff
        }
    }

    package private(set) var entries: [Entry] = []
    /// Whether each entry gets the state's diff: printing the state twice a statement costs
    /// as much as the state is large, so a piped session of 20,000 statements on a store
    /// keeps only the outcomes; a session at a terminal, which prints a diff anyway, and
    /// `khipu run --html` keep them.
    package let recordsStateDiffs: Bool

    package init(recordsStateDiffs: Bool = true) {
        self.recordsStateDiffs = recordsStateDiffs
    }

    package func append(_ entry: Entry) {
        entries.append(entry)
    }
}
