import KhipuDSL
@testable import KhipuScript
import Testing
import Todos

@Suite("type-checking a script without running it")
struct ScriptCheckerTests {
    private func diagnostics(_ script: String) async throws -> [(line: Int, id: DiagnosticID, message: String)] {
        let todos = KhipuDomain(TodosDomain.definition)
        let checker = try ScriptChecker(domains: [todos], defaultDomain: todos)
        var found: [(Int, DiagnosticID, String)] = []
        for statement in StatementSplitter.split(script) {
            if let diagnostic = await checker.check(statement) { found.append((statement.line, diagnostic.id, diagnostic.message)) }
        }
        return found
    }

    @Test("a wrong case, an unknown name, an unknown command and bad syntax are each found on their line")
    func findsErrors() async throws {
        let found = try await diagnostics("""
            .todos(.cmd(.ad(item: "x")))
            .todos(.cmd(.add(item: cofee)))
            :clok advance 5m
            expect .todos(.ack(.added(item: "x"))
            """)
        #expect(found.map(\.line) == [1, 2, 3, 4])
        #expect(found.map(\.id) == [.unknownCase, .unknownName, .unknownCommand, .unclosedBracket])
    }

    @Test("nothing is dispatched: state stays initial, and what depends on it is not an error")
    func nothingRuns() async throws {
        let todos = KhipuDomain(TodosDomain.definition)
        let checker = try ScriptChecker(domains: [todos], defaultDomain: todos)
        let script = """
            .todos(.cmd(.add(item: "Tea")))
            let tea = state.todos.items[0]
            .todos(.cmd(.update(item: tea.alter(.finish))))
            expect state.todos.items[0].state == .finished
            expect tea.title == "Tea"
            """
        for statement in StatementSplitter.split(script) {
            #expect(await checker.check(statement) == nil)
        }
        #expect("\(checker.interpreter.state)".contains("items: []"))
    }

    @Test("a wrong case next to a value only running could know is still found")
    func errorBesideRuntimeValue() async throws {
        let found = try await diagnostics("""
            let tea = state.todos.items[0]
            .todos(.cmd(.updat(item: tea)))
            """)
        #expect(found.map(\.line) == [2])
        #expect(found.first?.id == .unknownCase)
    }

    @Test("names bound with let are known to the lines after them")
    func bindings() async throws {
        let found = try await diagnostics("""
            let coffee = TodoItem(title: "Get coffee")
            .todos(.cmd(.add(item: coffee.alter(.finish))))
            expect .todos(.ack(.added(item: coffee)))
            """)
        #expect(found.isEmpty)
    }
}

@Suite("record mode's names")
struct BoundNameSubstitutionTests {
    @Test("a part that prints as a bound value is written as its name, the innermost only where the outer does not match")
    func substitutes() {
        let naming = BoundNameSubstitution(bindings: [
            (name: "tea", value: #"TodoItem(title: "Tea")"#),
            (name: "done", value: ".finished"),
            (name: "n", value: "1"),
        ])
        #expect(naming.rewrite(#".todos(.ack(.added(item: TodoItem(title: "Tea"))))"#) == ".todos(.ack(.added(item: tea)))")
        #expect(naming.rewrite(#".todos(.ack(.added(item: TodoItem(title: "Coffee", state: .finished, count: 1))))"#)
            == #".todos(.ack(.added(item: TodoItem(title: "Coffee", state: done, count: 1))))"#)
    }

    @Test("the latest binding of equal values wins, and without bindings the text is unchanged")
    func latestWins() {
        let naming = BoundNameSubstitution(bindings: [(name: "a", value: #""x""#), (name: "b", value: #""x""#)])
        #expect(naming.rewrite(#".m(v: "x")"#) == ".m(v: b)")
        #expect(BoundNameSubstitution(bindings: []).rewrite(#".m(v: "x")"#) == #".m(v: "x")"#)
    }
}
