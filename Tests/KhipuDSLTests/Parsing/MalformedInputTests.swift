import KhipuDSL
import Testing

/// Every malformed input gives exactly one diagnostic, at the spot, saying what was
/// expected there.
@Suite("Malformed expressions")
struct MalformedInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var message: String
        var range: SourceRange
        var notes: [String] = []
        var testDescription: String { text.debugDescription }
    }

    static let numberNote = "numbers are written like 42, -1_000, 0xFF, 1.5 or -0.5e3"
    static let unicodeNote = #"a Unicode escape is written \u{1F600}"#

    @Test(
        "empty input and unexpected characters",
        arguments: [
            Case(text: "", message: "expected an expression", range: SourceRange(0, 0)),
            Case(text: "   # only a comment", message: "expected an expression", range: SourceRange(19, 19)),
            Case(text: "@", message: "expected an expression, found '@'", range: SourceRange(0, 1)),
            Case(text: "()", message: "expected a value, found ')'", range: SourceRange(1, 2)),
            Case(text: "(1, 2)", message: "expected ')' to close '(' at column 1, found ','", range: SourceRange(2, 3)),
            Case(
                text: "“hi”", message: "expected an expression, found '“'", range: SourceRange(0, 3),
                notes: ["strings are written with straight double quotes: \"text\""]
            ),
            Case(
                text: "'hi'", message: "expected an expression, found \"'\"", range: SourceRange(0, 1),
                notes: ["strings are written with double quotes: \"text\""]
            ),
            Case(text: "\u{1B}[31m", message: "expected an expression, found '\\u{1B}'", range: SourceRange(0, 1)),
            Case(
                text: ".add(@)", message: "expected an argument label or a value, found '@'", range: SourceRange(5, 6)),
            Case(
                text: ".add(item: )", message: "expected a value after 'item:', found ')'", range: SourceRange(11, 12)),
            Case(
                text: ".a(b: 1,, 2)", message: "expected an argument label or a value, found ','",
                range: SourceRange(8, 9)),
            Case(text: "[1, @]", message: "expected a value or ']', found '@'", range: SourceRange(4, 5)),
            Case(text: "`x", message: "expected a name between backticks", range: SourceRange(0, 1)),
            Case(text: ".", message: "expected a member name after '.'", range: SourceRange(1, 1)),
            Case(
                text: ".5", message: "expected a member name after '.', found '5'", range: SourceRange(1, 2),
                notes: ["write a number with a digit before the point: 0.5"]
            ),
            Case(text: "state.", message: "expected a member name after '.'", range: SourceRange(6, 6)),
            Case(text: "a.[0]", message: "expected a member name after '.', found '['", range: SourceRange(2, 3)),
            Case(
                text: "Foo[0]", message: "expected '(' or '.' and a case after the type name 'Foo', found '['",
                range: SourceRange(3, 4),
                notes: ["a name starting with an uppercase letter is a type: build a value with 'Foo(...)', or name a case of an enum with 'Foo.caseName'"]
            ),
            Case(text: ".a .b", message: "unexpected '.b' after the expression", range: SourceRange(3, 5)),
            Case(text: "1 2", message: "unexpected '2' after the expression", range: SourceRange(2, 3)),
        ]
    )
    func unexpectedTokens(_ example: Case) {
        expectOneDiagnostic(example)
    }

    @Test(
        "unbalanced brackets name the opener or the stray closer",
        arguments: [
            Case(
                text: ".todos(.cmd(.add(item: \"x\"))))", message: "')' has no matching '('", range: SourceRange(29, 30)
            ),
            Case(text: "x]", message: "']' has no matching '['", range: SourceRange(1, 2)),
            Case(text: ".a(1) # ok\n)", message: "')' has no matching '('", range: SourceRange(11, 12)),
            Case(
                text: ".add(item: \"x\"]", message: "expected ')' to close '(' at column 5, found ']'",
                range: SourceRange(14, 15)),
            Case(
                text: ".add(item: \"x\" \"y\")",
                message: "expected ',' or ')' to close '(' at column 5, found a string literal",
                range: SourceRange(15, 18)
            ),
            Case(
                text: "[1 2]", message: "expected ',' or ']' to close '[' at column 1, found '2'",
                range: SourceRange(3, 4)),
            Case(text: "[1, 2)", message: "expected ']' to close '[' at column 1, found ')'", range: SourceRange(5, 6)),
            Case(text: "[1, a: 2]", message: "an array literal cannot hold a key: value entry", range: SourceRange(5, 6)),
            Case(text: "[\"a\": 1, 2]", message: "expected ':' after a dictionary key, found ']'", range: SourceRange(10, 11)),
            Case(
                text: "items[0 1]", message: "expected ']' to close '[' at column 6, found '1'",
                range: SourceRange(8, 9)),
            Case(
                text: ".a(t: \"é\", .b(1 2))", message: "expected ',' or ')' to close '(' at column 14, found '2'",
                range: SourceRange(17, 18)
            ),
        ]
    )
    func unbalancedBrackets(_ example: Case) {
        expectOneDiagnostic(example)
    }

    @Test(
        "an unclosed bracket is reported where its closer belongs, with a note where it opened",
        arguments: [
            (".todos(.cmd(.add(item: \"x\")", SourceRange(27, 27), "'('", SourceRange(11, 12)),
            ("[1, 2", SourceRange(5, 5), "'['", SourceRange(0, 1)),
            ("(((", SourceRange(3, 3), "'('", SourceRange(2, 3)),
            ("a[", SourceRange(2, 2), "'['", SourceRange(1, 2)),
            ("coffee.alter(  # trailing comment", SourceRange(13, 13), "'('", SourceRange(12, 13)),
            (".add(item: ", SourceRange(10, 10), "'('", SourceRange(4, 5)),
            (".a(.b(\n  .c(\n", SourceRange(12, 12), "'('", SourceRange(11, 12)),
        ]
    )
    func unclosedBrackets(text: String, range: SourceRange, opener: String, openerRange: SourceRange) throws {
        let diagnostic = try #require(ParsingFixtures.diagnostic(parsing: text))
        #expect(diagnostic.message == "\(opener) is never closed")
        #expect(diagnostic.range == range)
        #expect(diagnostic.locatedNotes == [LocatedNote("\(opener) opened", at: openerRange)])
    }

    @Test("a closer missing on a later line points back to the opener's line")
    func closerOnALaterLine() throws {
        let diagnostic = try #require(ParsingFixtures.diagnostic(parsing: ".add(\n  item: 1\n  2)"))
        #expect(diagnostic.message == "expected ',' or ')' to close '(', found '2'")
        #expect(diagnostic.range == SourceRange(18, 19))
        #expect(diagnostic.locatedNotes == [LocatedNote("'(' opened", at: SourceRange(4, 5))])
    }

    @Test(
        "strings",
        arguments: [
            Case(
                text: "\"abc", message: "unterminated string literal", range: SourceRange(0, 4),
                notes: ["expected '\"' to end the string before the end of the line"]
            ),
            Case(
                text: ".add(item: \"abc\n\")", message: "unterminated string literal", range: SourceRange(11, 15),
                notes: ["expected '\"' to end the string before the end of the line"]
            ),
            Case(
                text: "\"a\\qb\"", message: "invalid escape sequence '\\q'", range: SourceRange(2, 4),
                notes: [#"valid escapes are \n, \t, \r, \0, \\, \", \' and \u{1F600}"#]
            ),
            Case(
                text: "\"a\\(x)\"", message: "string interpolation is not supported", range: SourceRange(2, 4),
                notes: [#"write '\\(' for a backslash followed by '('"#]
            ),
            Case(text: "\"\\u{D800}\"", message: "'\\u{D800}' is not a valid Unicode scalar", range: SourceRange(1, 9)),
            Case(
                text: "\"\\u{110000}\"", message: "'\\u{110000}' is not a valid Unicode scalar",
                range: SourceRange(1, 11)),
            Case(
                text: "\"\\u{123456789}\"", message: "'\\u{123456789}' is not a valid Unicode scalar",
                range: SourceRange(1, 14)),
            Case(
                text: "\"\\u{}\"", message: "expected hexadecimal digits in '\\u{...}'", range: SourceRange(1, 5),
                notes: [unicodeNote]
            ),
            Case(
                text: "\"\\u{12\"", message: "expected '}' to close '\\u{'", range: SourceRange(1, 6),
                notes: [unicodeNote]),
            Case(
                text: "\"\\u41\"", message: "expected '{' after '\\u'", range: SourceRange(1, 3), notes: [unicodeNote]),
            Case(text: "\"x\\", message: "expected an escaped character after '\\'", range: SourceRange(2, 3)),
            Case(
                text: "\"\"\"abc\"\"\"", message: "multi-line string content must start on a new line",
                range: SourceRange(3, 6),
                notes: [#"write the text on the lines between '"""' and '"""'"#]
            ),
            Case(
                text: "\"\"\"\nabc", message: "unterminated multi-line string literal", range: SourceRange(0, 3),
                notes: [#"expected a closing '"""' on a line of its own"#]
            ),
            Case(
                text: "\"\"\"\n  abc\n def\n  \"\"\"",
                message: "insufficient indentation of line in multi-line string literal",
                range: SourceRange(10, 11), notes: [#"every line must start with the indentation of the closing '"""'"#]
            ),
            Case(
                text: "\"\"\"\n    abc\n  \tdef\n    \"\"\"",
                message: "insufficient indentation of line in multi-line string literal",
                range: SourceRange(12, 15), notes: [#"every line must start with the indentation of the closing '"""'"#]
            ),
            Case(
                text: "\"\"\"\n  abc\"\"\"",
                message: "the closing '\"\"\"' of a multi-line string must begin on a new line",
                range: SourceRange(9, 12)
            ),
            Case(
                text: "\"\"\"\n  \\q\n  \"\"\"", message: "invalid escape sequence '\\q'", range: SourceRange(6, 8),
                notes: [#"valid escapes are \n, \t, \r, \0, \\, \", \' and \u{1F600}"#]
            ),
        ]
    )
    func strings(_ example: Case) {
        expectOneDiagnostic(example)
    }

    @Test(
        "numbers out of shape",
        arguments: [
            Case(
                text: "12abc", message: "'12abc' is not a valid number", range: SourceRange(0, 5), notes: [numberNote]),
            Case(text: "1.", message: "'1.' is not a valid number", range: SourceRange(0, 2), notes: [numberNote]),
            Case(
                text: "1.5.3", message: "'1.5.3' is not a valid number", range: SourceRange(0, 5), notes: [numberNote]),
            Case(
                text: "0x1G", message: "'0x1G' is not a valid hexadecimal number", range: SourceRange(0, 4),
                notes: ["hexadecimal numbers are written like 0xFF"]),
            Case(
                text: "0b102", message: "'0b102' is not a valid binary number", range: SourceRange(0, 5),
                notes: ["binary numbers are written like 0b1010"]),
            Case(text: "0o", message: "'0o' is not a valid octal number", range: SourceRange(0, 2), notes: ["octal numbers are written like 0o17"]),
            Case(text: "[1.x]", message: "'1.x' is not a valid number", range: SourceRange(1, 4), notes: [numberNote]),
            Case(text: "-", message: "expected a digit after '-'", range: SourceRange(1, 1)),
            Case(text: "- 1", message: "expected a digit after '-', found a space", range: SourceRange(1, 2)),
            Case(text: "-x", message: "expected a digit after '-', found 'x'", range: SourceRange(1, 2)),
            Case(text: "1e", message: "expected a digit in the exponent of '1e'", range: SourceRange(2, 2)),
            Case(
                text: "[2.5e+]", message: "expected a digit in the exponent of '2.5e+', found ']'",
                range: SourceRange(6, 7)),
        ]
    )
    func numbers(_ example: Case) {
        expectOneDiagnostic(example)
    }

    @Test(
        "nesting deeper than the limit is one diagnostic at the bracket that goes too deep",
        arguments: ["[", ".a(", "("])
    func tooDeep(opener: String) throws {
        let limit = DSLParser.maximumNesting
        let diagnostic = try #require(ParsingFixtures.diagnostic(parsing: String(repeating: opener, count: limit + 10)))
        #expect(diagnostic.message == "nesting deeper than 256 levels")
        let bracket = (limit + 1) * opener.utf8.count - 1
        #expect(diagnostic.range == SourceRange(bracket, bracket + 1))
    }

    @Test("a postfix chain longer than the limit is one diagnostic")
    func chainTooLong() throws {
        let limit = DSLParser.maximumNesting
        let diagnostic = try #require(
            ParsingFixtures.diagnostic(parsing: "x" + String(repeating: ".y", count: limit + 1)))
        #expect(diagnostic.message == "nesting deeper than 256 levels")
        #expect(diagnostic.range == SourceRange(1 + 2 * limit, 2 + 2 * limit))
    }

    private func expectOneDiagnostic(_ example: Case, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let diagnostic = ParsingFixtures.diagnostic(parsing: example.text) else {
            Issue.record("\(example.text.debugDescription) parsed", sourceLocation: sourceLocation)
            return
        }
        #expect(diagnostic.message == example.message, sourceLocation: sourceLocation)
        #expect(diagnostic.range == example.range, sourceLocation: sourceLocation)
        #expect(diagnostic.notes == example.notes, sourceLocation: sourceLocation)
        #expect(diagnostic.locatedNotes.isEmpty, sourceLocation: sourceLocation)
    }
}

@Suite("Characters users type by mistake")
struct MistypedCharacterTests {
    @Test(
        "invisible and non-ASCII space characters are named by code point",
        arguments: [
            (
                ".add(item:\u{A0}1)", "expected a value after 'item:', found a non-ASCII space (U+00A0)",
                SourceRange(10, 12)
            ),
            (
                ".add(\u{200B}item: 1)", "expected an argument label or a value, found an invisible character (U+200B)",
                SourceRange(5, 8)
            ),
        ]
    )
    func invisibleCharacters(text: String, message: String, range: SourceRange) throws {
        let diagnostic = try #require(ParsingFixtures.diagnostic(parsing: text))
        #expect(diagnostic.message == message)
        #expect(diagnostic.range == range)
    }

    @Test("a byte order mark at the start is trivia")
    func byteOrderMark() throws {
        let expression = try DSLParser.parseExpression("\u{FEFF}.finish")
        #expect(expression.range == SourceRange(3, 10))
    }
}
