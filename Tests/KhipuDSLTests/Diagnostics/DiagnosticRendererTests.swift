import KhipuDSL
import Testing

@Suite("Rendering diagnostics")
struct DiagnosticRendererTests {
    let renderer = DiagnosticRenderer()

    @Test("file, line, column, the line, a caret, notes and a suggestion")
    func fullDiagnostic() {
        let diagnostic = Diagnostic(
            "unknown case 'ad' of Message.Todos.CMD",
            at: SourceRange(13, 15),
            notes: ["expected one of: add(item: TodoItem), remove(item: TodoItem), update(item: TodoItem)"],
            suggestion: "add",
            id: .unknownCase
        )
        let source = StatementSource(text: ".todos(.cmd(.ad(item: coffee)))", line: 12)
        #expect(
            renderer.render(diagnostic, source: source, fileName: "scripts/todos.khipu", colored: false) == """
                scripts/todos.khipu:12:14: error: unknown case 'ad' of Message.Todos.CMD
                  .todos(.cmd(.ad(item: coffee)))
                               ^~
                  note: expected one of: add(item: TodoItem), remove(item: TodoItem), update(item: TodoItem)
                  did you mean 'add'?
                """
        )
    }

    @Test("without a file name the input is named <input>")
    func withoutFileName() {
        let diagnostic = Diagnostic("expected an expression, found '@'", at: SourceRange(0, 1), id: .other)
        #expect(
            renderer.render(diagnostic, source: StatementSource(text: "@"), fileName: nil, colored: false) == """
                <input>:1:1: error: expected an expression, found '@'
                  @
                  ^
                """
        )
    }

    @Test("colour only when asked: red error, green suggestion")
    func colored() {
        let diagnostic = Diagnostic("unknown binding 'cofee'", at: SourceRange(11, 16), suggestion: "coffee", id: .other)
        let source = StatementSource(text: ".add(item: cofee)", line: 2)
        #expect(
            renderer.render(diagnostic, source: source, fileName: "a.khipu", colored: true) == """
                a.khipu:2:12: \u{1B}[1;31merror\u{1B}[0m: unknown binding 'cofee'
                  .add(item: cofee)
                             ^~~~~
                  did you mean '\u{1B}[32mcoffee\u{1B}[0m'?
                """
        )
        #expect(!renderer.render(diagnostic, source: source, fileName: "a.khipu", colored: false).contains("\u{1B}"))
    }

    @Test("a spot on a later line of a multi-line statement shows that line")
    func multiLineStatement() {
        let text = ".todos(.cmd(.add(\n    item: cofee\n)))"
        let start = ParsingFixtures.offset(of: "cofee", in: text)
        let diagnostic = Diagnostic("unknown binding 'cofee'", at: SourceRange(start, start + 5), suggestion: "coffee", id: .other)
        #expect(
            renderer.render(
                diagnostic, source: StatementSource(text: text, line: 20), fileName: "t.khipu", colored: false)
                    == """
                    t.khipu:21:11: error: unknown binding 'cofee'
                          item: cofee
                                ^~~~~
                      did you mean 'coffee'?
                    """
        )
    }

    @Test("located notes say where their spot is, counting from the statement's first line")
    func locatedNotes() throws {
        let text = ".todos(.cmd(\n  .add(item: 1)\n"
        let diagnostic = try #require(ParsingFixtures.diagnostic(parsing: text))
        #expect(
            renderer.render(
                diagnostic, source: StatementSource(text: text, line: 7), fileName: "t.khipu", colored: false)
                    == """
                    t.khipu:8:16: error: '(' is never closed
                        .add(item: 1)
                                     ^
                      note: '(' opened at line 7, column 12
                    """
        )
    }

    @Test("a caret at the end of the input stands after the last character")
    func caretAtTheEnd() throws {
        let diagnostic = try #require(ParsingFixtures.diagnostic(parsing: ".add(item: "))
        #expect(
            renderer.render(diagnostic, source: StatementSource(text: ".add(item: "), fileName: nil, colored: false)
                == """
                <input>:1:11: error: '(' is never closed
                  .add(item: 
                            ^
                  note: '(' opened at line 1, column 5
                """
        )
    }

    /// The location counts Characters; the caret stands in terminal columns, where ☕️ takes two.
    @Test("columns count Characters, not bytes; the caret counts terminal columns")
    func characterColumns() throws {
        let text = ".add(title: \"☕️ café\", 1 2)"
        let diagnostic = try #require(ParsingFixtures.diagnostic(parsing: text))
        #expect(
            renderer.render(diagnostic, source: StatementSource(text: text), fileName: nil, colored: false) == """
                <input>:1:25: error: expected ',' or ')' to close '(' at column 5, found '2'
                  .add(title: "☕️ café", 1 2)
                                           ^
                """
        )
    }

    @Test("tabs before the caret are kept so the caret lines up")
    func tabs() {
        let diagnostic = Diagnostic("unexpected '@' after the expression", at: SourceRange(5, 6), id: .other)
        #expect(
            renderer.render(diagnostic, source: StatementSource(text: "\t.a\t @"), fileName: nil, colored: false) == """
                <input>:1:6: error: unexpected '@' after the expression
                  \t.a\t @
                  \t  \t ^
                """
        )
    }

    @Test("a range running past its line is underlined to the end of the line")
    func rangeAcrossLines() {
        let text = "\"\"\"\n  abc\n  \"\"\" x"
        let diagnostic = Diagnostic("something about the block", at: SourceRange(0, text.utf8.count), id: .other)
        #expect(
            renderer.render(diagnostic, source: StatementSource(text: text), fileName: nil, colored: false) == """
                <input>:1:1: error: something about the block
                  \"\"\"
                  ^~~
                """
        )
    }

    @Test("control characters are shown as symbols and line endings are dropped")
    func controlCharacters() {
        let diagnostic = Diagnostic("expected an expression, found '\\u{1B}'", at: SourceRange(0, 1), id: .other)
        let text = "\u{1B}[31m\u{7}\r\nnext"
        #expect(
            renderer.render(diagnostic, source: StatementSource(text: text), fileName: nil, colored: false) == """
                <input>:1:1: error: expected an expression, found '\\u{1B}'
                  ␛[31m␇
                  ^
                """
        )
    }

    @Test("a long line is cut to a window around the caret")
    func longLineWindow() {
        let text = String(repeating: "a", count: 150) + "BAD" + String(repeating: "b", count: 147)
        let diagnostic = Diagnostic("bad", at: SourceRange(150, 153), id: .other)
        #expect(
            renderer.render(diagnostic, source: StatementSource(text: text), fileName: nil, colored: false) == """
                <input>:1:151: error: bad
                  …\(String(repeating: "a", count: 40))BAD\(String(repeating: "b", count: 57))…
                   \(String(repeating: " ", count: 40))^~~
                """
        )
    }

    @Test("a long line's window keeps its full width near either end")
    func longLineEnds() {
        let text = "x" + String(repeating: "é", count: 300) + "y"
        let start = DiagnosticRenderer().render(
            Diagnostic("start", at: SourceRange(0, 1), id: .other), source: StatementSource(text: text), fileName: nil,
            colored: false
        )
        #expect(
            start == """
                <input>:1:1: error: start
                  x\(String(repeating: "é", count: 99))…
                  ^
                """
        )
        let end = text.utf8.count
        let atEnd = DiagnosticRenderer().render(
            Diagnostic("end", at: SourceRange(end, end), id: .other), source: StatementSource(text: text), fileName: nil,
            colored: false
        )
        #expect(
            atEnd == """
                <input>:1:303: error: end
                  …\(String(repeating: "é", count: 99))y
                   \(String(repeating: " ", count: 100))^
                """
        )
    }

    @Test("a narrower window can be asked for")
    func customWindow() {
        let text = String(repeating: "0123456789", count: 5)
        let rendered = DiagnosticRenderer(windowWidth: 20).render(
            Diagnostic("here", at: SourceRange(25, 26), id: .other), source: StatementSource(text: text), fileName: nil,
            colored: false
        )
        #expect(
            rendered == """
                <input>:1:26: error: here
                  …78901234567890123456…
                           ^
                """
        )
    }

    @Test("ranges outside the text are clamped")
    func clampedRanges() {
        let rendered = renderer.render(
            Diagnostic("far away", at: SourceRange(99, 120), id: .other), source: StatementSource(text: "abc"), fileName: nil,
            colored: false
        )
        #expect(
            rendered == """
                <input>:1:4: error: far away
                  abc
                     ^
                """
        )
    }

    @Test("a first line near Int.max is held there, never an overflow (a remote client chooses it)")
    func lineNumbersDoNotOverflow() {
        let diagnostic = Diagnostic("unknown case 'ad'", at: SourceRange(14, 16), id: .other)
        let source = StatementSource(text: ".todos(.cmd(\n.ad(item: \"x\")))", line: Int.max)
        let rendered = renderer.render(diagnostic, source: source, fileName: nil, colored: false)
        #expect(rendered.hasPrefix("<input>:\(Int.max):2: error: unknown case 'ad'"))
        let below = renderer.render(diagnostic, source: StatementSource(text: source.text, line: Int.min), fileName: nil, colored: false)
        #expect(below.hasPrefix("<input>:\(Int.min + 1):2:"))
    }
}
