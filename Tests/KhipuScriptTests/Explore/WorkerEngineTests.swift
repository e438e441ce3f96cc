import Foundation
import KhipuExplore
import Testing

/// The parent's side of a worker process, with a shell script for the worker: what it
/// said before it died tells the parent which step trapped, and the next request starts
/// a new worker.
@Suite struct WorkerEngineTests {
    static let open = #".vault(.cmd(.open(owner: "a")))"#
    static let close = #".vault(.cmd(.close(account: "00000000-0000-0000-0000-000000000001")))"#

    /// A worker that announces three steps, the second twice over (the first try was not
    /// sent), writes the runtime's message and a stack frame, and dies of SIGILL.
    static let trappingWorker = """
        read request
        printf '%s\\n' 'step 0 \(open)' 'step 1 \(open)' 'step 1 :clock advance 10m' 'step 2 \(close)'
        echo 'Vault/VaultState.swift:12: Fatal error: Unexpectedly found nil while unwrapping an Optional value' >&2
        echo '0    khipu    0x000055d5 main + 12' >&2
        kill -ILL $$
        """

    @Test func aWorkerThatDiesMidRunIsATrapAtTheStepItAnnouncedLast() async throws {
        let engine = WorkerEngine(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", Self.trappingWorker])
        defer { engine.finish() }
        let report = await engine.explore(run: 4)
        let finding = try #require(report.finding)
        #expect(finding.kind == .trap)
        #expect(finding.step == 2)
        #expect(report.program.map(\.text) == [Self.open, ":clock advance 10m", Self.close])
        #expect(report.program.map(\.kind) == [.message, .clockMove, .message])
        #expect(finding.details.contains("Fatal error: Unexpectedly found nil"))
        #expect(!finding.details.contains("main + 12"))
        // The next request starts a new worker, which traps the same way.
        let again = await engine.explore(run: 5)
        #expect(again.finding?.kind == .trap)
    }

    /// A worker that announces two steps and never returns from the second: a busy loop
    /// of the shell itself, so killing it ends it.
    static let spinningWorker = """
        read request
        printf '%s\\n' 'step 0 \(open)' 'step 1 \(close)'
        while :; do :; done
        """

    @Test func aWorkerSilentForLongerThanAStepMayRunIsStoppedAndItsStepIsAHang() async throws {
        let engine = WorkerEngine(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", Self.spinningWorker], stepTimeout: .seconds(2))
        defer { engine.finish() }
        let report = await engine.explore(run: 0)
        let finding = try #require(report.finding)
        #expect(finding.kind == .hang)
        #expect(finding.step == 1)
        #expect(report.program.map(\.text) == [Self.open, Self.close])
        #expect(finding.details.contains("without returning"))
        // The stopped worker is replaced by a new one for the next request.
        let checked = await engine.check([ExploreStep(kind: .message, text: Self.open)])
        #expect(checked?.kind == .hang)
    }

    @Test func aWorkerThatAnswersIsReadUpToItsFinalLine() async throws {
        let answering = """
            while read request; do printf '%s\\n' 'at 0' 'at 1' 'checked null'; done
            """
        let engine = WorkerEngine(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", answering])
        defer { engine.finish() }
        #expect(await engine.check([]) == nil)
        #expect(await engine.check([]) == nil)
    }
}
