/// Shows the progress and results of `khipu run` in one format.
package protocol Reporter {
    mutating func statementFinished(_ outcome: StatementOutcome)
    mutating func fileFinished(_ result: FileResult)
    /// Called once at the end; the reporter prints its closing lines (not the summary line).
    mutating func finish(_ results: [FileResult])
}

/// Writes to standard output without buffering surprises between reporters.
enum Console {
    static func write(_ text: String) {
        print(text)
    }
}
