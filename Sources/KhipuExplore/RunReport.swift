/// What one generated run did: the steps it ran (up to the one that broke something),
/// what broke, and per message case what the domain did.
package struct RunReport: Codable, Sendable {
    package var run: Int
    package var program: [ExploreStep] = []
    package var finding: Finding?
    package var cases: [String: CaseCounts] = [:]
    package var clockMoves = 0

    package init(run: Int) {
        self.run = run
    }

    mutating func count(_ step: ExploreStep, answered: Bool, refused: Bool) {
        guard let key = step.messageCase else {
            clockMoves += 1
            return
        }
        var counts = cases[key, default: CaseCounts()]
        counts.sent += 1
        if answered { counts.answered += 1 }
        if refused { counts.refused += 1 }
        cases[key] = counts
    }
}
