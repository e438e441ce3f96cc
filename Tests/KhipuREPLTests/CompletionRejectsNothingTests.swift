import Foundation
import KhipuTestSupport
import Testing
import Todos
@testable import KhipuCompletion

/// Completion never offers what the interpreter would then reject.
@Suite("Completion offers only what runs")
struct CompletionRejectsNothingTests {
    @Test(":gateway NAME + Tab offers the gateway's modes")
    func gatewayModes() throws {
        let session = try todosSession()
        var context = CompletionContext(interpreter: session.interpreter)
        context.gatewayNames = ["bridge"]
        context.gatewayModes = ["bridge": [("working", "answers"), ("failing", "refuses"), ("offline", "silent")]]
        let completer = Completer(context: context)
        #expect(completer.complete(":gateway bridge ").candidates.map(\.insertion) == ["working", "failing", "offline"])
        #expect(completer.complete(":gateway bridge of").candidates.map(\.insertion) == ["offline"])
        #expect(completer.complete(":gateway bridge of").fragmentStart == 16)
    }

    @Test("an enum is offered by its cases, never as a constructor")
    func enumCases() throws {
        let session = try todosSession()
        var context = CompletionContext(interpreter: session.interpreter)
        context.exposedTypes.append(TodoItem.State.self)
        let completer = Completer(context: context)
        let constructors = completer.constructorCandidates(for: nil).map(\.insertion)
        #expect(constructors.contains("TodoItem("))
        #expect(!constructors.contains { $0.hasPrefix("State(") || $0.hasPrefix("TodoItem.State(") })
        #expect(completer.constructorCandidates(for: TodoItem.State.self).isEmpty)
    }

    @Test(":state offers paths, not alter(…)")
    func stateHasNoAlter() async throws {
        let session = try todosSession()
        await session.enter(#".todos(.cmd(.add(item: "x")))"#)
        let candidates = Completer(context: CompletionContext(interpreter: session.interpreter)).complete(":state todos.items[0].").candidates.map(\.insertion)
        #expect(candidates.contains("title"))
        #expect(!candidates.contains { $0.hasPrefix("alter") })
    }
}
