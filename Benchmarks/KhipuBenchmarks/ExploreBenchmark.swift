#if Benchmarks
import Foundation
import KhipuExplore
import KhipuScript
import Todos

/// Statements `khipu explore` runs per second of processor time on Todos, checks included
/// (each step's state and messages printed and read back; no invariants file), in this
/// process: what a worker process does between the lines it writes to its parent.
/// Best of 3; the goal is 5,000 statements per second per core.
enum ExploreBenchmark {
    static let runs = BenchmarkScale.pick(400, smoke: 4)
    static let rounds = BenchmarkScale.pick(3, smoke: 1)

    static func report() async throws {
        let target = ExploreTarget(domain: KhipuDomain(TodosDomain.definition))
        let engine = try ProgramEngine(target: target, steps: 25, seed: 1)
        var best = Duration.seconds(1_000)
        var statements = 0
        for _ in 0..<rounds {
            let start = ScriptOverheadBenchmark.processorTimeNow()
            var counted = 0
            for run in 0..<runs {
                let report = await engine.explore(run: run)
                precondition(report.finding == nil, "explore found something on Todos: \(String(describing: report.finding))")
                counted += report.program.count
            }
            best = min(best, ScriptOverheadBenchmark.processorTimeNow() - start)
            statements = counted
        }
        let seconds = ScriptOverheadBenchmark.seconds(best)
        print(String(format: "explore, Todos, %d runs of 25 steps: %d statements in %.3f s CPU: %.0f statements/s (goal: ≥ 5,000)", runs, statements, seconds, Double(statements) / seconds))
    }
}
#endif
