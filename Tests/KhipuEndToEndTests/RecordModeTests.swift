import Foundation
import KhipuTestSupport
import Testing

@Suite("khipu run --record")
struct RecordModeTests {
    @Test("one wrong message expectation: only its line changes, with the bound name, and the script then passes")
    func oneWrongExpectation() async throws {
        let directory = try TemporaryDirectory()
        let lines = [
            "# Adding coffee",
            "let coffee = TodoItem(title: \"Get coffee\")",
            ".todos(.cmd(.add(item: coffee)))",
            "  expect .todos(.ack(.removed(item: coffee)))   // wrong",
            "expect state.todos.items.count == 1",
            "",
        ]
        let script = try directory.file("record.khipu", contents: lines.joined(separator: "\n"))
        let recorded = try await KhipuProcess.run(["run", "--record", script])
        #expect(recorded.status == 0, "\(recorded.output)")
        #expect(recorded.stdout.contains("record.khipu:4: recorded"))

        var expected = lines
        expected[3] = "  expect .todos(.ack(.added(item: coffee)))   // wrong"
        #expect(try String(contentsOfFile: script, encoding: .utf8) == expected.joined(separator: "\n"))

        let rerun = try await KhipuProcess.run(["run", script])
        #expect(rerun.status == 0, "\(rerun.output)")
        #expect(rerun.lastLine == "2 passed, 0 failed, 0 skipped")
    }

    @Test("expect nothing becomes what was emitted, and a failed comparison is left alone and still fails")
    func expectNothingAndComparisons() async throws {
        let directory = try TemporaryDirectory()
        let text = """
            .todos(.cmd(.add(item: "Tea")))
            expect nothing
            expect state.todos.items.count == 5
            """
        let script = try directory.file("nothing.khipu", contents: text)
        let recorded = try await KhipuProcess.run(["run", "--record", script])
        #expect(recorded.status != 0)
        #expect(recorded.stdout.contains("1 failure cannot be recorded"))
        let rewritten = try String(contentsOfFile: script, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(rewritten[0] == ".todos(.cmd(.add(item: \"Tea\")))")
        #expect(rewritten[1].hasPrefix("expect .todos(.ack(.added(item: TodoItem(id: \"00000000-0000-0000-0000-"))
        #expect(rewritten[1].contains("title: \"Tea\""))
        #expect(rewritten[2] == "expect state.todos.items.count == 5")
        let rerun = try await KhipuProcess.run(["run", script])
        #expect(rerun.lastLine == "1 passed, 1 failed, 0 skipped")
    }

    @Test("a passing script is not touched")
    func passingScriptUntouched() async throws {
        let directory = try TemporaryDirectory()
        let text = ".todos(.cmd(.add(item: \"Tea\")))\r\nexpect state.todos.items.count == 1\r\n"
        let script = try directory.file("pass.khipu", contents: text)
        let result = try await KhipuProcess.run(["run", "--record", script])
        #expect(result.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: script)) == Data(text.utf8))
    }
}
