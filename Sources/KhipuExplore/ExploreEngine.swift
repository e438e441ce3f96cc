/// Where programs run: in this process (`ProgramEngine`) or in a worker process that may
/// trap without taking the exploration with it (`WorkerEngine`).
package protocol ExploreEngine: Sendable {
    func explore(run: Int) async -> RunReport
    func check(_ program: [ExploreStep]) async -> Finding?
    /// Lets go of what the engine holds (a worker process).
    func finish()
}

extension ProgramEngine: ExploreEngine {
    package func explore(run: Int) async -> RunReport { await explore(run: run, onStep: { _, _ in }) }
    package func check(_ program: [ExploreStep]) async -> Finding? { await check(program, onStep: { _ in }) }
    package func finish() {}
}
