import Foundation
@testable import KhipuDSL
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

    @Test("a diagnostic made with an id keeps it whatever its wording; each factory gives its own")
    func explicitAndFromFactories() {
        let range = SourceRange(0, 5)
        #expect(Diagnostic("anything at all", at: SourceRange(0, 1), id: .unknownName).id == .unknownName)
        #expect(Diagnostic.unknownName("cofee", at: range).id == .unknownName)
        #expect(Diagnostic.missingArgument("'item: TodoItem'", at: range).id == .missingArgument)
        #expect(Diagnostic.typeMismatch(expected: "TodoItem", found: "42", at: range).id == .typeMismatch)
        #expect(Diagnostic.integerOverflow("999999999999999999999", of: "Int", at: range).id == .overflow)
    }

    @Test("rewording a message leaves its id: the id comes from the factory, not the text")
    func rewordingKeepsTheID() {
        var diagnostic = Diagnostic.unknownCase("ad", of: "Message.Todos.CMD", at: SourceRange(0, 2))
        #expect(diagnostic.message == "unknown case 'ad' of Message.Todos.CMD")
        diagnostic.message = "there is no case called 'ad' in Message.Todos.CMD"
        #expect(diagnostic.id == .unknownCase)
        // Words that once told another id do not make it.
        diagnostic.message = "unknown name 'ad', nesting deeper than 9 levels, is nil"
        #expect(diagnostic.id == .unknownCase)
        #expect(Diagnostic("unknown name 'x'", at: SourceRange(0, 1), id: .syntax).id == .syntax)
    }

    @Test("diagnostics are errors unless made otherwise")
    func severity() {
        #expect(Diagnostic("unknown case 'x'", at: SourceRange(0, 1), id: .unknownCase).severity == .error)
        #expect(Diagnostic("a hint", at: SourceRange(0, 1), id: .other, severity: .warning).severity == .warning)
    }

    @Test("every id is unique")
    func unique() {
        let rawValues = DiagnosticID.allCases.map(\.rawValue)
        #expect(Set(rawValues).count == rawValues.count)
    }

    @Test("the manual lists every id, in the order of DiagnosticID, and no other")
    func manualListsEveryID() throws {
        let manual = try String(contentsOf: Self.packageRoot.appendingPathComponent("Documentation/Khipu.docc/Language.md"), encoding: .utf8)
        let lines = manual.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex(of: "| Id | What is wrong |"))
        let rows = lines[(header + 2)...].prefix { $0.hasPrefix("| `") }
        let listed = rows.map { $0.dropFirst(3).prefix { $0 != "`" }.description }
        #expect(listed == DiagnosticID.allCases.map(\.rawValue))
    }

    /// Each factory with the id the manual lists for its kind; a factory that changes its
    /// id changes what users match on, and this test with it.
    @Test("each factory's id is the one the manual lists for its kind")
    func factoriesKeepTheirIDs() {
        let at = SourceRange(0, 1)
        let made: [(Diagnostic, String)] = [
            // Parsing.
            (.expected("a value", found: "')'", at: at), "syntax"),
            (.expected("a value", found: nil, at: at), "syntax"),
            (.expectedCloser("')'", opener: "(", openerColumn: 3, found: "'x'", at: at), "syntax"),
            (.missingBacktickName(at: at), "syntax"),
            (.keyValueInArray(at: at), "syntax"),
            (.textAfterExpression(found: "'.b'", at: at), "syntax"),
            (.neverClosed("(", openedAt: at, at: at), "unclosed-bracket"),
            (.unmatchedCloser(")", opener: "(", at: at), "unmatched-bracket"),
            (.nestingTooDeep(limit: 256, at: at), "too-deep"),
            (.malformedNumber("1.2.3", at: at, notes: []), "invalid-value"),
            (.unterminatedString(at: at), "unclosed-bracket"),
            (.unterminatedRawString(closer: "\"#", at: at), "unclosed-bracket"),
            (.unterminatedMultilineString(at: at), "unclosed-bracket"),
            (.multilineContentOnOpenerLine(at: at), "syntax"),
            (.multilineCloserNotOnOwnLine(at: at), "syntax"),
            (.insufficientIndentation(at: at), "syntax"),
            (.multilineRawString(at: at), "syntax"),
            (.stringInterpolation(at: at), "invalid-escape"),
            (.missingEscapedCharacter(at: at), "invalid-escape"),
            (.invalidEscape("\\q", at: at, notes: []), "invalid-escape"),
            (.malformedUnicodeEscape(expected: "'{' after '\\u'", at: at), "syntax"),
            (.invalidUnicodeScalar("\\u{D800}", at: at), "invalid-escape"),
            // Decoding.
            (.unknownCase("ad", of: "T", at: at), "unknown-case"),
            (.unknownLabel("titel", at: at, notes: [], suggestion: nil), "unknown-label"),
            (.unknownName("cofee", at: at), "unknown-name"),
            (.unknownType("TodoIten", at: at, notes: [], suggestion: nil), "unknown-type"),
            (.typeMismatch(expected: "TodoItem", found: "42", at: at), "type-mismatch"),
            (.resolvedTypeMismatch("tea", isA: "a TodoItem", expected: "Int", at: at), "type-mismatch"),
            (.initializerBuiltOtherType("T(x:)", built: "an A", expected: "B", at: at), "type-mismatch"),
            (.emptyArrayForDictionary(at: at), "type-mismatch"),
            (.notAnArrayElement("tea", isA: "a T", at: at), "type-mismatch"),
            (.notADictionaryKey("T", at: at), "type-mismatch"),
            (.notOneCharacter(count: 2, in: "\"ab\"", at: at), "type-mismatch"),
            (.argumentsDoNotFit("case add(item: TodoItem)", at: at, notes: []), "type-mismatch"),
            (.noWayToBuild("T", at: at), "type-mismatch"),
            (.untypedNil(at: at, notes: []), "nil-value"),
            (.ambiguousType(of: "an empty array", at: at, notes: []), "ambiguous-type"),
            (.missingArgument("'item: TodoItem'", at: at), "missing-argument"),
            (.missingElement(count: 2, in: "Pair", at: at), "missing-argument"),
            (.tooManyArguments(at: at, notes: []), "extra-argument"),
            (.duplicateArgument("title", at: at, notes: []), "extra-argument"),
            (.extraArgument("x", in: "T", at: at), "extra-argument"),
            (.expectedLabel("item", found: "itme", at: at), "wrong-label"),
            (.unexpectedLabel("item", at: at), "wrong-label"),
            (.integerOverflow("300", of: "UInt8", at: at), "overflow"),
            (.floatingPointOverflow("1e999", of: "Double", at: at), "overflow"),
            (.tooManyDecimalDigits("1", limit: 38, at: at), "overflow"),
            (.invalidLiteral("1e", of: "Double", at: at), "invalid-value"),
            (.invalidValue("URL \"\"", at: at), "invalid-value"),
            (.cannotBuild("a T", reason: "no", at: at), "invalid-value"),
            (.initializerFailed("T(x:)", reason: "no", at: at), "invalid-value"),
            (.decodingFailure("no", at: at), "invalid-value"),
            (.cannotEvaluate("x", reason: "no", at: at), "invalid-value"),
            (.constantArgument("id", isAlways: "1", in: "T", at: at), "invalid-value"),
            (.duplicateKey("\"a\"", at: at), "invalid-value"),
            (.notBuildableFromText("a T", reason: "no", at: at, notes: []), "invalid-value"),
            (.valueTooDeep(limit: 256, at: at), "too-deep"),
        ]
        for (diagnostic, id) in made {
            #expect(diagnostic.id.rawValue == id, "\(diagnostic.message)")
        }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
