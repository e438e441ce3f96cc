#if Benchmarks
import Foundation

/// How much each benchmark does. `KHIPU_BENCHMARKS_SMOKE=1` (what CI runs, on the debug
/// build) makes every one of them small and runs each once: the times mean nothing then,
/// but every result is still checked against what it must be (the preconditions beside
/// each timed region), so a benchmark that broke fails CI instead of waiting for the next
/// time someone measures. No figure is compared with a goal either way.
enum BenchmarkScale {
    static let isSmoke = ProcessInfo.processInfo.environment["KHIPU_BENCHMARKS_SMOKE"] != nil

    /// `full` when measuring, `smoke` in the smoke pass.
    static func pick(_ full: Int, smoke: Int) -> Int {
        isSmoke ? smoke : full
    }
}
#endif
