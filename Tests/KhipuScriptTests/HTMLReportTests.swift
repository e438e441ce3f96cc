import Foundation
import Khipu
import KhipuDSL
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

    /// The page's steps as its script reads them: the JSON of `<script id="khipu-steps">`.
    private static func payload(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"khipu-steps\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = Data(html[start.upperBound..<end.lowerBound].utf8)
        return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    }

    /// The steps of the page's `scenario`th scenario, in page order.
    private static func steps(_ html: String, scenario: Int) throws -> [[String: Any]] {
        let scenarios = try #require(try payload(html)["scenarios"] as? [[String: Any]])
        try #require(scenarios.indices.contains(scenario), "\(scenarios.count) scenarios")
        return try #require(scenarios[scenario]["steps"] as? [[String: Any]])
    }

    private static func items(_ step: [String: Any]) -> [[String: Any]] {
        step["items"] as? [[String: Any]] ?? []
    }

    @Test("every text is escaped: a <script> in a message or a name cannot run or end the steps' JSON")
    func escaping() {
        let html = Report.render(Self.document)
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("</script><script>alert(2)"))
        #expect(html.contains("\\u003cscript\\u003ealert(1)"))
        #expect(html.contains("<title>a &lt;b&gt;run&lt;/b&gt;</title>"))
        #expect(html.contains("adds an &lt;item&gt;"))
        // Exactly the page's own two script elements, the second the report's script file.
        #expect(html.contains("<script>\n// The HTML report's script"))
        #expect(html.components(separatedBy: "<script").count - 1 == 2)
        #expect(html.components(separatedBy: "</script>").count - 1 == 2)
    }

    @Test("anchors come from the file, the scenario and the line; repeats get a number")
    func anchors() throws {
        let html = Report.render(Self.document)
        #expect(html.contains("id=\"f-cart-khipu\""))
        #expect(html.contains("id=\"f-cart-khipu--adds-an-item\""))
        // A step's id is its scenario's and its line (`…--L4`), written out only where it is not.
        let first = try Self.steps(html, scenario: 0)[0]
        #expect(first["line"] as? Int == 4 && first["id"] == nil)
        #expect(!html.contains("--L4"))
        var twice = Self.document
        twice.files[0].scenarios[1].name = "adds an <item>"
        twice.files[0].scenarios[0].steps[1].line = 4
        let repeated = Report.render(twice)
        #expect(repeated.contains("id=\"f-cart-khipu--adds-an-item-2\""))
        #expect(try Self.steps(repeated, scenario: 0)[1]["id"] as? String == "f-cart-khipu--adds-an-item--L4-2")
    }

    @Test("a failing scenario is open, a passing one folded; the summary counts and links each file")
    func failureOpened() throws {
        let html = Report.render(Self.document)
        #expect(html.contains("<details class=\"scenario failed\" id=\"f-cart-khipu--fails\" data-index=\"1\" open>"))
        #expect(html.contains("<details class=\"scenario passed\" id=\"f-cart-khipu--adds-an-item\" data-index=\"0\">"))
        #expect(html.contains("<a href=\"#f-cart-khipu\">cart.khipu</a>"))
        #expect(html.contains("<span class=\"count failed\">2 failed</span>"))
        let failing = try Self.steps(html, scenario: 1)
        #expect(failing.allSatisfy { $0["failed"] as? Bool == true })
        #expect(Self.items(failing[0]).first?["kind"] as? String == "failed")
        #expect(Self.items(failing[0]).first?["text"] as? String == "expected 1, found 0")
        let problem = try #require(Self.items(failing[1]).first)
        #expect(problem["kind"] as? String == "problem" && problem["id"] as? String == "unknown-case")
        #expect(problem["text"] as? String == "cart.khipu:10:2: error: no case 'ad'\n  did you mean 'add'?")
        #expect(try Self.steps(html, scenario: 0).allSatisfy { $0["failed"] == nil })
    }

    @Test("the failures are listed first, each a link to its step with where it is and why")
    func failureList() {
        let html = Report.render(Self.document)
        let list = html.range(of: "<nav class=\"failures\"").map { String(html[$0.lowerBound...]) } ?? ""
        #expect(list.hasPrefix("<nav class=\"failures\" aria-label=\"failures\">\n<h2>2 failures</h2>"))
        #expect(list.contains("<li><a href=\"#f-cart-khipu--fails--L9\">cart.khipu:9</a> <code>expect state.count == 1</code> <span class=\"why\">expected 1, found 0</span></li>"))
        #expect(list.contains("<li><a href=\"#f-cart-khipu--fails--L10\">cart.khipu:10</a> <code>.ad(&quot;x&quot;)</code> <span class=\"why\">error: no case 'ad'</span></li>"))
        // Above the files' table.
        #expect(html.range(of: "<nav class=\"failures\"")!.lowerBound < html.range(of: "<nav class=\"summary\"")!.lowerBound)
        #expect(!Report.render(Report.Document(title: "t", files: [Report.File(path: "a.khipu", scenarios: [])])).contains("<nav class=\"failures\""))
    }

    @Test("messages carry their source, clock moves their virtual time, the state diff its lines")
    func sources() throws {
        let html = Report.render(Self.document)
        #expect(html.contains(".added(\\\"\\u003c/script\\u003e"))
        let items = Self.items(try Self.steps(html, scenario: 0)[0])
        #expect(items[1]["kind"] as? String == "message" && items[1]["source"] as? String == "answer" && items[1]["sourceKind"] as? String == "answer")
        #expect(items[2]["source"] as? String == "later follow-up of .place" && items[2]["sourceKind"] as? String == "follow-up")
        let diff = try #require(items[3]["lines"] as? [[String: Any]])
        #expect(diff.first?["kind"] as? String == "+" && diff.first?["text"] as? String == "items: [\"<i>\"]")
        let clock = Self.items(try Self.steps(html, scenario: 0)[1])[0]
        #expect(clock["kind"] as? String == "clock" && clock["by"] as? String == "advance 2s" && clock["now"] as? String == "2024-06-16T09:00:02Z")
    }

    @Test("a file's background is shown once, before its scenarios, which link to it")
    func backgroundOnce() throws {
        let background = [Report.Step(line: 1, text: ":domain counter", items: []), Report.Step(line: 2, text: ".counter(.cmd(.increment))", items: [.sent(".counter(.cmd(.increment))")])]
        func scenario(_ name: String, line: Int) -> Report.Scenario {
            Report.Scenario(name: name, line: line, status: .passed, passed: 1, steps: background + [Report.Step(line: line + 1, text: "expect state.counter.value == 1", items: [.expectationPassed])])
        }
        let shown = HTMLReport.Background.shownOnce(in: [scenario("one", line: 4), scenario("two", line: 7)])
        #expect(shown.map(\.name) == ["Background", "one", "two"])
        #expect(shown[0].isBackground && shown[0].steps.map(\.line) == [1, 2])
        #expect(shown[1].steps.map(\.line) == [5] && shown[1].backgroundStepsShownAbove == 2)
        let html = Report.render(Report.Document(title: "t", files: [Report.File(path: "c.khipu", scenarios: shown)]))
        #expect(html.contains("<details class=\"scenario background\" id=\"f-c-khipu--background\" data-index=\"0\">"))
        #expect(html.contains("after the file's <a href=\"#f-c-khipu--background\">background</a> (2 steps, as shown there)"))
        // One scenario alone keeps its background where it ran.
        #expect(HTMLReport.Background.shownOnce(in: [scenario("one", line: 4)]).count == 1)
    }

    @Test("a passing scenario's notes are in its header, read without opening it")
    func notesInHeader() {
        let document = Report.Document(title: "t", files: [Report.File(path: "c.khipu", scenarios: [
            Report.Scenario(name: "waits", line: 2, status: .passed, passed: 1, notes: ["work still waiting: a timer due at 10:00"], steps: [])
        ])])
        let html = Report.render(document)
        let summary = html.range(of: "<summary>").map { String(html[$0.lowerBound...].prefix(1_500)) } ?? ""
        #expect(summary.contains("<span class=\"note\">work still waiting: a timer due at 10:00</span></summary>"))
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
        // The file's background (its `:domain` line) is shown once, before the two scenarios.
        #expect(try Self.steps(html, scenario: 0).map { $0["text"] as? String } == [":domain todos"])
        let added = Self.items(try #require(try Self.steps(html, scenario: 1).first))
        #expect((added.first?["text"] as? String)?.hasPrefix(".todos(.cmd(.add(item: TodoItem(") == true && added.first?["kind"] as? String == "sent")
        #expect(added.contains { $0["kind"] as? String == "message" && $0["source"] as? String == "answer" })
        #expect(added.contains { $0["kind"] as? String == "diff" })
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
        let kinds = try Self.steps(html, scenario: 0).flatMap(Self.items).compactMap { $0["kind"] as? String }
        #expect(kinds.contains("diff") && kinds.contains("failed") && kinds.contains("clock"))
        #expect(html.contains("\"by\":\"advance 1h\""))

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

    @Test("an attached session's page: arrivals labelled by their source without a line, refusals not failures, diagnostics at the typed statement")
    func attachedSession() throws {
        func typed(_ text: String, _ events: [ScriptEvent]) -> SessionReport.Entry {
            SessionReport.Entry(outcome: StatementOutcome(file: nil, line: 1, text: text, events: events, isExpectation: false, stop: false), stateDiff: nil)
        }
        func diagnostic(_ diagnostic: Diagnostic, in text: String) -> ScriptEvent {
            .failed(.diagnostic(LocatedDiagnostic(diagnostic, source: StatementSource(text: text, line: 1), fileName: nil)))
        }
        let misspelt = ".todos(.cmd(.remve(item: x)))"
        let entries = [
            typed(".todos(.cmd(.add(item: \"x\")))", [.dispatched(message: ".todos(.cmd(.add(item: \"x\")))", outputs: [EmittedMessage(".todos(.ack(.added))", source: .answer)])]),
            SessionReport.Entry(
                outcome: StatementOutcome(
                    file: nil, line: 0, text: "# from app",
                    events: [.emitted([EmittedMessage(".todos(.cmd(.clear))", source: .app), EmittedMessage(".todos(.ack(.cleared))", source: .answer)])],
                    isExpectation: false, stop: false),
                stateDiff: nil),
            typed(":undo", [diagnostic(.notLive(":undo", why: "the app's past is not this session's", at: SourceRange(0, 5)), in: ":undo")]),
            typed(misspelt, [diagnostic(Diagnostic("unknown case 'remve'", at: SourceRange(13, 18), suggestion: "remove", id: .unknownCase), in: misspelt)]),
        ]
        let html = HTMLReport.render(session: entries, title: "attached")
        let steps = try Self.steps(html, scenario: 0)
        // Typed statements are numbered 1, 2, 3; what the app sent in between has no number of its own.
        #expect(steps.map { $0["line"] as? Int } == [1, 1, 2, 3])
        #expect(steps[1]["arrival"] as? Bool == true && steps[1]["text"] as? String == "from app")
        #expect(Self.items(steps[1]).map { $0["source"] as? String } == ["the app", "answer"])
        #expect(Self.items(steps[2]).first?["kind"] as? String == "refused" && steps[2]["failed"] == nil)
        let problem = try #require(Self.items(steps[3]).first?["text"] as? String)
        #expect(problem.hasPrefix("session:3:14: error: unknown case 'remve'"), "\(problem)")
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
