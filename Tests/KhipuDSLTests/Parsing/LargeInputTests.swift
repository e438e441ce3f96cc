import KhipuDSL
import KhipuTestSupport
import Testing

/// No input, however deep or long, crashes the parser; the work stays linear.
@Suite("Deep and long inputs")
struct LargeInputTests {
    static let tenMegabytes = 10_000_000

    @Test(
        "100,000 open brackets give one diagnostic",
        arguments: [
            (String(repeating: "[", count: 100_000), "nesting deeper than 256 levels"),
            (
                String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
                "nesting deeper than 256 levels"
            ),
            (String(repeating: ".a(", count: 100_000), "nesting deeper than 256 levels"),
            ("x" + String(repeating: ".y", count: 100_000), "nesting deeper than 256 levels"),
            ("x" + String(repeating: "[0]", count: 100_000), "nesting deeper than 256 levels"),
            (String(repeating: "(", count: 100_000), "nesting deeper than 256 levels"),
            (
                ".todos" + String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000),
                "nesting deeper than 256 levels"
            ),
            (String(repeating: ")", count: 100_000), "expected an expression, found ')'"),
        ]
    )
    func deepNesting(text: String, message: String) throws {
        let diagnostic = try #require(ParsingFixtures.diagnostic(parsing: text))
        #expect(diagnostic.message == message)
        #expect(diagnostic.range.end - diagnostic.range.start == 1)
        let rendered = DiagnosticRenderer().render(
            diagnostic, source: StatementSource(text: text), fileName: nil, colored: false)
        #expect(rendered.count < 400)
    }

    @Test("a 10 MB string literal line parses")
    func longStringLiteral() throws {
        let content = String(repeating: "Get coffee ☕️ ", count: Self.tenMegabytes / 20)
        let text = ".add(item: \"" + content + "\\n\")"
        let expression = try DSLParser.parseExpression(text)
        guard case .implicitMember("add", _, let arguments?) = expression.kind,
            case .string(let value) = arguments.first?.value.kind
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(value.utf8.count == content.utf8.count + 1)
        #expect(value.hasSuffix("☕️ \n"))
        #expect(expression.range == SourceRange(0, text.utf8.count))
    }

    @Test("a 10 MB garbage line gives one short diagnostic")
    func longGarbageLine() throws {
        // A seeded generator, so the garbage is the same on every run.
        var generator = SeededRandom(state: 42)
        let alphabet = Array("abcXYZ019_.,:;()[]{}\"'\\#/@$%^&*-+= \té☕️\u{7}\u{1B}")
        let chunk = String((0..<997).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        let text = String(repeating: chunk, count: Self.tenMegabytes / chunk.utf8.count)
        let diagnostic = try #require(ParsingFixtures.diagnostic(parsing: text))
        let rendered = DiagnosticRenderer().render(
            diagnostic, source: StatementSource(text: text), fileName: nil, colored: false)
        #expect(rendered.count < 1_000)
        #expect(!rendered.contains("\u{1B}"))
    }

    @Test("a 10 MB unterminated string is cut to a window when shown")
    func longUnterminatedString() throws {
        let text = "  .add(item: \"" + String(repeating: "x", count: Self.tenMegabytes)
        let diagnostic = try #require(ParsingFixtures.diagnostic(parsing: text))
        #expect(diagnostic.message == "unterminated string literal")
        #expect(diagnostic.range == SourceRange(13, text.utf8.count))
        let rendered = DiagnosticRenderer().render(
            diagnostic, source: StatementSource(text: text), fileName: nil, colored: false)
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "<input>:1:14: error: unterminated string literal")
        #expect(lines[1] == "  " + "  .add(item: \"" + String(repeating: "x", count: 86) + "…")
        #expect(lines[2] == "  " + String(repeating: " ", count: 13) + "^" + String(repeating: "~", count: 86))
    }
}
