import Foundation
import Khipu
import KhipuTestSupport
import Testing
@testable import KhipuScript

/// `:skip waiting` ends work still waiting on the clock on purpose, so that a scenario with
/// a timer that ticks for ever ends cleanly in exhaustive mode, as the failure says.
@Suite("Skipping waiting work in a script")
struct SkipWaitingScriptTests {
    let escalationDesk = KhipuDomain(EscalationDeskDomain.definition)

    private func run(_ script: String, exhaustive: Bool = true) async throws -> FileResult {
        let directory = try TemporaryDirectory()
        let path = try directory.file("escalationDesk.khipu", contents: script)
        let options = RunOptions(exhaustive: exhaustive, quietTimeout: KhipuEnvironment.testQuietTimeout)
        return await ScriptRunner(domains: [escalationDesk], defaultDomain: escalationDesk, options: options).run(path)
    }

    private let digestAtThirteen = """
        .escalationDesk(.open(ticket: "T1"))
        .escalationDesk(.open(ticket: "T2"))
        :clock advance 3h
        expect .escalationDesk(.digest(open: 2, escalated: 0)) × 3
        :clock advance 1h
        expect .escalationDesk(.escalate(ticket: "T1"))
        expect .escalationDesk(.escalate(ticket: "T2"))
        expect .escalationDesk(.digest(open: 2, escalated: 2))
        """

    @Test("Skipping waiting work in a script, a perpetual ticker left waiting, fails exhaustive mode naming :skip waiting")
    func failureNamesTheStatement() async throws {
        let result = try await run(digestAtThirteen)
        #expect(result.failed == 1)
        let failure = try #require(ScriptFailure.failures(of: result).first)
        #expect(failure.details.contains("timer \"digest\""))
        #expect(failure.details.contains("`:skip waiting`"))
    }

    @Test("Skipping waiting work in a script, with the statement the failure names, ends cleanly")
    func endsWithTheNamedStatement() async throws {
        let result = try await run(digestAtThirteen + "\n:skip waiting\n")
        #expect(ScriptFailure.failures(of: result).map(\.details) == [])
        #expect(result.passed == 4)
        #expect(result.scenarios.flatMap(\.notes).isEmpty)
    }

    @Test("Skipping waiting work in a script, of one timer, leaves the others to come due")
    func oneTimer() async throws {
        let result = try await run("""
            .escalationDesk(.open(ticket: "T1"))
            :skip waiting "digest"
            :clock advance 4h
            expect .escalationDesk(.escalate(ticket: "T1"))
            """)
        #expect(ScriptFailure.failures(of: result).map(\.details) == [])
        #expect(result.passed == 1)
    }

    @Test("Skipping waiting work in a script, of a timer that does not wait, is an error that lists the waiting ones")
    func unknownTimer() async throws {
        let session = try ScriptSession(escalationDesk)
        session.interpreter.quietTimeout = KhipuEnvironment.testQuietTimeout
        let outcomes = await session.enter(".escalationDesk(.open(ticket: \"T1\"))", ":skip waiting \"sla-T9\"", ":skip later")
        #expect(outcomes[1].failed)
        #expect(outcomes[1].texts.joined(separator: "\n").contains("waiting: \"digest\", \"sla-T1\""))
        #expect(outcomes[2].failed)
        #expect(session.interpreter.environment.waitingWork.count == 2)
    }

    @Test("Skipping waiting work in a script, says what it skipped, and what a person leaving would have missed")
    func said() async throws {
        let session = try ScriptSession(escalationDesk)
        session.interpreter.quietTimeout = KhipuEnvironment.testQuietTimeout
        _ = await session.enter(".escalationDesk(.open(ticket: \"T1\"))", ":clock advance 30m")
        let farewell = try #require(session.interpreter.waitingAtEnd()).farewell
        #expect(farewell.hasPrefix("2 things were still to happen on the domain's clock"))
        #expect(farewell.contains("timer \"digest\", started by .open(ticket: \"T1\"), due in 30m"))
        #expect(!farewell.contains(":clock"))
        let outcomes = await session.enter(":skip waiting")
        #expect(outcomes[0].texts.joined(separator: "\n").contains("skipped 2 pieces of work waiting on the clock:"))
        #expect(session.interpreter.waitingAtEnd() == nil)
    }
}
