import Foundation
import Khipu
import KhipuExplore
import KhipuScript
import KhipuTestSupport
import Testing

/// Explores the vault in this process and checks the scripts it writes with the runner.
enum ExploreHarness {
    static func domain(_ bugs: VaultDomain.Bugs) -> KhipuDomain {
        KhipuDomain(VaultDomain.definition(bugs: bugs))
    }

    static func explorer(bugs: VaultDomain.Bugs, runs: Int = 200, seed: UInt64 = 1, jobs: Int = 1) throws -> Explorer {
        let invariants = try Invariants(text: VaultDomain.invariants, file: "vault-invariants.khipu")
        let target = ExploreTarget(domain: domain(bugs), invariants: invariants, quietTimeout: KhipuEnvironment.testQuietTimeout)
        let engine = try ProgramEngine(target: target, steps: 25, seed: seed)
        return Explorer(
            options: ExploreOptions(runs: runs, steps: 25, seed: seed, jobs: jobs), domainName: "vault", invariants: invariants,
            toolName: "khipu", makeEngine: { engine })
    }

    static func find(_ bug: VaultDomain.Bugs, seed: UInt64 = 1, jobs: Int = 1) async throws -> ShrunkFinding {
        let result = try await explorer(bugs: bug, seed: seed, jobs: jobs).explore()
        guard case .found(let found, _) = result else {
            Issue.record("explore found nothing with the bug planted")
            throw NothingFound()
        }
        return found
    }

    struct NothingFound: Error {}

    /// The script's statements: its lines that are neither blank nor comments.
    static func statements(of script: String) -> [String] {
        script.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    static func expectScriptFailsOnlyWithTheBug(_ script: String, bug: VaultDomain.Bugs, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("explore-failure.khipu", contents: script)
        let buggy = await run(path, on: domain(bug))
        #expect(buggy.failed > 0, "the script passes with the bug:\n\(script)", sourceLocation: sourceLocation)
        let fixed = await run(path, on: domain([]))
        #expect(fixed.failed == 0 && fixed.passed > 0, "the script fails without the bug:\n\(script)", sourceLocation: sourceLocation)
    }

    private static func run(_ path: String, on domain: KhipuDomain) async -> FileResult {
        await ScriptRunner(domains: [domain], defaultDomain: domain, options: RunOptions(quietTimeout: KhipuEnvironment.testQuietTimeout)).run(path)
    }
}
