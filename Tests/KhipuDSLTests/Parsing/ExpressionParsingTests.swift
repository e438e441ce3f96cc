import KhipuDSL
import Testing

@Suite("Parsing expressions")
struct ExpressionParsingTests {
    @Test(
        "shapes",
        arguments: [
            (".finish", ".finish"),
            (".finish()", ".finish()"),
            (".todos(.cmd(.add(item: \"Get coffee\")))", #".todos(.cmd(.add(item: "Get coffee")))"#),
            (".title(to: \"x\", 1, flag: true)", #".title(to: "x", int:1, flag: true)"#),
            (".move(by: -3, .now)", ".move(by: int:-3, .now)"),
            (".a(b: [1, 2],)", ".a(b: [int:1, int:2])"),
            ("TodoItem(title: \"x\")", #"TodoItem(title: "x")"#),
            ("Directions.Step(text: \"Turn left\")", #"Directions.Step(text: "Turn left")"#),
            (
                "Coordinate(latitude: 53.92681, longitude: -0.5e3)",
                "Coordinate(latitude: float:53.92681, longitude: float:-0.5e3)"
            ),
            ("Empty()", "Empty()"),
            ("coffee", "coffee"),
            ("_hidden", "_hidden"),
            ("`default`", "default"),
            (".`default`", ".default"),
            (".set(`in`: 1)", ".set(in: int:1)"),
            (".set(in: 1)", ".set(in: int:1)"),
            ("state.todos.items[0].title", "state.todos.items[int:0].title"),
            ("state.todos.items.count", "state.todos.items.count"),
            ("coffee.alter(.finish, .title(to: \"x\"))", #"coffee.alter(.finish, .title(to: "x"))"#),
            ("a.b(c).d[e[1]]", "a.b(c).d[e[int:1]]"),
            ("list[index]", "list[index]"),
            (".add(item: coffee.alter(.finish))", ".add(item: coffee.alter(.finish))"),
            (".add(item: TodoItem(title: \"x\", due: nil))", #".add(item: TodoItem(title: "x", due: nil))"#),
            (".a (1)", ".a(int:1)"),
            ("TodoItem (title: \"x\")", #"TodoItem(title: "x")"#),
            ("TodoItem(title: \"x\").alter(.finish)", #"TodoItem(title: "x").alter(.finish)"#),
            ("Project(title: \"x\").tasks[0].title", #"Project(title: "x").tasks[int:0].title"#),
        ]
    )
    func shapes(text: String, shape: String) throws {
        let expression = try DSLParser.parseExpression(text)
        #expect(ParsingFixtures.sketch(expression) == shape)
        #expect(expression.range == SourceRange(0, text.utf8.count))
    }

    @Test("parentheses group a value, which keeps its own range")
    func parentheses() throws {
        let one = try DSLParser.parseExpression("( (1) )")
        #expect(one.kind == .integer("1"))
        #expect(one.range == SourceRange(3, 4))
        let add = try DSLParser.parseExpression(".add(item: (coffee))")
        #expect(ParsingFixtures.sketch(add) == ".add(item: coffee)")
        #expect(add.range == SourceRange(0, 20))
    }

    @Test("nested implicit members carry exact ranges")
    func nestedRanges() throws {
        let text = ".todos(.cmd(.add(item: \"Get coffee\")))"
        let todos = try DSLParser.parseExpression(text)
        guard case .implicitMember("todos", let todosName, let todosArguments?) = todos.kind,
            case .implicitMember("cmd", let cmdName, let cmdArguments?) = todosArguments[0].value.kind,
            case .implicitMember("add", let addName, let addArguments?) = cmdArguments[0].value.kind
        else {
            Issue.record("unexpected shape: \(todos)")
            return
        }
        #expect(todos.range == SourceRange(0, 38))
        #expect(todosName == SourceRange(1, 6))
        #expect(todosArguments[0].value.range == SourceRange(7, 37))
        #expect(cmdName == SourceRange(8, 11))
        #expect(cmdArguments[0].value.range == SourceRange(12, 36))
        #expect(addName == SourceRange(13, 16))
        #expect(addArguments[0].label == "item")
        #expect(addArguments[0].labelRange == SourceRange(17, 21))
        #expect(addArguments[0].value.range == SourceRange(23, 35))
        #expect(addArguments[0].range == SourceRange(17, 35))
    }

    @Test("ranges count UTF-8 bytes")
    func utf8Ranges() throws {
        let text = ".add(title: \"Café ☕️\", n: 1)"
        guard case .implicitMember(_, _, let arguments?) = try DSLParser.parseExpression(text).kind else {
            Issue.record("not a call")
            return
        }
        let title = "\"Café ☕️\""
        #expect(arguments[0].value.range == SourceRange(12, 12 + title.utf8.count))
        #expect(arguments[1].labelRange == SourceRange(14 + title.utf8.count, 15 + title.utf8.count))
    }

    @Test("constructors and postfix chains carry exact ranges")
    func postfixRanges() throws {
        let path = try DSLParser.parseExpression("state.todos.items[0].title")
        guard case .member(let items0, "title", let titleRange) = path.kind,
            case .subscript(let items, let index) = items0.kind,
            case .member(let todos, "items", let itemsRange) = items.kind,
            case .member(let state, "todos", let todosRange) = todos.kind
        else {
            Issue.record("unexpected shape: \(path)")
            return
        }
        #expect(state.kind == .identifier("state"))
        #expect(state.range == SourceRange(0, 5))
        #expect(todosRange == SourceRange(6, 11))
        #expect(todos.range == SourceRange(0, 11))
        #expect(itemsRange == SourceRange(12, 17))
        #expect(index.range == SourceRange(18, 19))
        #expect(items0.range == SourceRange(0, 20))
        #expect(titleRange == SourceRange(21, 26))
        #expect(path.range == SourceRange(0, 26))

        let call = try DSLParser.parseExpression("coffee.alter(.finish)")
        guard case .methodCall(let base, "alter", let alterRange, let arguments) = call.kind else {
            Issue.record("unexpected shape: \(call)")
            return
        }
        #expect(base.range == SourceRange(0, 6))
        #expect(alterRange == SourceRange(7, 12))
        #expect(arguments.map(\.value.range) == [SourceRange(13, 20)])
        #expect(call.range == SourceRange(0, 21))

        let constructor = try DSLParser.parseExpression("Directions.Step(text: \"x\")")
        guard case .call("Directions.Step", let nameRange, _) = constructor.kind else {
            Issue.record("unexpected shape: \(constructor)")
            return
        }
        #expect(nameRange == SourceRange(0, 15))
        #expect(constructor.range == SourceRange(0, 26))
    }

    @Test("backtick names cover their backticks")
    func backtickRanges() throws {
        let expression = try DSLParser.parseExpression("`default`.`case`")
        guard case .member(let base, "case", let nameRange) = expression.kind else {
            Issue.record("unexpected shape: \(expression)")
            return
        }
        #expect(base.kind == .identifier("default"))
        #expect(base.range == SourceRange(0, 9))
        #expect(nameRange == SourceRange(10, 16))
    }

    @Test(
        "whitespace, newlines and comments are trivia",
        arguments: [
            "  .add( item : 1 )  ",
            ".add(\n  item: 1 # the first\n)",
            ".add( // open\n  item: 1, // first\n)\n// done",
            "\t.add(item:1,)\r\n",
            "# leading comment\n.add(item: 1)",
        ]
    )
    func trivia(text: String) throws {
        let expression = try DSLParser.parseExpression(text)
        #expect(ParsingFixtures.sketch(expression) == ".add(item: int:1)")
        let start = ParsingFixtures.offset(of: ".add", in: text)
        let end =
            ParsingFixtures.offset(of: ")", in: String(decoding: Array(text.utf8)[start...], as: UTF8.self)) + start + 1
        #expect(expression.range == SourceRange(start, end))
    }

    @Test("postfix links must touch the name before them")
    func postfixNeedsNoSpace() {
        #expect(ParsingFixtures.diagnostic(parsing: "state .todos") != nil)
        #expect(ParsingFixtures.diagnostic(parsing: "items [0]") != nil)
    }

    @Test("nesting up to the limit parses")
    func nestingAtTheLimit() throws {
        let depth = DSLParser.maximumNesting
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var expression = try DSLParser.parseExpression(arrays)
        var levels = 0
        while case .array(let elements) = expression.kind {
            levels += 1
            guard let first = elements.first else { break }
            expression = first
        }
        #expect(levels == depth)

        let calls = String(repeating: ".a(", count: depth) + String(repeating: ")", count: depth)
        #expect(throws: Never.self) { try DSLParser.parseExpression(calls) }

        let chain = "x" + String(repeating: ".y", count: depth)
        #expect(throws: Never.self) { try DSLParser.parseExpression(chain) }
    }
}
