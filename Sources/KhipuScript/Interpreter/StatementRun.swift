/// What running one statement did: its own outcome, last, after the outcomes that came
/// before it (the statements of a `:load`ed file, an emission left unmatched). Kept apart
/// so that a statement that ran alone, as most do, costs no array.
package struct StatementRun {
    package let preceding: [StatementOutcome]
    package let own: StatementOutcome

    package var outcomes: [StatementOutcome] { preceding.isEmpty ? [own] : preceding + [own] }

    /// The one outcome a session shows: the outcomes before the statement's own merged into it.
    package var merged: StatementOutcome { preceding.isEmpty ? own : StatementOutcome.merging(outcomes) }

    package func forEach(_ body: (StatementOutcome) -> Void) {
        preceding.forEach(body)
        body(own)
    }

    package func contains(where predicate: (StatementOutcome) -> Bool) -> Bool {
        predicate(own) || preceding.contains(where: predicate)
    }
}
