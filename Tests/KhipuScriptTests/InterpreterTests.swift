import Foundation
import Khipu
import KhipuDSL
import KhipuTestSupport
import Testing
import Todos
@testable import KhipuScript

/// Runs statements one by one on a fresh Todos session with a fixed environment, which
/// the interpreter binds itself.
private func run(_ lines: [String]) async throws -> [StatementOutcome] {
    try await ScriptSession(KhipuDomain(TodosDomain.definition)).run(lines)
}

private func failures(_ outcome: StatementOutcome) -> [String] {
    outcome.events.compactMap {
        switch $0 {
        case .failed(let problem): problem.rendered()
        case .expectationFailed(let text): text
        default: nil
        }
    }
}

@Suite("Interpreter")
struct InterpreterTests {
    @Test("a dispatch records the messages the domain emitted")
    func dispatch() async throws {
        let outcomes = try await run([#".todos(.cmd(.add(item: "Get coffee")))"#])
        guard case .dispatched(let message, let outputs) = outcomes[0].events.first else {
            Issue.record("expected a dispatch, got \(outcomes[0].events)")
            return
        }
        #expect(message.hasPrefix(".todos(.cmd(.add(item: TodoItem(id: \"00000000-0000-0000-0000-000000000002\""))
        #expect(outputs.count == 1)
        #expect(outputs.first?.text.hasPrefix(".todos(.ack(.added(item: TodoItem(") == true)
        #expect(outputs.first?.source == .answer)
    }

    @Test("another literal where a string builds the value says that a string would")
    func literalWhereAStringBuilds() async throws {
        let outcomes = try await run([".todos(.cmd(.add(item: 42)))"])
        let text = try #require(failures(outcomes[0]).first)
        #expect(text.contains("error: expected a value of type TodoItem, found an integer literal '42'"), "\(text)")
        #expect(text.contains("note: a string literal builds a TodoItem, through TodoItem(title: String)"), "\(text)")
    }

    @Test("expectations pass and fail on what the last dispatch emitted")
    func expectations() async throws {
        let outcomes = try await run([
            #"let coffee = TodoItem(title: "Get coffee")"#,
            ".todos(.cmd(.add(item: coffee)))",
            "expect .todos(.ack(.added(item: coffee)))",
            "expect .todos(.ack(.removed(item: coffee)))",
            "expect nothing",
            "expect state.todos.items.count == 1",
            "expect state.todos.items.count != 1",
        ])
        #expect(outcomes.map(\.failed) == [false, false, false, true, true, false, true])
        #expect(outcomes.filter(\.isExpectation).count == 5)
        let mismatch = failures(outcomes[3]).joined()
        #expect(mismatch.contains("- "))
        #expect(mismatch.contains("+ "))
        #expect(mismatch.contains(".removed("))
        #expect(mismatch.contains(".added("))
    }

    @Test("a bound name can be altered and compared by its properties")
    func alter() async throws {
        let outcomes = try await run([
            #"let coffee = TodoItem(title: "Get coffee")"#,
            #"let done = coffee.alter(.finish, .title(to: "Coffee"))"#,
            "expect done.state == .finished",
            #"expect done.title == "Coffee""#,
            "expect done.id == coffee.id",
            "expect done != coffee",
        ])
        #expect(outcomes.allSatisfy { !$0.failed }, "\(outcomes.flatMap(failures))")
    }

    @Test("unknown names and properties get a diagnostic with a suggestion")
    func unknownNames() async throws {
        let outcomes = try await run([
            #"let coffee = TodoItem(title: "Get coffee")"#,
            "expect cofee.title == coffee.title",
            "expect coffee.titel == coffee.title",
            "expect state.todos.itemz.count == 0",
        ])
        #expect(failures(outcomes[1]).joined().contains("did you mean 'coffee'?"))
        #expect(failures(outcomes[2]).joined().contains("did you mean 'title'?"))
        #expect(failures(outcomes[3]).joined().contains("did you mean 'items'?"))
    }

    @Test(":undo goes back to the state before the last dispatch, repeatedly")
    func undo() async throws {
        let outcomes = try await run([
            #".todos(.cmd(.add(item: "one")))"#,
            #".todos(.cmd(.add(item: "two")))"#,
            ":undo",
            "expect state.todos.items.count == 1",
            ":undo",
            "expect state.todos.items.count == 0",
            ":undo",
        ])
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes[6].events == [.output("nothing to undo")])
    }

    @Test(":state prints the state or a path of it")
    func state() async throws {
        let outcomes = try await run([#".todos(.cmd(.add(item: "one")))"#, ":state todos.items.count", ":state todos.items[0].title", ":state todos.nope"])
        #expect(outcomes[1].events == [.output("1")])
        #expect(outcomes[2].events == [.output("\"one\"")])
        let failure = failures(outcomes[3]).joined()
        #expect(failure.contains("test.khipu:4:14: error: TodoList has no property 'nope'"), "\(failure)")
    }

    @Test(":clock moves the fixed clock; new items are stamped with it")
    func clock() async throws {
        let outcomes = try await run([
            ":clock",
            ":clock advance 90m",
            #"let coffee = TodoItem(title: "x")"#,
            #"expect coffee.created == "2024-06-16T10:30:00Z""#,
            ":clock set 2025-01-01T00:00:00Z",
            ":clock advance soon",
        ])
        #expect(outcomes[0].events == [.output("clock: 2024-06-16T09:00:00Z")])
        #expect(!outcomes[3].failed, "\(failures(outcomes[3]))")
        #expect(outcomes[4].texts == ["clock: 2025-01-01T00:00:00Z"])
        #expect(outcomes[4].events.contains { if case .clockMoved(let move) = $0 { move.to == Date(timeIntervalSince1970: 1_735_689_600) } else { false } })
        #expect(failures(outcomes[5]).joined().contains("expected a duration"))
    }

    @Test("unknown commands and domains are errors with a suggestion")
    func unknownCommands() async throws {
        let outcomes = try await run([":stat", ":domain todo"])
        #expect(failures(outcomes[0]).joined().contains("did you mean ':state'?"))
        #expect(failures(outcomes[1]).joined().contains("did you mean 'todos'?"))
    }

    @Test(":load runs another file's statements")
    func load() async throws {
        let directory = try TemporaryDirectory()
        let file = try directory.file("setup.khipu", contents: #".todos(.cmd(.add(item: "from a file")))"#)
        let outcomes = try await run([":load \(file)", "expect state.todos.items.count == 1", ":load missing.khipu"])
        #expect(!outcomes[1].failed)
        #expect(failures(outcomes[2]).joined().contains("cannot read the file"))
    }

    @Test("a statement that does not type-check dispatches nothing")
    func nothingDispatched() async throws {
        let outcomes = try await run([".todos(.cmd(.add(item: 42)))", "expect state.todos.items.count == 0"])
        #expect(outcomes[0].failed)
        #expect(!outcomes[1].failed)
    }
}
