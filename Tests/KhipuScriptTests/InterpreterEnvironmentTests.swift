import Foundation
import Khipu
import KhipuDSL
import KhipuTestSupport
import Testing
import Todos
@testable import KhipuScript

@Suite("The interpreter's own environment")
struct InterpreterEnvironmentTests {
    @Test("driven without binding any environment, it takes ids and time from its own")
    func ownEnvironment() async throws {
        let todos = KhipuDomain(TodosDomain.definition)
        // The caller runs under a live environment, whose ids are random.
        let outcome = try await KhipuEnvironment.$current.withValue(.live()) {
            let interpreter = try ScriptSession(todos).interpreter
            _ = await interpreter.run(ParsedStatement(StatementSource(text: #".todos(.cmd(.add(item: "Get coffee")))"#)), file: nil)
            return await interpreter.run(ParsedStatement(StatementSource(text: ":state")), file: nil).merged
        }
        guard case .output(let state)? = outcome.events.first else {
            Issue.record("expected the state, got \(outcome.events)")
            return
        }
        #expect(state.contains(#"id: "00000000-0000-0000-0000-000000000001""#))
        #expect(state.contains(#"id: "00000000-0000-0000-0000-000000000002""#))
        #expect(state.contains(#"created: "2024-06-16T09:00:00Z""#))
    }

    @Test("one decoder serves the session: names bound later are known to it")
    func laterBindings() async throws {
        let todos = KhipuDomain(TodosDomain.definition)
        let interpreter = try ScriptSession(todos).interpreter
        for line in [#".todos(.cmd(.add(item: "a")))"#, #"let coffee = TodoItem(title: "Get coffee")"#, ".todos(.cmd(.add(item: coffee)))"] {
            let outcome = await interpreter.run(ParsedStatement(StatementSource(text: line)), file: nil).merged
            #expect(!outcome.failed, "\(line): \(outcome.events)")
        }
        let count = await interpreter.run(ParsedStatement(StatementSource(text: "expect state.todos.items.count == 2")), file: nil).merged
        #expect(count.events == [.expectationPassed])
    }

    @Test("undo after many steps gives back exactly the state of that step", arguments: [1, 7, 300])
    func undoReplays(steps: Int) async throws {
        let todos = KhipuDomain(TodosDomain.definition)
        let interpreter = try ScriptSession(todos).interpreter
        interpreter.undoLimit = 100
        var states: [AppState] = []
        for index in 0..<120 {
            _ = await interpreter.run(ParsedStatement(StatementSource(text: ".todos(.cmd(.add(item: \"item \(index)\")))")), file: nil)
            states.append(try #require(interpreter.state as? AppState))
        }
        let undo = await interpreter.run(ParsedStatement(StatementSource(text: ":undo \(steps)")), file: nil).merged
        #expect(!undo.failed)
        let expected = states[max(states.count - 1 - steps, states.count - 1 - 100)]
        #expect(interpreter.state as? AppState == expected)
    }

    @Test("history turned off then on again: undo gives back the states of the steps made since", arguments: [1, 2, 3])
    func undoAfterHistoryComesBack(steps: Int) async throws {
        let todos = KhipuDomain(TodosDomain.definition)
        let interpreter = try ScriptSession(todos).interpreter
        interpreter.undoLimit = 0
        for index in 0..<5 {
            _ = await interpreter.run(ParsedStatement(StatementSource(text: ".todos(.cmd(.add(item: \"off \(index)\")))")), file: nil)
        }
        let beforeHistory = try #require(interpreter.state as? AppState)
        interpreter.undoLimit = 100
        var states = [beforeHistory]
        for index in 0..<3 {
            _ = await interpreter.run(ParsedStatement(StatementSource(text: ".todos(.cmd(.add(item: \"on \(index)\")))")), file: nil)
            states.append(try #require(interpreter.state as? AppState))
        }
        let undo = await interpreter.run(ParsedStatement(StatementSource(text: ":undo \(steps)")), file: nil).merged
        #expect(!undo.failed, "\(undo.events)")
        #expect(interpreter.state as? AppState == states[states.count - 1 - steps])
        #expect((interpreter.state as? AppState)?.todos.items.count == 5 + 3 - steps)
    }
}
