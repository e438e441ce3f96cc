import Foundation
import Khipu
import KhipuScript
import KhipuTestSupport
import Testing
import Todos

@Suite(":save writes the session as a script that khipu run passes")
struct SaveTests {
    private func runScript(_ path: String) async -> FileResult {
        let todos = KhipuDomain(TodosDomain.definition)
        return await ScriptRunner(domains: [todos], defaultDomain: todos, failFast: false).run(path) { _ in }
    }

    @Test("every dispatch is followed by what it emitted, with bound names where they fit")
    func savedScriptPasses() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("session.khipu")
        let session = try todosSession()
        let outcomes = await session.enter(
            #"let coffee = TodoItem(title: "Get coffee")"#,
            ".todos(.cmd(.add(item: coffee)))",
            #".todos(.cmd(.add(item: "Tea")))"#,
            ".todos(.cmd(.ad(item: coffee)))",
            ":state",
            "expect state.todos.items.count == 2",
            ":undo",
            ":clock advance 90m",
            ".todos(.cmd(.update(item: coffee.alter(.finish))))",
            ":save \(path)"
        )
        #expect(outcomes.last?.texts.first?.hasPrefix("saved 7 statements and 3 expectations to \(path)") == true)
        let script = try String(contentsOfFile: path, encoding: .utf8)
        #expect(script.contains(":domain todos\n"))
        #expect(script.contains(".todos(.cmd(.add(item: coffee)))\nexpect .todos(.ack(.added(item: coffee)))\n"))
        #expect(script.contains(#"expect .todos(.ack(.added(item: TodoItem(id: "00000000-0000-0000-0000-000000000003", title: "Tea""#))
        #expect(!script.contains(".ad(item"))
        #expect(!script.contains(":state\n"))
        #expect(script.contains(":undo\n:clock advance 90m\n"))
        let result = await runScript(path)
        #expect(result.failed == 0)
        #expect(result.passed == 4)
    }

    @Test("a session on the live clock saves a script that passes on the fixed one")
    func liveSession() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("live.khipu")
        let session = try todosSession(environment: .live())
        await session.enter(#".todos(.cmd(.add(item: "Tea")))"#, "let tea = state.todos.items[0]", ".todos(.cmd(.remove(item: tea)))", ":save \(path)")
        let script = try String(contentsOfFile: path, encoding: .utf8)
        #expect(script.contains("expect .todos(.ack(.removed(item: tea)))"))
        let result = await runScript(path)
        #expect(result.failed == 0)
        #expect(result.passed == 2)
    }

    @Test("statements that do not run from the initial state stay as comments")
    func storedState() async throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appendingPathComponent("todos.json")
        do {  // A store has one writer at a time: the first session ends before the second opens it.
            let first = try todosSession(storeFile: store)
            await first.enter(#".todos(.cmd(.add(item: "Tea")))"#)
        }
        let second = try todosSession(storeFile: store)
        let path = directory.path("stored.khipu")
        await second.enter("let tea = state.todos.items[0]", #"expect tea.title == "Tea""#, ".todos(.cmd(.remove(item: tea)))", ":save \(path)")
        let script = try String(contentsOfFile: path, encoding: .utf8)
        #expect(script.contains("# let tea = state.todos.items[0]"))
        // Nothing is left to check, and `khipu run` says so rather than passing it.
        let result = await runScript(path)
        #expect(result.passed == 0)
        #expect(result.scenarios.first?.checksNothing == true)
    }

    @Test(":save needs a file name")
    func needsFile() async throws {
        let session = try todosSession()
        let outcome = await session.enter(":save")[0]
        #expect(outcome.failed)
        #expect(outcome.texts[0].contains("expected a file to save the session to"))
    }
}
