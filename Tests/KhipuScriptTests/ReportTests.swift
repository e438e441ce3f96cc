import Foundation
import KhipuDSL
import Testing
@testable import KhipuScript

private func scenario(
    _ name: String, line: Int?, status: ScenarioResult.Status = .ran, events: [[ScriptEvent]], expectation: Bool = true,
    diagnosticID: DiagnosticID? = nil
) -> ScenarioResult {
    var result = ScenarioResult(name: name, line: line, status: status, planned: expectation ? events.count : 0)
    result.outcomes = events.enumerated().map {
        StatementOutcome(
            file: "spec.khipu", line: $0.offset + 2, text: "expect x", events: $0.element, isExpectation: expectation, stop: false,
            diagnosticID: diagnosticID
        )
    }
    return result
}

private func file(_ scenarios: [ScenarioResult]) -> FileResult {
    var result = FileResult(path: "spec.khipu")
    result.scenarios = scenarios
    return result
}

@Suite("Reports")
struct ReportTests {
    let results = [
        file([
            scenario("passes", line: 1, events: [[.expectationPassed]]),
            scenario("a # in its name", line: 5, events: [[.expectationFailed(details: "expected 2, found 1\n\tand a tab")]]),
            scenario("broken", line: 9, events: [[.failed(.error(location: "spec.khipu:10:1", message: "unknown case", file: "spec.khipu", line: 10, column: 1))]], expectation: false, diagnosticID: .unknownCase),
            scenario("left out", line: 12, status: .filteredOut, events: [[]]),
        ])
    ]

    @Test("TAP 13: a test point per scenario, # written as ＃, YAMLish failures, the summary then the plan last")
    func tap() {
        var reporter = TAPReporter()
        let lines = reporter.header + results.flatMap { reporter.lines(for: $0) } + reporter.closing(RunSummary(results))
        #expect(lines.first == "TAP version 13")
        #expect(lines.filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") } == [
            "ok 1 - spec.khipu: passes",
            "not ok 2 - spec.khipu: a ＃ in its name",
            "not ok 3 - spec.khipu: broken",
            "ok 4 - spec.khipu: left out # SKIP filtered out by --filter",
        ])
        #expect(lines.contains("      \tand a tab"))
        #expect(lines.contains(#"  message: "a statement could not run""#))
        #expect(lines.contains("  failures: |"))
        #expect(Array(lines.suffix(2)) == ["# 1 passed, 2 failed, 0 skipped", "1..4"])
    }

    @Test("TAP: a failure's block points at the line of the statement that failed, not the file's first")
    func tapFailureLine() {
        let whole = scenario("spec", line: nil, events: [[.expectationPassed], [.failed(.error(location: "spec.khipu:3:1", message: "unknown case", file: "spec.khipu", line: 3, column: 1))]])
        var reporter = TAPReporter()
        let lines = reporter.lines(for: file([whole]))
        #expect(lines.contains("    line: 3"))
        #expect(!lines.contains("    line: 1"))
    }

    @Test("TAP: a diagnostic's block points at its spot, a later line of a long statement, with its id")
    func tapDiagnosticSpot() {
        let text = ".todos(.cmd(\n    .ad(item: x)))"
        let start = text.utf8.count - "ad(item: x)))".utf8.count
        let diagnostic = Diagnostic("unknown case 'ad'", at: SourceRange(start, start + 2), id: .unknownCase)
        let problem = StatementProblem.diagnostic(LocatedDiagnostic(diagnostic, source: StatementSource(text: text, line: 3), fileName: "spec.khipu"))
        let whole = scenario("spec", line: nil, events: [[.failed(problem)]], expectation: false, diagnosticID: .unknownCase)
        var reporter = TAPReporter()
        let lines = reporter.lines(for: file([whole]))
        #expect(lines.contains("    line: 4"))
        #expect(lines.contains("    column: 6"))
        #expect(lines.contains(#"  id: "unknown-case""#))
    }

    @Test("YAMLish: a `|` block prove and PyYAML read back, or a quoted string where a line would end the block early")
    func yamlish() {
        #expect(YAMLishText.field("failures", "a.khipu:2: failed\n\n  - 1\n  + 2", indent: 2) == [
            "  failures: |", "    a.khipu:2: failed", "    ", "      - 1", "      + 2",
        ])
        #expect(YAMLishText.field("failures", "  starts indented", indent: 2) == [#"  failures: "  starts indented""#])
        #expect(YAMLishText.field("failures", "one\n...two", indent: 2) == [#"  failures: "one\n...two""#])
        #expect(YAMLishText.field("failures", "a \"q\" \\ \u{FFFF}\u{1}", indent: 2) == [#"  failures: "a \"q\" \\ \uFFFF␁""#])
        #expect(YAMLishText.quoted("tab\tbell\u{7}") == #""tab\tbell\x07""#)
    }

    @Test("JUnit: a test case per scenario; failure, error and skipped as the scenario ended")
    func junit() throws {
        let xml = JUnitReport.xml(for: results)
        #expect(xml.contains(#"<testsuites name="khipu" tests="4" failures="1" errors="1" time="#))
        #expect(xml.contains(#"<testsuite name="spec.khipu" tests="4" failures="1" errors="1" skipped="1" time="#))
        #expect(xml.contains(#" timestamp=""#) && xml.contains(#" hostname=""#) && xml.contains(#" file="spec.khipu">"#))
        #expect(xml.contains(#"<testcase name="passes" classname="spec" time="0.000"/>"#))
        #expect(xml.contains(#"<failure message="1 expectation failed" type="expectation">spec.khipu:2: expectation failed: expect x"#))
        #expect(xml.contains(#"<error message="a statement could not run" type="unknown-case">spec.khipu:10:1: error: unknown case</error>"#))
        #expect(xml.contains(#"<skipped message="filtered out by --filter"/>"#))
        #expect(JUnitReport.escape("<a & \"b\">\u{1}") == "&lt;a &amp; &quot;b&quot;&gt;\\u{1}")
    }

    @Test("JUnit: an error's type is the id of the diagnostic its statement failed with, or error without one")
    func junitErrorTypes() {
        let failed: [ScriptEvent] = [.failed(.error(location: "spec.khipu:2:1", message: "…", file: "spec.khipu", line: 2, column: 1))]
        let xml = JUnitReport.xml(for: [
            file([
                scenario("mismatch", line: 1, events: [failed], expectation: false, diagnosticID: .typeMismatch),
                scenario("no id", line: 3, events: [failed], expectation: false),
                scenario("nothing checked", line: 5, events: [[]], expectation: false),
            ])
        ])
        #expect(xml.contains(#"<error message="a statement could not run" type="type-mismatch">"#))
        #expect(xml.contains(#"<error message="a statement could not run" type="error">"#))
        #expect(xml.contains(#"<failure message="checks nothing" type="checks-nothing">"#))
    }

    @Test("an outcome merged from a :load keeps the first diagnostic id among them")
    func mergedID() {
        let loaded = StatementOutcome(file: "a.khipu", line: 1, text: "x", events: [], isExpectation: false, stop: false, diagnosticID: .unknownName)
        let own = StatementOutcome(file: "b.khipu", line: 4, text: ":load a.khipu", events: [], isExpectation: false, stop: false)
        #expect(StatementOutcome.merging([loaded, own]).diagnosticID == .unknownName)
        #expect(StatementOutcome.merging([own]).diagnosticID == nil)
    }

    @Test("the human report: failures in full, then a line per scenario; filtered ones are not shown")
    func human() {
        var reporter = HumanReporter(transcript: false)
        let lines = results.flatMap { reporter.lines(for: $0) }
        #expect(lines.contains(#"PASS spec.khipu:1 "passes": 1 passed, 0 failed, 0 skipped"#))
        #expect(lines.contains(#"FAIL spec.khipu:9 "broken": 0 passed, 1 failed, 0 skipped"#))
        #expect(lines.contains("spec.khipu:2: expectation failed: expect x\n  expected 2, found 1\n  \tand a tab"))
        #expect(!lines.contains { $0.contains("left out") })
        #expect(reporter.closing(RunSummary(results)) == ["1 passed, 2 failed, 0 skipped"])
    }
}
