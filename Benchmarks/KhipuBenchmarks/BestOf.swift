#if Benchmarks
/// The fastest of `runs` runs of `work`; every run must give `expected`, so no run can
/// skip work or get it wrong unnoticed.
func best<Output: Equatable>(of runs: Int, _ name: String, expecting expected: [Output], _ work: () throws -> [Output]) rethrows -> Duration {
    var best = Duration.seconds(1_000)
    for _ in 0..<runs {
        best = min(best, try timed(name, expecting: expected, work))
    }
    return best
}

/// The fastest of `runs` runs of each of two contenders, run in turn (a, b, a, b, …), so a
/// change in the machine's load falls on both rather than on whichever ran during it.
func bestInTurn<A: Equatable, B: Equatable>(
    of runs: Int,
    _ a: (name: String, expected: [A], work: () throws -> [A]),
    _ b: (name: String, expected: [B], work: () throws -> [B])
) throws -> (a: Duration, b: Duration) {
    var bestA = Duration.seconds(1_000)
    var bestB = Duration.seconds(1_000)
    for _ in 0..<runs {
        bestA = min(bestA, try timed(a.name, expecting: a.expected, a.work))
        bestB = min(bestB, try timed(b.name, expecting: b.expected, b.work))
    }
    return (bestA, bestB)
}

private func timed<Output: Equatable>(_ name: String, expecting expected: [Output], _ work: () throws -> [Output]) rethrows -> Duration {
    let clock = ContinuousClock()
    var output: [Output] = []
    let elapsed = try clock.measure { output = try work() }
    precondition(output == expected, "\(name) gave different values")
    return elapsed
}
#endif
