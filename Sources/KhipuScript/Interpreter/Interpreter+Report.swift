extension Interpreter {
    /// Runs a statement and keeps its outcomes, with the state's diff, for `:report`. A
    /// `:report` among them sees the statements before it.
    nonisolated(nonsending) func run(_ statement: ParsedStatement, file: String?, reportingTo report: SessionReport) async -> StatementRun {
        let before = report.recordsStateDiffs ? StateBefore(self) : nil
        let run = await inOwnEnvironment { await runInEnvironment(statement, file: file) }
        let diff = before?.diff(to: self)
        run.preceding.forEach { report.append(SessionReport.Entry(outcome: $0, stateDiff: nil)) }
        report.append(SessionReport.Entry(outcome: run.own, stateDiff: diff))
        return run
    }
}
