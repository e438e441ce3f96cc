import Foundation
import KhipuDSL
import KhipuTestSupport
import Testing
@testable import KhipuScript

/// `expect MESSAGE × N`: the folded form of N identical messages, in scripts, in
/// exhaustive mode, and in what `:save` and `run --record` write.
@Suite("expect MESSAGE × N")
struct RepeatedExpectationTests {
    private func run(_ text: String) async throws -> FileResult {
        let directory = try TemporaryDirectory()
        let file = try directory.file("nights.khipu", contents: text)
        return await ScriptRunner(domains: [nightlyDomain], defaultDomain: nightlyDomain, options: RunOptions(exhaustive: true)).run(file)
    }

    @Test("in exhaustive mode one line with × 15 matches fifteen identical messages")
    func exhaustive() async throws {
        let result = try await run("""
            .startNights
            expect nothing
            :clock advance 15d
            expect .night × 15
            .greet(name: "Ann")
            expect .greeted("Hello, Ann")
            :clock advance 1d
            expect .night x 1
            """)
        // The nights go on: the one failure is the next night, still waiting on the clock.
        #expect(result.failed == 1, "\(result.outcomes.flatMap(\.events))")
        #expect(Self.onlyFailureIsTheNextNight(result))
        #expect(result.passed == 4)
    }

    /// Exhaustive mode fails a scenario that ends with work waiting: the nightly timer always does.
    static func onlyFailureIsTheNextNight(_ result: FileResult) -> Bool {
        let failures = result.outcomes.flatMap(\.events).compactMap { if case .expectationFailed(let details) = $0 { details } else { nil } }
        return failures.count == 1 && failures[0].hasPrefix("error: exhaustive mode: it ended while 1 piece of work still waits on the clock")
    }

    @Test("another count fails and says how many matched; exhaustive mode still wants the rest")
    func wrongCount() async throws {
        let result = try await run("""
            .startNights
            expect nothing
            :clock advance 3d
            expect .night × 2
            """)
        let failures = result.outcomes.flatMap(\.events).compactMap { if case .expectationFailed(let details) = $0 { details } else { nil } }
        #expect(failures.first?.hasPrefix("expected 2 messages matching\n  .night\nbut 3 of the 3 the last dispatch emitted match") == true, "\(failures)")
        #expect(result.failed == 3, "the count, the three nights left unmatched, and the next night still waiting on the clock")
    }

    @Test("a count that is not a whole number from 1 is a syntax error at the count", arguments: ["× 0", "× many", "x", "× 2x", "× 1000001"])
    func badCounts(suffix: String) {
        let parsed = StatementParser.parsed("expect .night \(suffix)")
        guard case .failure(let diagnostic) = parsed.result else {
            Issue.record("\(suffix) parsed")
            return
        }
        #expect(diagnostic.id == .syntax)
    }

    @Test("the count is read after a message only, and after a pattern")
    func forms() throws {
        guard case .expectMessage(_, let repeats?) = try StatementParser.parse("expect .joined(_) ×15  # nightly") else {
            Issue.record("no count")
            return
        }
        #expect(repeats.count == 15)
        #expect(throws: Diagnostic.self) { try StatementParser.parse("expect state.members × 2") }
    }

    @Test(":save writes N identical messages as one folded expectation, and the script passes")
    func saveFolds() async throws {
        let directory = try TemporaryDirectory()
        let session = try ScriptSession(nightlyDomain)
        let saved = directory.url.appendingPathComponent("saved.khipu").path
        let outcomes = await session.enter(".startNights", ":clock advance 15d", ":save \(saved)")
        #expect(outcomes.allSatisfy { !$0.failed }, "\(outcomes.flatMap(\.events))")
        let text = try String(contentsOfFile: saved, encoding: .utf8)
        #expect(text.contains("\n:clock advance 15d\nexpect .night × 15\n"), "\(text)")
        #expect(!text.contains("expect .night\n"))
        let result = await ScriptRunner(domains: [nightlyDomain], defaultDomain: nightlyDomain, options: RunOptions(exhaustive: true)).run(saved)
        #expect(result.failed == 1 && result.passed > 0, "\(result.outcomes.flatMap(\.events))")
        #expect(Self.onlyFailureIsTheNextNight(result))
    }

    @Test("run --record rewrites a wrong count, and expect nothing, to the folded form")
    func recordFolds() async throws {
        let directory = try TemporaryDirectory()
        let file = try directory.file("record.khipu", contents: """
            .startNights
            :clock advance 4d
            expect .night × 2
            :clock advance 3d
            expect nothing

            """)
        let runner = ScriptRunner(domains: [nightlyDomain], defaultDomain: nightlyDomain, options: RunOptions())
        let first = await runner.run(file)
        #expect(first.failed == 2)
        let recorded = try ExpectationRecorder.record(first)
        #expect(recorded.recorded.map(\.new) == ["expect .night × 4", "expect .night × 3"])
        let again = await runner.run(file)
        #expect(again.failed == 0 && again.passed == 2, "\(again.outcomes.flatMap(\.events))")
    }
}
