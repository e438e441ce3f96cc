/// The fastest of `runs` runs of `work`; every run must give `expected`, so no run can
/// skip work or get it wrong unnoticed.
func best<Output: Equatable>(of runs: Int, _ name: String, expecting expected: [Output], _ work: () throws -> [Output]) rethrows -> Duration {
    var best = Duration.seconds(1_000)
    for _ in 0..<runs {
        let clock = ContinuousClock()
        var output: [Output] = []
        let elapsed = try clock.measure { output = try work() }
        precondition(output == expected, "\(name) gave different values")
        best = min(best, elapsed)
    }
    return best
}
