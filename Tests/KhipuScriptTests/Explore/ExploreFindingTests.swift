import Foundation
import KhipuExplore
import KhipuScript
import KhipuTestSupport
import Testing

/// `khipu explore` on a vault with bugs planted one at a time: each is found with a fixed
/// seed and shrunk to a short script that `khipu run` fails with the bug and passes on the
/// vault without it. (The trapping bug takes a worker process: see the end-to-end test.)
@Suite struct ExploreFindingTests {
    @Test func anInvariantBrokenByThreeParticularMessagesIsFoundAndShrunk() async throws {
        let found = try await ExploreHarness.find(.closeForgetsPayout)
        #expect(found.finding.kind == .invariant(0))
        #expect(ExploreHarness.statements(of: found.script).count <= 7)
        #expect(found.script.contains(".close("))
        #expect(found.script.hasSuffix("expect state.cash == state.booked\n"))
        try await ExploreHarness.expectScriptFailsOnlyWithTheBug(found.script, bug: .closeForgetsPayout)
    }

    @Test func anInvariantBrokenOnlyAfterAClockMoveIsFoundWithTheMove() async throws {
        let found = try await ExploreHarness.find(.paymentPaysTwice)
        #expect(found.finding.kind == .invariant(0))
        let statements = ExploreHarness.statements(of: found.script)
        #expect(statements.count <= 7)
        #expect(statements.contains { $0.hasPrefix(":clock advance") })
        try await ExploreHarness.expectScriptFailsOnlyWithTheBug(found.script, bug: .paymentPaysTwice)
    }

    @Test func theSameSeedFindsTheSameScriptWithAnyNumberOfJobs() async throws {
        let alone = try await ExploreHarness.find(.closeForgetsPayout, seed: 7, jobs: 1)
        let together = try await ExploreHarness.find(.closeForgetsPayout, seed: 7, jobs: 3)
        #expect(alone.run == together.run)
        #expect(alone.script == together.script)
    }

    @Test func theVaultWithoutBugsExploresCleanlyAndSaysWhatItSent() async throws {
        let result = try await ExploreHarness.explorer(bugs: [], runs: 60, seed: 3).explore()
        guard case .nothingFound(let summary) = result else {
            Issue.record("explore found something on the vault without bugs: \(result)")
            return
        }
        #expect(summary.runs == 60)
        #expect(summary.cases["vault.cmd.open"]?.answered ?? 0 > 0)
        // Deposits name the accounts the vault opened: a random id would never be answered.
        let deposits = try #require(summary.cases["vault.cmd.deposit"])
        #expect(deposits.answered > deposits.sent / 4)
        #expect(summary.clockMoves > 0)
        #expect(summary.rendered(seed: 3).contains("vault.cmd.transfer"))
    }

    @Test func invariantsThatFailOnAFreshDomainAreReportedBeforeExploring() async throws {
        let invariants = try Invariants(text: "expect state.cash == 1\n", file: "wrong.khipu")
        let target = ExploreTarget(domain: KhipuDomain(VaultDomain.definition(bugs: [])), invariants: invariants)
        let engine = try ProgramEngine(target: target, steps: 5, seed: 1)
        let broken = await engine.invariantsBeforeAnyStep()
        #expect(broken?.kind == .invariant(0))
    }

    @Test func anInvariantsFileWithAMessageIsRefusedWithItsLine() {
        #expect(throws: InvariantsError.self) {
            try Invariants(text: "let a = state.cash\n.vault(.cmd(.open(owner: \"a\")))\n", file: "bad.khipu")
        }
    }
}
