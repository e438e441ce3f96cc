import Foundation
import Khipu
import KhipuDSL
import KhipuTestSupport
import Testing
import Todos
@testable import KhipuScript

private func outcome(_ events: [ScriptEvent], expectation: Bool) -> StatementOutcome {
    StatementOutcome(file: "t.khipu", line: 1, text: "", events: events, isExpectation: expectation, stop: false)
}

private func plan(_ text: String, path: String = "/tmp/spec.khipu") -> ScriptPlan {
    ScriptPlan(ScriptFile(path: path, statements: ParsedStatement.parsing(text)))
}

@Suite("Scenarios and counts")
struct ScenarioCountingTests {
    @Test("the lines before the first scenario are the background of every scenario")
    func split() {
        let script = plan("""
            :domain todos
            let a = 1
            scenario "one"
            expect a == 1
            scenario "two"
            expect a == 1
            expect a != 2
            """)
        #expect(script.background.map(\.line) == [1, 2])
        #expect(script.scenarios.map(\.name) == ["one", "two"])
        #expect(script.scenarios.map(\.line) == [3, 5])
        #expect(script.statements(of: script.scenarios[1]).map(\.line) == [1, 2, 6, 7])
        #expect(ScriptPlan.expectationCount(in: script.statements(of: script.scenarios[1]), file: "/tmp/spec.khipu") == 2)
    }

    @Test("a file without scenario lines is one scenario named after the file")
    func wholeFile() {
        let script = plan("expect 1 == 1\n", path: "specs/adding items.khipu")
        #expect(script.scenarios.count == 1)
        #expect(script.scenarios[0].name == "adding items")
        #expect(script.scenarios[0].line == nil)
        #expect(script.background.isEmpty)
    }

    @Test("a scenario line that does not read is run first, so its scenario fails")
    func malformedHeader() {
        let script = plan("scenario Adding\nexpect 1 == 1\n")
        #expect(script.scenarios.count == 1)
        #expect(script.scenarios[0].malformedHeader?.line == 1)
        #expect(script.statements(of: script.scenarios[0]).count == 2)
    }

    @Test("expectations of :load-ed files are counted too")
    func loadCounts() throws {
        let directory = try TemporaryDirectory()
        try directory.file("outer.khipu", contents: "expect 1 == 1\n:load inner.khipu\n")
        try directory.file("inner.khipu", contents: "expect 2 == 2\nexpect nothing\n:load outer.khipu\n")
        let main = directory.path("main.khipu")
        let statements = ParsedStatement.parsing(":load outer.khipu\n:load missing.khipu\nexpect 3 == 3\n")
        // outer and inner load each other: counting stops at the depth a run stops at.
        let count = ScriptPlan.expectationCount(in: statements, file: main)
        // 16 files deep, as a run goes: outer at depths 1, 3, … 15 (1 each), inner at 2, 4, … 16 (2 each).
        #expect(count == 1 + 8 * 1 + 8 * 2)
    }

    @Test("passed, failed, skipped and checking nothing", arguments: [
        ([outcome([.expectationPassed], expectation: true), outcome([.expectationFailed(details: "x")], expectation: true)], 2, ScenarioResult.Status.ran, 1, 1, 0),
        ([outcome([.failed(.error("no", file: nil, line: 1))], expectation: false)], 3, .ran, 0, 1, 3),
        ([outcome([.failed(.error("no", file: nil, line: 1))], expectation: true)], 3, .ran, 0, 1, 2),
        ([outcome([.dispatched(message: "m", outputs: [])], expectation: false)], 0, .ran, 0, 1, 0),
        ([outcome([.expectationFailed(details: "unmatched")], expectation: false)], 0, .ran, 0, 2, 0),
        ([], 4, .notReached, 0, 0, 4),
        ([], 4, .filteredOut, 0, 0, 0),
    ])
    func counts(_ outcomes: [StatementOutcome], planned: Int, status: ScenarioResult.Status, passed: Int, failed: Int, skipped: Int) {
        var scenario = ScenarioResult(name: "s", line: 1, status: status, planned: planned)
        scenario.outcomes = outcomes
        #expect(scenario.passed == passed)
        #expect(scenario.failed == failed)
        #expect(scenario.skipped == skipped)
        var file = FileResult(path: "t.khipu")
        file.scenarios = [scenario, scenario]
        #expect(RunSummary([file]).description == "\(2 * passed) passed, \(2 * failed) failed, \(2 * skipped) skipped")
    }

    @Test("--shard K/N parts cover every file once, the same way every time")
    func shards() {
        let files = (1...7).map { "f\($0)" }
        let parts = (1...3).compactMap { ScriptFiles.Shard("\($0)/3") }.map { $0.part(of: files) }
        #expect(parts.map(\.count) == [3, 2, 2])
        #expect(parts.flatMap { $0 }.sorted() == files.sorted())
        for wrong in ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", ""] {
            #expect(ScriptFiles.Shard(wrong) == nil, "\(wrong)")
        }
    }
}

/// Runs statements one by one on a fresh Todos session, as a scenario does.
private func session(_ lines: [String], exhaustive: Bool = false) async throws -> [StatementOutcome] {
    let interpreter = try ScriptSession(KhipuDomain(TodosDomain.definition)).interpreter
    interpreter.settings.isExhaustive = exhaustive
    var outcomes: [StatementOutcome] = []
    for (index, line) in lines.enumerated() {
        outcomes += await interpreter.run(ParsedStatement(StatementSource(text: line, line: index + 1)), file: "test.khipu").outcomes
    }
    if let unmatched = interpreter.closeEmission() { outcomes.append(unmatched) }
    return outcomes
}

@Suite("Expectations in a session")
struct ExpectationSessionTests {
    @Test("building values in an expectation takes no id the domain would take next")
    func idsUntouched() async throws {
        let outcomes = try await session([
            #"expect TodoItem(title: "a") != TodoItem(title: "a")"#,
            #".todos(.cmd(.add(item: "b")))"#,
            #"expect .todos(.ack(.added(item: TodoItem(title: "b"))))"#,
            #"let c = TodoItem(title: "c")"#,
            #"expect state.todos.items[0].id == "00000000-0000-0000-0000-000000000002""#,
            #"expect c.id == "00000000-0000-0000-0000-000000000003""#,
        ])
        #expect(outcomes.map(\.failed) == [false, false, true, false, false, false])
        let diff = outcomes[2].events.description
        #expect(diff.contains("EEEEEEEE-0000-0000-0000-000000000001"))
    }

    @Test("in exhaustive mode an emitted message must be matched before the next dispatch")
    func exhaustive() async throws {
        let outcomes = try await session([
            #".todos(.cmd(.add(item: "a")))"#,
            #".todos(.cmd(.add(item: "b")))"#,
            "expect .todos(.ack(.added(item: _)))",
            #".todos(.cmd(.remove(item: "nobody")))"#,
            "expect .todos(.ack(.removed(item: _)))",
        ], exhaustive: true)
        let unmatched = outcomes.filter { !$0.isExpectation && $0.failed }
        #expect(unmatched.map(\.line) == [1])
        #expect(unmatched.first?.events.description.contains(#"title: \"a\""#) == true)
        #expect(outcomes.filter(\.isExpectation).allSatisfy { !$0.failed })
    }

    @Test("a _ that matches none of the emitted messages fails with the closest one's diff")
    func wildcardMismatch() async throws {
        let outcomes = try await session([
            #".todos(.cmd(.add(item: "a")))"#,
            #"expect .todos(.ack(.added(item: TodoItem(id: _, title: "b"))))"#,
        ])
        guard case .expectationFailed(let details) = outcomes[1].events.first else {
            Issue.record("expected a failed expectation, got \(outcomes[1].events)")
            return
        }
        #expect(details.contains(#"-     title: "b","#))
        #expect(details.contains(#"+     title: "a","#))
        #expect(!details.contains("-     id:"))
    }
}
