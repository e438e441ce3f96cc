import Foundation
import Khipu
import KhipuTestSupport
import Testing
import Todos
@testable import KhipuScript

/// The HTML report's page, read as text: what the browser is given (the browser's own view
/// of it is checked in KhipuEndToEndTests).
@Suite("HTML report")
struct HTMLReportTests {
    private typealias Report = HTMLReport

    private static let document = Report.Document(
        title: "a <b>run</b>",
        files: [
            Report.File(path: "cart.khipu", scenarios: [
                Report.Scenario(name: "adds an <item>", line: 3, status: .passed, passed: 1, steps: [
                    Report.Step(line: 4, text: ".add(\"<script>alert(1)</script>\")", items: [
                        .sent(".add(\"<script>alert(1)</script>\")"),
                        .message(text: ".added(\"</script><script>alert(2)</script>\")", source: "answer", kind: "answer"),
                        .message(text: ".paid", source: "later follow-up of .place", kind: "follow-up"),
                        .stateDiff([Report.DiffLine(kind: "+", text: "items: [\"<i>\"]")]),
                    ]),
                    Report.Step(line: 5, text: ":clock advance 2s", items: [.clock(by: "advance 2s", now: "2024-06-16T09:00:02Z")]),
                    Report.Step(line: 6, text: "expect .paid", items: [.expectationPassed]),
                ]),
                Report.Scenario(name: "fails", line: 8, status: .failed, passed: 0, failed: 2, steps: [
                    Report.Step(line: 9, text: "expect state.count == 1", items: [.expectationFailed(details: "expected 1, found 0")]),
                    Report.Step(line: 10, text: ".ad(\"x\")", items: [
                        .problem(Report.Problem(rendered: "cart.khipu:10:2: error: no case 'ad'\n  did you mean 'add'?", id: "unknown-case", line: 10, column: 2, suggestion: "add"))
                    ]),
                ]),
            ])
        ])

    @Test("every text is escaped: a <script> in a message or a name cannot run or end the steps' JSON")
    func escaping() {
        let html = Report.render(Self.document)
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("</script><script>alert(2)"))
        #expect(html.contains("\\u003cscript\\u003ealert(1)"))
        #expect(html.contains("<title>a &lt;b&gt;run&lt;/b&gt;</title>"))
        #expect(html.contains("adds an &lt;item&gt;"))
        // Exactly the page's own two script elements.
        #expect(html.components(separatedBy: "<script").count - 1 == 2)
        #expect(html.components(separatedBy: "</script>").count - 1 == 2)
    }

    @Test("anchors come from the file, the scenario and the line; repeats get a number")
    func anchors() {
        let html = Report.render(Self.document)
        #expect(html.contains("id=\"f-cart-khipu\""))
        #expect(html.contains("id=\"f-cart-khipu--adds-an-item\""))
        // A step's id is its scenario's and its line (`…--L4`), written out only where it is not.
        #expect(html.contains("\"file\":\"cart.khipu\",\"steps\":[{\"l\":4,\"t\":"))
        #expect(!html.contains("--L4"))
        var twice = Self.document
        twice.files[0].scenarios[1].name = "adds an <item>"
        twice.files[0].scenarios[0].steps[1].line = 4
        let repeated = Report.render(twice)
        #expect(repeated.contains("id=\"f-cart-khipu--adds-an-item-2\""))
        #expect(repeated.contains("{\"l\":4,\"id\":\"f-cart-khipu--adds-an-item--L4-2\","))
    }

    @Test("a failing scenario is open, a passing one folded; the summary counts and links each file")
    func failureOpened() {
        let html = Report.render(Self.document)
        #expect(html.contains("<details class=\"scenario failed\" id=\"f-cart-khipu--fails\" data-index=\"1\" open>"))
        #expect(html.contains("<details class=\"scenario passed\" id=\"f-cart-khipu--adds-an-item\" data-index=\"0\">"))
        #expect(html.contains("<a href=\"#f-cart-khipu\">cart.khipu</a>"))
        #expect(html.contains("<span class=\"count failed\">2 failed</span>"))
        #expect(html.contains(",\"x\":1,"))
        #expect(html.contains("[\"fail\",\"expected 1, found 0\"]"))
        #expect(html.contains("[\"problem\",\"cart.khipu:10:2: error: no case 'ad'\\n  did you mean 'add'?\",\"unknown-case\",10,2,\"add\"]"))
    }

    @Test("messages carry their source, clock moves their virtual time, the state diff its lines")
    func sources() {
        let html = Report.render(Self.document)
        #expect(html.contains("[\"msg\",\".added(\\\"\\u003c/script\\u003e"))
        #expect(html.contains(",\"answer\",\"answer\"]"))
        #expect(html.contains("[\"msg\",\".paid\",\"later follow-up of .place\",\"follow-up\"]"))
        #expect(html.contains("[\"clock\",\"advance 2s\",\"2024-06-16T09:00:02Z\"]"))
        #expect(html.contains("[\"diff\",[[\"+\",\"items: [\\\"\\u003ci\\u003e\\\"]\"]]]"))
    }

    @Test("self-contained: no address to fetch, a policy that forbids fetching")
    func selfContained() {
        let html = Report.render(Self.document)
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("<link"))
        #expect(html.contains("default-src 'none'"))
    }

    @Test("khipu run's results: every statement, the state's diff when recorded, dispatched outputs as answers")
    func fromRun() async throws {
        let directory = try TemporaryDirectory()
        let script = directory.url.appendingPathComponent("todos.khipu")
        try """
            :domain todos
            scenario "adding"
            .todos(.cmd(.add(item: "Milk")))
            expect state.todos.items.count == 1
            scenario "broken"
            expect state.todos.items.count == 0
            .todos(.cmd(.ad(item: "x")))
            """.write(to: script, atomically: true, encoding: .utf8)
        let todos = KhipuDomain(TodosDomain.definition)
        let runner = ScriptRunner(domains: [todos], defaultDomain: todos, options: RunOptions(recordsStateDiffs: true))
        let result = await runner.run(script.path)
        let adding = try #require(result.scenarios.first)
        #expect(adding.stateDiffs.keys.contains(adding.outcomes.firstIndex { $0.text.hasPrefix(".todos(.cmd") } ?? -1))
        let html = HTMLReport.render(files: [result], title: "todos")
        #expect(html.contains("[\"sent\",\".todos(.cmd(.add(item: TodoItem("))
        #expect(html.contains("\"answer\",\"answer\"]"))
        #expect(html.contains("[\"diff\","))
        #expect(html.contains("did you mean"))
        #expect(html.contains("\"unknown-case\""))
        #expect(html.contains("<details class=\"scenario failed\""))
    }

    @Test(":report writes the session so far, each step with its state diff, and refuses a file it did not write")
    func reportCommand() async throws {
        let directory = try TemporaryDirectory()
        let page = directory.url.appendingPathComponent("session.html").path
        let session = try ScriptSession(KhipuDomain(TodosDomain.definition))
        session.interpreter.sessionReport = SessionReport()
        let outcomes = await session.enter(
            ".todos(.cmd(.add(item: \"<b>Milk</b>\")))", "expect state.todos.items.count == 2", ":report \(page)", ":clock advance 1h", ":report \(page)")
        #expect(outcomes[2].events == [.output("wrote \(page): 2 steps")])
        #expect(outcomes[4].events == [.output("wrote \(page): 4 steps")])
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("\\u003cb\\u003eMilk"))
        #expect(html.contains("[\"diff\","))
        #expect(html.contains("[\"fail\","))
        #expect(html.contains("[\"clock\",\"advance 1h\",\"2024-06-16T10:00:00Z\"]"))

        let other = directory.url.appendingPathComponent("notes.html").path
        try "<p>mine</p>".write(toFile: other, atomically: true, encoding: .utf8)
        let refused = await session.enter(":report \(other)")
        #expect(refused[0].couldNotRun)
        #expect(try String(contentsOfFile: other, encoding: .utf8) == "<p>mine</p>")
        #expect(await session.enter(":report! \(other)")[0].couldNotRun == false)
    }

    @Test("a scenario typed in a session starts a section of its own on the page")
    func sessionScenarios() {
        let entries = [".todos(.cmd(.add(item: \"x\")))", "scenario \"a fresh list\"", "expect state.todos.items.count == 1"]
            .enumerated().map { index, text in
                SessionReport.Entry(
                    outcome: StatementOutcome(
                        file: nil, line: index + 1, text: text, events: index == 2 ? [.expectationFailed(details: "expected 1, found 0")] : [],
                        isExpectation: index == 2, stop: false),
                    stateDiff: nil)
            }
        let html = HTMLReport.render(session: entries, title: "session")
        #expect(html.contains("<details class=\"scenario passed\" id=\"f-session--file\" data-index=\"0\">"))
        #expect(html.contains("<details class=\"scenario failed\" id=\"f-session--a-fresh-list\" data-index=\"1\" open>"))
        #expect(html.contains("<span class=\"count failed\">1 failed</span>"))
    }

    @Test("an interpreter keeps no report unless asked: :report says so")
    func notKept() async throws {
        let session = try ScriptSession(KhipuDomain(TodosDomain.definition))
        let outcome = try #require(await session.enter(":report x.html").first)
        #expect(outcome.couldNotRun)
        #expect(session.interpreter.sessionReport == nil)
    }
}
