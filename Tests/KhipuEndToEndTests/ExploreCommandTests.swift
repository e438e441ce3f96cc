import Foundation
import KhipuTestSupport
import Testing

/// `khipu explore` as a user runs it: the domain in worker processes, the summary on a
/// clean exploration, and on a finding the script written, printed and failed by `khipu run`.
@Suite("khipu explore")
struct ExploreCommandTests {
    @Test("an example domain explores cleanly, with its summary per message case")
    func cleanExploration() async throws {
        let result = try await KhipuProcess.run(["explore", "--domain", "counter", "--runs", "20", "--steps", "10", "--seed", "5", "--jobs", "2"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("20 runs"))
        #expect(result.stdout.contains("nothing found"))
        #expect(result.stdout.contains("counter.cmd.increment"))
    }

    @Test("a broken invariant is shrunk to a script that khipu run fails the same way")
    func findingWritesAScript() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("khipu-explore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let invariants = directory.appendingPathComponent("invariants.khipu").path
        // Not an invariant of the counter: two increments break it.
        try Data("expect state.counter.value < 2\n".utf8).write(to: URL(fileURLWithPath: invariants))
        let out = directory.appendingPathComponent("found.khipu").path
        let result = try await KhipuProcess.run(["explore", "--domain", "counter", "--invariants", invariants, "--seed", "3", "--out", out])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stdout.contains("seed 3"))
        let script = try String(contentsOfFile: out, encoding: .utf8)
        #expect(result.stdout.contains(script))
        let statements = script.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(statements.first == ":domain counter")
        #expect(statements.last == "expect state.counter.value < 2")
        #expect(statements.count <= 5)
        let replay = try await KhipuProcess.run(["run", out])
        #expect(replay.status == 1)
        #expect(replay.lastLine.contains("1 failed"))
    }

    /// What `vault-tool explore --seed 1` with `bugs` planted found: its output, and the
    /// statements of the script it wrote (comments left out).
    private struct VaultFinding {
        let result: KhipuProcess.Result
        let script: String
        let statements: [Substring]
        let out: String
        let planted: [String: String]

        init(planting bugs: VaultDomain.Bugs, _ options: [String], in directory: TemporaryDirectory) async throws {
            out = directory.path("found.khipu")
            planted = ["KHIPU_VAULT_BUGS": String(bugs.rawValue)]
            result = try await KhipuProcess.run(["explore", "--domain", "vault", "--seed", "1", "--out", out] + options, environment: planted, tool: "vault-tool")
            script = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
            statements = script.split(separator: "\n").filter { !$0.hasPrefix("#") }
        }
    }

    @Test("a trap that needs an id the domain made, used twice, is found in a worker and shrunk to a script that traps khipu run")
    func trapInAWorker() async throws {
        let directory = try TemporaryDirectory()
        let found = try await VaultFinding(planting: .selfTransferTraps, ["--jobs", "2"], in: directory)
        #expect(found.result.status == 1, "\(found.result.output)")
        #expect(found.result.stdout.contains("the domain trapped"), "\(found.result.output)")
        #expect(found.statements.first == ":domain vault")
        #expect(found.statements.contains { $0.contains(".transfer(") }, "\(found.script)")
        #expect(found.statements.count <= 7, "\(found.script)")
        let withTheBug = try await KhipuProcess.run(["run", found.out], environment: found.planted, tool: "vault-tool")
        #expect(withTheBug.status != 0, "\(withTheBug.output)")
        let withoutIt = try await KhipuProcess.run(["run", found.out], tool: "vault-tool")
        #expect(withoutIt.status == 0, "\(withoutIt.output)")
    }

    @Test("a batch that needs one amount to break the books is shrunk to a batch of one, in a script that fails khipu run")
    func listPayloadShrinks() async throws {
        let directory = try TemporaryDirectory()
        let invariants = directory.path("invariants.khipu")
        try Data(VaultDomain.invariants.utf8).write(to: URL(fileURLWithPath: invariants))
        let found = try await VaultFinding(planting: .batchLosesLastAmount, ["--invariants", invariants], in: directory)
        #expect(found.result.status == 1, "\(found.result.output)")
        #expect(found.statements.first == ":domain vault")
        let batch = try #require(found.statements.first { $0.contains(".depositAll(") }, "\(found.script)")
        // `amounts: [N]`: one element left of the batch explore first sent.
        #expect(batch.contains(/amounts: \[[0-9]+\]/), "\(found.script)")
        #expect(found.statements.last == "expect state.cash == state.booked", "\(found.script)")
        #expect(found.statements.count <= 5, "\(found.script)")
        let withTheBug = try await KhipuProcess.run(["run", found.out], environment: found.planted, tool: "vault-tool")
        #expect(withTheBug.status == 1, "\(withTheBug.output)")
        let withoutIt = try await KhipuProcess.run(["run", found.out], tool: "vault-tool")
        #expect(withoutIt.status == 0, "\(withoutIt.output)")
    }

    /// Which stops the loop first depends on the cores: the worker's own quiet timeout (half
    /// the step timeout), while a thread is free to run it, or else the watchdog, which kills
    /// the worker (WorkerEngineTests has the watchdog alone).
    @Test("a step that never returns is found as a hang and shrunk to the close that spins")
    func endlessLoopInAWorker() async throws {
        let directory = try TemporaryDirectory()
        let found = try await VaultFinding(planting: .closeSpins, ["--step-timeout", "2"], in: directory)
        #expect(found.result.status == 1, "\(found.result.output)")
        #expect(found.result.stdout.contains("a step did not end"), "\(found.result.output)")
        #expect(found.statements.first == ":domain vault")
        #expect(found.statements.dropLast().last?.contains(".close(") == true, "\(found.script)")
        #expect(found.statements.count <= 4, "\(found.script)")
        // Without the bug the close returns, and the script passes (with it, `run` would spin too).
        let withoutIt = try await KhipuProcess.run(["run", found.out], tool: "vault-tool")
        #expect(withoutIt.status == 0, "\(withoutIt.output)")
    }
}
