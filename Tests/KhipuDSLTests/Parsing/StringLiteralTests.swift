import KhipuDSL
import Testing

@Suite("Parsing string literals")
struct StringLiteralTests {
    @Test(
        "escapes resolve like Swift's",
        arguments: [
            (#""plain""#, "plain"), (#""""#, ""), (#""a\nb""#, "a\nb"), (#""a\tb""#, "a\tb"), (#""a\rb""#, "a\rb"),
            (#""a\0b""#, "a\0b"), (#""a\\b""#, "a\\b"), (#""say \"hi\"""#, "say \"hi\""), (#""it\'s""#, "it's"),
            (#""\u{1F600}""#, "😀"), (#""\u{41}\u{0042}""#, "AB"), (#""café ☕️""#, "café ☕️"),
            (#""it's # not a comment // either""#, "it's # not a comment // either"),
            (#""(brackets] [inside)""#, "(brackets] [inside)"),
        ]
    )
    func escapes(text: String, value: String) throws {
        let expression = try DSLParser.parseExpression(text)
        #expect(expression.kind == .string(value))
        #expect(expression.range == SourceRange(0, text.utf8.count))
    }

    @Test("a multi-line block starts on the next line and loses the closing indentation")
    func multilineBlock() throws {
        let text = "\"\"\"\n    Buy milk\n      and bread\n    \"\"\""
        let expression = try DSLParser.parseExpression(text)
        #expect(expression.kind == .string("Buy milk\n  and bread"))
        #expect(expression.range == SourceRange(0, text.utf8.count))
    }

    @Test(
        "multi-line blocks follow Swift's rules",
        arguments: [
            ("\"\"\"\n\"\"\"", ""),
            ("\"\"\"\none\n\"\"\"", "one"),
            ("\"\"\"   \none\n\"\"\"", "one"),
            ("\"\"\"\none\n\ntwo\n\"\"\"", "one\n\ntwo"),
            ("\"\"\"\n  one\n\n  two\n  \"\"\"", "one\n\ntwo"),
            ("\"\"\"\n  one\n \n  two\n  \"\"\"", "one\n\ntwo"),
            ("\"\"\"\n  one\n     \n  \"\"\"", "one\n   "),
            ("\"\"\"\n  one \\\n  two\n  \"\"\"", "one two"),
            ("\"\"\"\n  one\\   \n  two\n  \"\"\"", "onetwo"),
            ("\"\"\"\n  say \"hi\" and \"\"\n  \"\"\"", "say \"hi\" and \"\""),
            ("\"\"\"\n  \\\"\"\" inside\n  \"\"\"", "\"\"\" inside"),
            ("\"\"\"\n  \\t\\u{1F600}\\n\n  \"\"\"", "\t😀\n"),
            ("\"\"\"\r\n  one\r\n  two\r\n  \"\"\"", "one\ntwo"),
            ("\"\"\"\n  # not a comment\n  \"\"\"", "# not a comment"),
            ("\"\"\"\n\tone\n\t\"\"\"", "one"),
        ]
    )
    func multilineRules(text: String, value: String) throws {
        #expect(try DSLParser.parseExpression(text).kind == .string(value))
    }

    @Test("a multi-line block works as an argument inside a statement")
    func multilineArgument() throws {
        let text = ".add(item: \"\"\"\n    Line one\n    Line two\n    \"\"\", 2)"
        let expression = try DSLParser.parseExpression(text)
        #expect(ParsingFixtures.sketch(expression) == #".add(item: "Line one\nLine two", int:2)"#)
        guard case .implicitMember(_, _, let arguments?) = expression.kind else {
            Issue.record("not a call: \(expression)")
            return
        }
        let blockEnd = ParsingFixtures.offset(of: "\"\"\", 2", in: text) + 3
        #expect(arguments[0].value.range == SourceRange(11, blockEnd))
    }
}
