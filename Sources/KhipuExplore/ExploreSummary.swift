/// What an exploration that found nothing did: runs, statements, and per message case how
/// often it was sent, answered and refused, so that a user sees what was never reached.
package struct ExploreSummary: Sendable, Equatable {
    package var runs = 0
    package var statements = 0
    package var clockMoves = 0
    package var cases: [String: CaseCounts] = [:]

    package init() {}

    mutating func add(_ report: RunReport) {
        runs += 1
        statements += report.program.count
        clockMoves += report.clockMoves
        for (key, counts) in report.cases { cases[key, default: CaseCounts()].add(counts) }
    }

    /// The summary as `explore` prints it: a table of the cases, then those never
    /// answered, which the exploration may never have got past.
    package func rendered(seed: UInt64) -> String {
        var lines = ["\(runs) runs, \(statements) statements (\(statements - clockMoves) messages, \(clockMoves) clock moves), seed \(seed): nothing found"]
        let keys = cases.keys.sorted()
        let width = max(12, keys.map(\.count).max() ?? 0)
        lines.append("message case".padding(toLength: width, withPad: " ", startingAt: 0) + "      sent  answered   refused")
        for key in keys {
            let counts = cases[key]!
            let columns = [counts.sent, counts.answered, counts.refused].map { String($0).leftPadded(to: 10) }.joined()
            lines.append(key.padding(toLength: width, withPad: " ", startingAt: 0) + columns)
        }
        let refusedAlways = keys.filter { cases[$0]!.answered == 0 && cases[$0]!.refused > 0 }
        let neverAnswered = keys.filter { cases[$0]!.answered == 0 && cases[$0]!.refused == 0 }
        if !refusedAlways.isEmpty { lines.append("always refused: " + refusedAlways.joined(separator: ", ")) }
        if !neverAnswered.isEmpty { lines.append("never answered: " + neverAnswered.joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
