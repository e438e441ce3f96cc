import KhipuDSL
import Testing

@Suite("TerminalSafeText")
struct TerminalSafeTextTests {
    static let hostile: [(raw: String, shown: String)] = [
        ("\u{1B}]0;PWNED\u{7}\u{1B}[2J", "␛]0;PWNED␇␛[2J"),
        ("\u{9B}31mred", "\\u{9B}31mred"),
        ("file\u{202E}txt.exe", "file\\u{202E}txt.exe"),
        ("a\u{2066}b\u{2069}c\u{200F}", "a\\u{2066}b\\u{2069}c\\u{200F}"),
        ("del\u{7F}", "del␡"),
        ("over\rwrite", "over␍write"),
        ("tab\tstays", "tab\tstays"),
        ("plain café ✓", "plain café ✓"),
    ]

    @Test("controls, C1 controls and bidi overrides are shown visibly", arguments: hostile)
    func visible(raw: String, shown: String) {
        #expect(TerminalSafeText.visible(raw) == shown)
        #expect(TerminalSafeText.isSafe(TerminalSafeText.visible(raw)))
    }

    @Test("line breaks stay where asked, carriage returns never")
    func lineBreaks() {
        #expect(TerminalSafeText.visible("a\nb\r\nc") == "a␊b␍␊c")
        #expect(TerminalSafeText.visible("a\nb\r\nc", keepingLineBreaks: true) == "a\nb␍\nc")
    }

    @Test("a diagnostic quoting U+009B or U+202E prints neither, and its caret stays under the spot")
    func diagnosticQuotingC1AndBidi() {
        let text = ".todos(\u{9B}2J\u{202E}.x)"
        let offset = Array(text.utf8).firstIndex(of: UInt8(ascii: "x"))!
        let diagnostic = Diagnostic("unknown case 'x' after \u{9B} and \u{202E}", at: SourceRange(offset, offset + 1), id: .unknownCase)
        let rendered = DiagnosticRenderer().render(diagnostic, source: StatementSource(text: text), fileName: "f\u{1B}.khipu", colored: false)
        #expect(TerminalSafeText.isSafe(rendered, keepingLineBreaks: true))
        let lines = rendered.split(separator: "\n")
        #expect(lines[0].hasPrefix("f␛.khipu:1:"))
        let caretColumn = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        let xColumn = lines[1].firstIndex(of: "x").map { lines[1].distance(from: lines[1].startIndex, to: $0) }
        #expect(caretColumn == xColumn)
    }
}
