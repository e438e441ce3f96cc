import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import KhipuTestSupport
import Testing

@Suite("khipu run")
struct RunCommandTests {
    @Test("runs the Todos acceptance script and passes")
    func todosScriptPasses() async throws {
        let result = try await KhipuProcess.run(["run", "scripts/todos.khipu"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.lastLine.hasSuffix(" passed, 0 failed, 0 skipped"))
        let passed = Int(result.lastLine.split(separator: " ").first ?? "") ?? 0
        #expect(passed > 30)
    }

    @Test("a wrong expectation exits non-zero, names file and line, and shows the difference")
    func wrongExpectation() async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("wrong.khipu", contents: """
            let coffee = TodoItem(title: "Get coffee")
            .todos(.cmd(.add(item: coffee)))
            expect .todos(.ack(.removed(item: coffee)))
            expect state.todos.items.count == 2
            """)
        let result = try await KhipuProcess.run(["run", script])
        #expect(result.status != 0)
        #expect(result.stdout.contains("wrong.khipu:3: expectation failed"))
        #expect(result.stdout.contains("-") && result.stdout.contains("+"))
        #expect(result.stdout.contains("removed"))
        #expect(result.stdout.contains("added"))
        #expect(result.stdout.contains("wrong.khipu:4: expectation failed"))
        #expect(result.stdout.contains("expected 2, found 1"))
        #expect(result.lastLine == "0 passed, 2 failed, 0 skipped")
    }

    @Test("two runs of the same script print byte-identical transcripts")
    func deterministicTranscript() async throws {
        let first = try await KhipuProcess.run(["run", "--transcript", "scripts/todos.khipu"])
        let second = try await KhipuProcess.run(["run", "--transcript", "scripts/todos.khipu"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.contains("> .todos(.cmd(.add(item: coffee)))"))
        #expect(first.stdout.contains("00000000-0000-0000-0000-000000000002"))
        #expect(first.stdout.contains("2024-06-16T09:00:00Z"))
    }

    @Test("a file that cannot be read counts as one failure")
    func missingFile() async throws {
        let result = try await KhipuProcess.run(["run", "scripts/todos.khipu", "no-such-file.khipu"])
        #expect(result.status != 0)
        #expect(result.stdout.contains("no-such-file.khipu: error: cannot read the file"))
        #expect(result.lastLine.hasSuffix(" passed, 1 failed, 0 skipped"))
    }

    @Test("--fail-fast stops at the first failure and counts what it did not reach as skipped")
    func failFast() async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("two.khipu", contents: """
            expect state.todos.items.count == 1
            expect state.todos.items.count == 2
            """)
        let later = try directory.file("later.khipu", contents: """
            scenario "one"
            expect state.todos.items.count == 0
            scenario "two"
            expect state.todos.items.count == 0
            expect state.todos.items.isEmpty == true
            """)
        let all = try await KhipuProcess.run(["run", script, later])
        let fast = try await KhipuProcess.run(["run", "--fail-fast", script, later])
        #expect(all.lastLine == "3 passed, 2 failed, 0 skipped")
        #expect(fast.lastLine == "0 passed, 1 failed, 4 skipped")
        #expect(fast.status == 1)
    }

    @Test("--tap reports a test point per scenario, the summary as a comment, then the plan")
    func tap() async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("tap.khipu", contents: """
            scenario "holds"
            expect state.todos.items.count == 0
            scenario "does not hold"
            expect state.todos.items.count == 3
            """)
        let result = try await KhipuProcess.run(["run", "--tap", script])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "TAP version 13")
        #expect(lines.contains { $0.hasPrefix("ok 1 - ") && $0.hasSuffix("tap.khipu: holds") })
        #expect(lines.contains { $0.hasPrefix("not ok 2 - ") && $0.hasSuffix("tap.khipu: does not hold") })
        #expect(result.stdout.contains("expected 3, found 0"))
        #expect(Array(lines.suffix(2)) == ["# 1 passed, 1 failed, 0 skipped", "1..2"])
        #expect(result.status == 1)
    }

    @Test("--junit writes one test case per scenario")
    func junit() async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("junit.khipu", contents: """
            expect state.todos.items.count == 0
            expect state.todos.items.count == 3
            """)
        let report = directory.url.appendingPathComponent("report.xml").path
        let result = try await KhipuProcess.run(["run", "--junit", report, script])
        #expect(result.status != 0)
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 1)
        #expect(xml.components(separatedBy: "<failure ").count - 1 == 1)
        #expect(xml.contains("name=\"junit\""))
        #expect(xml.contains("tests=\"1\" failures=\"1\" errors=\"0\" skipped=\"0\""))
        _ = try XMLDocument(xmlString: xml)
    }

    @Test("a script picks its domain with :domain; an unknown one is an error with a suggestion")
    func unknownDomain() async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("domain.khipu", contents: ":domain todo\n")
        let result = try await KhipuProcess.run(["run", script])
        #expect(result.status != 0)
        #expect(result.stdout.contains("unknown domain 'todo'"))
        #expect(result.stdout.contains("did you mean 'todos'?"))
    }
}
