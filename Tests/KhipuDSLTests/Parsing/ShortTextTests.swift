import KhipuDSL
import Testing

/// Names and string literals come out as written whatever their length and script: short
/// ASCII ones are built straight from their bytes, the others through UTF-8 decoding.
@Suite("Short names and strings")
struct ShortTextTests {
    static let texts = [
        "", "a", "zipCode", "Sesame Street 1", "0123456789abcde", "0123456789abcdef", "café", "日本語", "ünïcödé ünïcödé",
        "tab\there", "a\u{7F}b",
    ]

    @Test("string literals of every length around the inline limit", arguments: texts)
    func stringLiterals(text: String) throws {
        let escaped = text.replacingOccurrences(of: "\t", with: "\\t")
        let expression = try DSLParser.parseExpression("\"\(escaped)\"")
        #expect(expression.kind == .string(text))
        if case .string(let parsed) = expression.kind {
            #expect(parsed.utf8.elementsEqual(text.utf8))
            #expect(parsed.hashValue == text.hashValue)
            #expect(parsed.count == text.count)
        }
    }

    @Test(
        "names and labels of every length around the inline limit",
        arguments: ["a", "add", "fifteenLetters_", "sixteenLetters__", "`default`", "a1234567890123456789"]
    )
    func names(name: String) throws {
        let plain = name.replacingOccurrences(of: "`", with: "")
        let expression = try DSLParser.parseExpression(".\(name)(\(name): 1)")
        guard case .implicitMember(let member, _, let arguments?) = expression.kind else {
            Issue.record("not an implicit member: \(expression.kind)")
            return
        }
        #expect(member == plain)
        #expect(member.hashValue == plain.hashValue)
        #expect(arguments.map(\.label) == [plain])
    }

    @Test("an escape, the closing quote or a line break is found at any offset", arguments: 0..<20)
    func specialBytesAtEveryOffset(offset: Int) throws {
        let before = String(repeating: "a", count: offset)
        let after = String(repeating: "b", count: 19 - offset)
        #expect(try DSLParser.parseExpression("\"\(before)\\n\(after)\"").kind == .string(before + "\n" + after))
        #expect(try DSLParser.parseExpression("\"\(before)\"").kind == .string(before))
        let unterminated = try #require(ParsingFixtures.diagnostic(parsing: "\"\(before)\n\(after)\""))
        #expect(unterminated.message == "unterminated string literal")
    }
}
