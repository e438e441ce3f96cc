import Foundation

/// How much to explore.
package struct ExploreOptions: Sendable {
    package var runs = 100
    package var steps = 25
    package var seed: UInt64 = 1
    package var jobs = 1

    package init(runs: Int = 100, steps: Int = 25, seed: UInt64 = 1, jobs: Int = 1) {
        self.runs = runs
        self.steps = steps
        self.seed = seed
        self.jobs = jobs
    }
}

/// A finding made minimal, with the script that shows it.
package struct ShrunkFinding: Sendable {
    package let run: Int
    package let program: [ExploreStep]
    package let finding: Finding
    /// The steps the run had taken when it found it, before shrinking.
    package let originalLength: Int
    package let script: String
}

package enum ExploreResult: Sendable {
    case nothingFound(ExploreSummary)
    case found(ShrunkFinding, ExploreSummary)
}

/// Runs `options.runs` generated programs over `jobs` engines, each run on a fresh domain.
/// The finding reported is the one of the lowest run that found one, which is the same with
/// any number of jobs: a job takes the runs `j, j + jobs, …` in order and stops only past
/// a run that found something, so every run below the lowest such run is done.
package struct Explorer: Sendable {
    package let options: ExploreOptions
    package let domainName: String
    package let invariants: Invariants
    package let toolName: String
    /// Makes the engine of one job; the first job's engine also shrinks.
    package let makeEngine: @Sendable () throws -> any ExploreEngine

    package init(options: ExploreOptions, domainName: String, invariants: Invariants, toolName: String, makeEngine: @escaping @Sendable () throws -> any ExploreEngine) {
        self.options = options
        self.domainName = domainName
        self.invariants = invariants
        self.toolName = toolName
        self.makeEngine = makeEngine
    }

    package func explore() async throws -> ExploreResult {
        let jobs = max(1, min(options.jobs, options.runs))
        let engines = try (0..<jobs).map { _ in try makeEngine() }
        defer { engines.forEach { $0.finish() } }
        let lowestFound = LowestRun()
        let options = options
        let reports = await withTaskGroup(of: [RunReport].self) { group in
            for (job, engine) in engines.enumerated() {
                group.addTask {
                    var reports: [RunReport] = []
                    var run = job
                    while run < options.runs, run < lowestFound.value {
                        let report = await engine.explore(run: run)
                        reports.append(report)
                        if report.finding != nil { lowestFound.lower(to: run) }
                        run += jobs
                    }
                    return reports
                }
            }
            var all: [RunReport] = []
            for await reports in group { all += reports }
            return all
        }
        let lowest = lowestFound.value
        var summary = ExploreSummary()
        for report in reports.sorted(by: { $0.run < $1.run }) where report.run <= lowest {
            summary.add(report)
        }
        guard let failing = reports.first(where: { $0.run == lowest }), let finding = failing.finding else {
            return .nothingFound(summary)
        }
        return .found(await shrink(failing, finding, engine: engines[0]), summary)
    }

    private func shrink(_ report: RunReport, _ finding: Finding, engine: any ExploreEngine) async -> ShrunkFinding {
        var shrinker = Shrinker(check: { await engine.check($0) })
        let (program, shrunk) = await shrinker.shrink(report.program, finding)
        let script = ReproducerScript.text(
            domain: domainName, program: program, finding: shrunk, invariants: invariants, seed: options.seed, run: report.run, toolName: toolName)
        return ShrunkFinding(run: report.run, program: program, finding: shrunk, originalLength: report.program.count, script: script)
    }
}

/// The lowest run that found something so far, shared by the jobs (Mutex needs macOS 15).
private final class LowestRun: @unchecked Sendable {
    private let lock = NSLock()
    private var lowest = Int.max

    var value: Int { lock.withLock { lowest } }

    func lower(to run: Int) {
        lock.withLock { lowest = min(lowest, run) }
    }
}
