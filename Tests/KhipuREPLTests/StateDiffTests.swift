import KhipuScript
import KhipuTestSupport
import Testing

@Suite("The state's changes after a dispatch")
struct StateDiffTests {
    @Test("equal states have no diff")
    func unchanged() async throws {
        let session = try todosSession()
        #expect(StateDiff.lines(before: session.interpreter.state, after: session.interpreter.state) == nil)
    }

    @Test("a changed field shows with its path, [1] for the element; the rest folds as unchanged")
    func changedField() async throws {
        let session = try todosSession()
        await session.enter(#".todos(.cmd(.add(item: "Tea")))"#, #".todos(.cmd(.add(item: "Coffee")))"#)
        let before = session.interpreter.state
        await session.enter(#".todos(.cmd(.update(item: state.todos.items[1].alter(.title(to: "Espresso")))))"#)
        let lines = try #require(StateDiff.lines(before: before, after: session.interpreter.state))
        let rendered = lines.map(\.rendered)
        #expect(rendered.contains(#"-             title: "Coffee""#))
        #expect(rendered.contains(#"+             title: "Espresso""#))
        #expect(rendered.first == "  AppState(todos: TodoList(")
        #expect(rendered.contains("      items: ["))
        #expect(!rendered.contains { $0.contains("Tea") })
        #expect(rendered.contains("          [1]: TodoItem("))
        #expect(rendered.contains("          … (1 unchanged)"))
        #expect(rendered.contains("              … (6 unchanged)"))
        #expect(lines.count < 10)
    }

    @Test("an added item shows as added lines")
    func addedItem() async throws {
        let session = try todosSession()
        let before = session.interpreter.state
        await session.enter(#".todos(.cmd(.add(item: "Tea")))"#)
        let lines = try #require(StateDiff.lines(before: before, after: session.interpreter.state))
        #expect(lines.contains(StateDiff.Line(.added, #"            title: "Tea""#)))
        #expect(lines.contains { $0.kind == .removed && $0.text.contains("items: []") })
    }

    @Test("a field that appears shows its nil side")
    func nilToValue() throws {
        let lines = try #require(StateDiff.lines(before: User(name: "a", nickname: nil), after: User(name: "a", nickname: "b")))
        #expect(lines.map(\.rendered) == ["  User(", "      … (1 unchanged)", "-     nickname: nil", #"+     nickname: "b""#])
    }

    @Test("a long list with many changed elements prints a handful of lines")
    func manyChanges() throws {
        let before = (0..<1_000).map { Cell(x: $0, y: 0) }
        let after = (0..<1_000).map { Cell(x: $0, y: 1) }
        let lines = try #require(StateDiff.lines(before: before, after: after))
        #expect(lines.count < 20)
        #expect(lines.last?.text.contains("more changed") == true)
    }
}

private struct User: Encodable {
    let name: String
    let nickname: String?
}

private struct Cell: Encodable {
    let x: Int
    let y: Int
}
