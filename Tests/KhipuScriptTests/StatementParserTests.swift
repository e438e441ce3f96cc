import KhipuDSL
import Testing
@testable import KhipuScript

@Suite("StatementParser")
struct StatementParserTests {
    @Test("a message is dispatched")
    func dispatch() throws {
        let statement = try StatementParser.parse(#".todos(.cmd(.add(item: "Get coffee")))"#)
        guard case .dispatch(let expression) = statement, case .implicitMember(let name, _, _) = expression.kind else {
            Issue.record("expected a dispatch, got \(statement)")
            return
        }
        #expect(name == "todos")
    }

    @Test("let binds a name, with or without a type")
    func binding() throws {
        guard case .binding(let name, _, let typeName, _, _) = try StatementParser.parse(#"let coffee = TodoItem(title: "x")"#) else {
            Issue.record("expected a binding")
            return
        }
        #expect(name == "coffee")
        #expect(typeName == nil)
        guard case .binding(let typedName, _, let type, _, _) = try StatementParser.parse("let n: Int = 3") else {
            Issue.record("expected a typed binding")
            return
        }
        #expect(typedName == "n")
        #expect(type == "Int")
    }

    @Test("expect takes a message, nothing, or a comparison")
    func expectations() throws {
        guard case .expectMessage = try StatementParser.parse(".todos(.ack(.added(item: coffee)))".prefixed("expect ")) else {
            Issue.record("expected a message expectation")
            return
        }
        guard case .expectNothing = try StatementParser.parse("expect nothing") else {
            Issue.record("expected 'expect nothing'")
            return
        }
        guard case .expectComparison(_, let equal, _, _) = try StatementParser.parse("expect state.todos.items.count == 1") else {
            Issue.record("expected a comparison")
            return
        }
        #expect(equal == .equal)
        guard case .expectComparison = try StatementParser.parse("expect nothing == nothing") else {
            Issue.record("a name 'nothing' in a comparison is a name")
            return
        }
    }

    @Test("expect compares with each operator", arguments: ExpectationOperator.allCases)
    func operators(_ op: ExpectationOperator) throws {
        let statement = try StatementParser.parse("expect state.a.count \(op.rawValue) b")
        guard case .expectComparison(let lhs, let parsed, let range, let rhs) = statement else {
            Issue.record("expected a comparison, got \(statement)")
            return
        }
        #expect(parsed == op)
        #expect(range == SourceRange(21, 21 + op.rawValue.utf8.count))
        #expect(lhs.range == SourceRange(7, 20))
        #expect(rhs.kind == .identifier("b"))
    }

    @Test("a name that starts with contains is a name, not the operator")
    func containsNeedsAWord() {
        #expect(throws: Diagnostic.self) { try StatementParser.parse("expect items containsX b") }
    }

    @Test("_ parses as a value of an expectation")
    func wildcard() throws {
        guard case .expectMessage(let expression, nil) = try StatementParser.parse("expect .chat(.loggingIn(as: _, .succeeded))"),
            case .implicitMember(_, _, let arguments?) = expression.kind,
            case .implicitMember(_, _, let inner?) = arguments[0].value.kind
        else {
            Issue.record("expected a message expectation")
            return
        }
        #expect(inner[0].value.kind == .identifier("_"))
    }

    @Test("scenario takes a quoted name")
    func scenario() throws {
        guard case .scenario(let name, _) = try StatementParser.parse(#"scenario "Adding an item""#) else {
            Issue.record("expected a scenario")
            return
        }
        #expect(name == "Adding an item")
        for text in ["scenario", "scenario Adding", #"scenario """#, #"scenario "x" y"#] {
            #expect(throws: Diagnostic.self, "\(text)") { try StatementParser.parse(text) }
        }
    }

    @Test("a meta command keeps its argument as typed")
    func meta() throws {
        guard case .meta(let name, _, let argument, let range) = try StatementParser.parse(":clock advance 90m  ") else {
            Issue.record("expected a meta command")
            return
        }
        #expect(name == "clock")
        #expect(argument == "advance 90m")
        #expect(range == SourceRange(7, 18))
    }

    @Test(
        "malformed statements give a diagnostic at the spot",
        arguments: [
            ("let = 3", 4),
            ("let x 3", 6),
            ("expect", 6),
            ("expect state.todos.items.count 1", 31),
            (#".todos(.cmd(.add(item: "x"))) extra"#, 30),
        ]
    )
    func malformed(_ text: String, _ offset: Int) {
        #expect(throws: Diagnostic.self) { try StatementParser.parse(text) }
        do {
            _ = try StatementParser.parse(text)
        } catch {
            #expect(error.range.start == offset, "\(error)")
        }
    }
}

private extension String {
    func prefixed(_ prefix: String) -> String { prefix + self }
}
