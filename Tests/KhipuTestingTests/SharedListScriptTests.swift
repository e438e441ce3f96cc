import Foundation
import KhipuScript
import KhipuTestSupport
import KhipuTesting
import Testing
import Todos

/// Todos' items are a `SharedArray`; in a script they are a list like any `[TodoItem]`.
@Suite("A shared list in scripts")
struct SharedListScriptTests {
    @Test("binds as [TodoItem], compares with one, and reads as a list")
    func sharedListInScripts() async throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("shared.khipu", contents: """
            .todos(.cmd(.add(item: "a")))
            .todos(.cmd(.add(item: "b")))
            let items: [TodoItem] = state.todos.items
            expect items.count == 2
            expect state.todos.items == items
            expect items == state.todos.items
            expect state.todos.items.last.title == "b"
            expect state.todos.items contains items[0]
            let first = state.todos.items.first
            expect first.title == "a"
            """)
        await expectScript(at: path, domains: [KhipuDomain(TodosDomain.definition)])
    }
}
