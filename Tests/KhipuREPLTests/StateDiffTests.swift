import KhipuScript
import Testing

@Suite("The state's changes after a dispatch")
struct StateDiffTests {
    @Test("equal states have no diff")
    func unchanged() async throws {
        let session = try TodosSession()
        #expect(StateDiff.lines(before: session.interpreter.state, after: session.interpreter.state) == nil)
    }

    @Test("a changed field shows with the lines that lead to it; the rest collapses")
    func changedField() async throws {
        let session = try TodosSession()
        await session.run(#".todos(.cmd(.add(item: "Tea")))"#, #".todos(.cmd(.add(item: "Coffee")))"#)
        let before = session.interpreter.state
        await session.run(#".todos(.cmd(.update(item: state.todos.items[1].alter(.title(to: "Espresso")))))"#)
        let lines = try #require(StateDiff.lines(before: before, after: session.interpreter.state))
        let rendered = lines.map(\.rendered)
        #expect(rendered.contains(#"-             title: "Coffee""#))
        #expect(rendered.contains(#"+             title: "Espresso""#))
        #expect(rendered.first == "  AppState(todos: TodoList(")
        #expect(rendered.contains("      items: ["))
        #expect(!rendered.contains { $0.contains("Tea") })
        #expect(lines.contains { $0.kind == .collapsed && $0.text.hasSuffix("…") })
        #expect(lines.count < 16)
    }

    @Test("an added item shows as added lines")
    func addedItem() async throws {
        let session = try TodosSession()
        let before = session.interpreter.state
        await session.run(#".todos(.cmd(.add(item: "Tea")))"#)
        let lines = try #require(StateDiff.lines(before: before, after: session.interpreter.state))
        #expect(lines.contains(StateDiff.Line(.added, #"            title: "Tea""#)))
        #expect(lines.contains { $0.kind == .removed && $0.text.contains("items: []") })
    }
}
