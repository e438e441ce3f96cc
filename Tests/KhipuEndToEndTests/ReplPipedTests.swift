import Foundation
import KhipuTestSupport
import Testing

/// `khipu` with standard input or output not a terminal: no prompt, no escape codes.
@Suite("The REPL on a pipe")
struct ReplPipedTests {
    @Test("piped messages print their responses and exit 0")
    func responses() async throws {
        let result = try await KhipuProcess.run([], stdin: Data(".todos(.cmd(.add(item: \"x\")))\n".utf8), environment: ["TERM": "xterm-256color"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(#".todos(.ack(.added(item: TodoItem(id: "00000000-0000-0000-0000-000000000002", title: "x""#))
        #expect(!result.output.contains("\u{1B}"))
        #expect(!result.output.contains("todos>"))
        #expect(!result.output.contains("AppState("))
    }

    @Test("an error is reported without escape codes and the exit status is 1")
    func error() async throws {
        let input = ".todos(.cmd(.ad(item: \"x\")))\n.todos(.cmd(.add(item: \"y\")))\n"
        let result = try await KhipuProcess.run([], stdin: Data(input.utf8), environment: ["TERM": "xterm-256color"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("<input>:1:14: error: unknown case 'ad' of Message.Todos.CMD\n  .todos(.cmd(.ad(item: \"x\")))\n               ^~"))
        #expect(result.stdout.contains(#"title: "y""#))
        #expect(!result.output.contains("\u{1B}"))
    }

    @Test("--store keeps the state across sessions")
    func store() async throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appendingPathComponent("todos.json").path
        let first = try await KhipuProcess.run(["--store", store], stdin: ".todos(.cmd(.add(item: \"Kept\")))\n")
        #expect(first.status == 0)
        let second = try await KhipuProcess.run(["--store", store], stdin: ":state todos.items.count\n:state todos.items[0].title\n")
        #expect(second.status == 0)
        #expect(second.stdout == "1\n\"Kept\"\n")
    }

    @Test(":save from a pipe writes a script that khipu run passes")
    func save() async throws {
        let directory = try TemporaryDirectory()
        let script = directory.url.appendingPathComponent("piped.khipu").path
        let input = ".todos(.cmd(.add(item: \"x\")))\nlet x = state.todos.items[0]\n.todos(.cmd(.remove(item: x)))\n:save \(script)\n"
        let saved = try await KhipuProcess.run(["--live"], stdin: input)
        #expect(saved.status == 0)
        let run = try await KhipuProcess.run(["run", script], stdin: "")
        #expect(run.status == 0)
        #expect(run.lastLine == "2 passed, 0 failed, 0 skipped")
    }
}
