import KhipuDSL
import Testing

@Suite("Parsing literals")
struct LiteralParsingTests {
    @Test(
        "integers keep their text without underscores",
        arguments: [
            ("0", "0"), ("42", "42"), ("-1", "-1"), ("1_000_000", "1000000"), ("-1_000", "-1000"),
            ("007", "007"), ("1_", "1"), ("99999999999999999999999", "99999999999999999999999"),
        ]
    )
    func integers(text: String, digits: String) throws {
        let expression = try DSLParser.parseExpression(text)
        #expect(expression.kind == .integer(digits))
        #expect(expression.range == SourceRange(0, text.utf8.count))
    }

    @Test(
        "floating-point literals",
        arguments: [
            ("1.5", "1.5"), ("-0.5e3", "-0.5e3"), ("1e10", "1e10"), ("53.92681", "53.92681"),
            ("1E-5", "1E-5"), ("2.5e+3", "2.5e+3"), ("1_000.000_1", "1000.0001"), ("-0.0", "-0.0"),
        ]
    )
    func floats(text: String, digits: String) throws {
        let expression = try DSLParser.parseExpression(text)
        #expect(expression.kind == .float(digits))
        #expect(expression.range == SourceRange(0, text.utf8.count))
    }

    @Test(
        "true, false and nil",
        arguments: [("true", DSLExpression.Kind.bool(true)), ("false", .bool(false)), ("nil", .nil)])
    func keywords(text: String, kind: DSLExpression.Kind) throws {
        let expression = try DSLParser.parseExpression(text)
        #expect(expression.kind == kind)
        #expect(expression.range == SourceRange(0, text.utf8.count))
    }

    @Test("names that start like keywords are names", arguments: ["trueish", "nilly", "falsehood", "_true"])
    func keywordPrefixes(text: String) throws {
        #expect(try DSLParser.parseExpression(text).kind == .identifier(text))
    }

    @Test(
        "arrays",
        arguments: [
            ("[]", "[]"), ("[1]", "[int:1]"), ("[1, 2, 3]", "[int:1, int:2, int:3]"), ("[1, 2,]", "[int:1, int:2]"),
            ("[ \"a\" ,\"b\" ]", #"["a", "b"]"#), ("[[1], [], [[2]]]", "[[int:1], [], [[int:2]]]"),
            ("[.a, .b(x: 1)]", "[.a, .b(x: int:1)]"), ("[\n  1,\n  2,\n]", "[int:1, int:2]"),
        ]
    )
    func arrays(text: String, shape: String) throws {
        let expression = try DSLParser.parseExpression(text)
        #expect(ParsingFixtures.sketch(expression) == shape)
        #expect(expression.range == SourceRange(0, text.utf8.count))
    }

    @Test("array elements have their own ranges")
    func arrayElementRanges() throws {
        let expression = try DSLParser.parseExpression(#"[1, "two", .three]"#)
        guard case .array(let elements) = expression.kind else {
            Issue.record("not an array: \(expression)")
            return
        }
        #expect(elements.map(\.range) == [SourceRange(1, 2), SourceRange(4, 9), SourceRange(11, 17)])
    }
}
