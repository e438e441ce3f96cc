import Foundation
import Khipu
import KhipuTestSupport
import Testing
@testable import KhipuScript

/// A use case that applies a computed list of changes with `applyChanges`: one step of
/// the history, one line of the store's journal.
@Suite("a batch of changes in a session")
struct BatchStepTests {
    private func errors(_ outcomes: [StatementOutcome]) -> [String] {
        outcomes.flatMap(\.events).compactMap { if case .failed(let problem) = $0 { problem.rendered() } else { nil } }
    }

    @Test("one :undo takes a whole batch back")
    func oneUndo() async throws {
        let session = try ScriptSession(nightlyDomain)
        let outcomes = await session.run([
            #".join(name: "Ann")"#, #".join(name: "Bo")"#, #".join(name: "Cy")"#,
            ".chargeAll(amount: 5)",
            "expect .charged(members: 3)",
            "expect state.members[2].balance == 5",
            ":undo",
            "expect state.members.count == 3",
            "expect state.members[0].balance == 0",
            "expect state.members[2].balance == 0",
            ":redo",
            "expect state.members[1].balance == 5",
        ])
        #expect(errors(outcomes).isEmpty, "\(errors(outcomes))")
        #expect(outcomes.filter(\.isExpectation).allSatisfy { !$0.failed }, "\(outcomes.flatMap(\.events))")
        let history = await session.enter(":history")[0].events
        #expect(history == [.output("  0  start\n  1  .join(name: \"Ann\")\n  2  .join(name: \"Bo\")\n  3  .join(name: \"Cy\")\n→ 4  .chargeAll(amount: 5)")])
    }

    @Test(":history keeps the lines of a statement typed on several, under its first")
    func multiLineStep() async throws {
        let session = try ScriptSession(nightlyDomain)
        let outcomes = await session.enter(".join(\n  name: \"Ann\"\n)", ":history")
        #expect(outcomes.last?.events == [.output("  0  start\n→ 1  .join(\n       name: \"Ann\"\n     )")])
    }

    @Test("with a store file, the batch is one journal line")
    func oneJournalLine() async throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appendingPathComponent("members.khipu")
        let session = try ScriptSession(nightlyDomain, storeFile: store)
        let outcomes = await session.run([#".join(name: "Ann")"#, #".join(name: "Bo")"#, ".chargeAll(amount: 2)"])
        #expect(errors(outcomes).isEmpty, "\(errors(outcomes))")
        session.interpreter.close()
        let journal = try String(contentsOf: store.appendingPathExtension("journal"), encoding: .utf8)
        let charges = journal.split(separator: "\n").filter { $0.contains(".charge(") }
        #expect(charges.count == 1, "\(journal)")
        #expect(charges.first?.hasPrefix(#"[.charge(name: "Ann", amount: 2), .charge(name: "Bo", amount: 2)]"#) == true, "\(journal)")
    }
}
