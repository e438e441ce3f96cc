import KhipuDSL
import Testing

/// The cursor API the statement parser drives: `let x: T = expr` and `expect a == b`.
/// (Mutating calls cannot run inside `#expect`, hence the local constants.)
@Suite("The parser's cursor API")
struct ParserCursorTests {
    @Test("a binding with a type")
    func binding() throws {
        var parser = DSLParser("let done: [TodoItem]? = coffee.alter(.finish) # bind it")
        let isBinding = parser.consumeKeyword("let")
        #expect(isBinding)
        let parsedName = parser.parseIdentifier()
        let name = try #require(parsedName)
        #expect(name.name == "done")
        #expect(name.range == SourceRange(4, 8))
        let hasType = parser.consume(":")
        #expect(hasType)
        let parsedType = parser.parseTypeName()
        let type = try #require(parsedType)
        #expect(type.name == "[TodoItem]?")
        #expect(type.range == SourceRange(10, 21))
        let hasEquals = parser.consume("=")
        #expect(hasEquals)
        let value = try parser.parseExpression()
        #expect(ParsingFixtures.sketch(value) == "coffee.alter(.finish)")
        #expect(value.range == SourceRange(24, 45))
        #expect(parser.isAtEnd)
        try parser.expectEnd()
    }

    @Test("a comparison")
    func comparison() throws {
        var parser = DSLParser("expect state.todos.items.count == 1")
        let consumed = (
            parser.consumeKeyword("let"), parser.consumeKeyword("expect"), parser.consumeKeyword("nothing")
        )
        #expect(consumed == (false, true, false))
        let lhs = try parser.parseExpression()
        #expect(ParsingFixtures.sketch(lhs) == "state.todos.items.count")
        let operators = (parser.consume("="), parser.consume("!="), parser.consume("=="))
        #expect(operators == (false, false, true))
        let rhs = try parser.parseExpression()
        #expect(rhs.kind == .integer("1"))
        #expect(rhs.range == SourceRange(34, 35))
        #expect(parser.isAtEnd)
    }

    @Test("keywords match whole words only")
    func wholeWords() {
        var parser = DSLParser("letter = 1")
        let isLet = parser.consumeKeyword("let")
        #expect(!isLet)
        let name = parser.parseIdentifier()
        #expect(name?.name == "letter")
        var nothing = DSLParser("expect nothingness")
        let consumed = (nothing.consumeKeyword("expect"), nothing.consumeKeyword("nothing"))
        #expect(consumed == (true, false))
    }

    @Test(
        "identifiers are lowercase, underscore or backtick names",
        arguments: [("coffee", "coffee"), ("_x1", "_x1"), ("`nil`", "nil"), ("  spaced", "spaced")]
    )
    func identifiers(text: String, name: String) {
        var parser = DSLParser(text)
        let identifier = parser.parseIdentifier()
        #expect(identifier?.name == name)
    }

    @Test(
        "keywords, types and other tokens are not identifiers", arguments: ["Coffee", "nil", "true", "1x", "", "\"x\""])
    func notIdentifiers(text: String) {
        var parser = DSLParser(text)
        let identifier = parser.parseIdentifier()
        #expect(identifier == nil)
    }

    @Test(
        "type names",
        arguments: [
            ("Int", "Int"), ("Message.Todos.CMD", "Message.Todos.CMD"), ("[TodoItem]", "[TodoItem]"),
            ("TodoItem?", "TodoItem?"), ("[ String : Int ]", "[String: Int]"), ("[[Int]]?", "[[Int]]?"),
            ("Array<Int>", "Array<Int>"), ("Dictionary<String, [Int]>", "Dictionary<String, [Int]>"),
        ]
    )
    func typeNames(text: String, name: String) throws {
        var parser = DSLParser(text + " = 1")
        let parsedType = parser.parseTypeName()
        let type = try #require(parsedType)
        #expect(type.name == name)
        #expect(type.range == SourceRange(0, text.utf8.count))
        let hasEquals = parser.consume("=")
        #expect(hasEquals)
    }

    @Test(
        "a malformed type leaves the cursor where the type was expected", arguments: ["[Int", "= 1", "Array<Int", "[]"])
    func malformedType(text: String) {
        var parser = DSLParser("  " + text)
        let type = parser.parseTypeName()
        #expect(type == nil)
        #expect(parser.offset == 2)
    }

    @Test("peeking, offsets and text")
    func peeking() {
        var parser = DSLParser("  :help me")
        parser.skipTrivia()
        #expect(parser.offset == 2)
        #expect(parser.peekByte() == UInt8(ascii: ":"))
        let colon = parser.consume(":")
        #expect(colon)
        #expect(parser.text(in: SourceRange(3, 7)) == "help")
        #expect(parser.text(in: SourceRange(8, 99)) == "me")
        parser.offset = 10
        #expect(parser.peekByte() == nil)
        #expect(parser.isAtEnd)
    }

    @Test("extra text after an expression is one diagnostic")
    func expectEnd() throws {
        var parser = DSLParser(".a(1) .b")
        _ = try parser.parseExpression()
        var rest = parser
        let error = #expect(throws: Diagnostic.self) { try rest.expectEnd() }
        #expect(error?.message == "unexpected '.b' after the expression")
        #expect(error?.range == SourceRange(6, 8))
    }

    @Test("diagnostics at the cursor")
    func diagnosticsAtTheCursor() {
        var parser = DSLParser("let  42")
        _ = parser.consumeKeyword("let")
        let expected = parser.expected("a name after 'let'")
        #expect(expected.message == "expected a name after 'let', found '42'")
        #expect(expected.range == SourceRange(5, 7))
        let error = parser.error("not a name", id: .syntax, notes: ["names start with a letter"])
        #expect(error.range == SourceRange(5, 7))
        #expect(error.notes == ["names start with a letter"])
        var atEnd = DSLParser("let")
        _ = atEnd.consumeKeyword("let")
        #expect(atEnd.expected("a name").message == "expected a name")
        #expect(atEnd.expected("a name").range == SourceRange(3, 3))
    }
}

@Suite("The cursor stays inside the text")
struct ParserCursorBoundsTests {
    @Test("an offset set outside the text is clamped", arguments: [-5, 99])
    func clamped(offset: Int) {
        var parser = DSLParser("abc")
        parser.offset = offset
        #expect(parser.offset == (offset < 0 ? 0 : 3))
        parser.skipTrivia()
        _ = parser.peekByte()
        #expect(parser.isAtEnd == (offset > 0))
    }
}
