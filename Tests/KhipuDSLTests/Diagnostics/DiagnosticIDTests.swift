import KhipuDSL
import Testing

@Suite("diagnostic ids")
struct DiagnosticIDTests {
    @Test(
        "the parser's diagnostics carry a stable id",
        arguments: [
            (".todos(.cmd(.add(item: \"x\")", DiagnosticID.unclosedBracket),
            (".todos(.cmd(.add(item: \"x\"))))", DiagnosticID.unmatchedBracket),
            (".todos(.cmd(.add(item: \"\\q\")))", DiagnosticID.invalidEscape),
            (".todos(.cmd(.add(item: \"x\")) extra", DiagnosticID.syntax),
        ]
    )
    func parserIDs(text: String, id: DiagnosticID) {
        #expect {
            _ = try DSLParser.parseExpression(text)
        } throws: { error in
            (error as? Diagnostic)?.id == id
        }
    }

    @Test("a diagnostic made with an id keeps it whatever its wording; made without one, it is told from the message")
    func explicitAndClassified() {
        #expect(Diagnostic("anything at all", at: SourceRange(0, 1), id: .unknownName).id == .unknownName)
        #expect(Diagnostic("unknown name 'cofee'", at: SourceRange(0, 5)).id == .unknownName)
        #expect(Diagnostic("missing argument 'item: TodoItem'", at: SourceRange(0, 5)).id == .missingArgument)
        #expect(Diagnostic("expected TodoItem, found 42", at: SourceRange(0, 2)).id == .typeMismatch)
        #expect(Diagnostic("integer literal '999999999999999999999' overflows Int", at: SourceRange(0, 2)).id == .overflow)
        #expect(Diagnostic("something new", at: SourceRange(0, 1)).id == .other)
    }

    @Test("diagnostics are errors unless made otherwise")
    func severity() {
        #expect(Diagnostic("unknown case 'x'", at: SourceRange(0, 1)).severity == .error)
        #expect(Diagnostic("a hint", at: SourceRange(0, 1), severity: .warning).severity == .warning)
    }
}
