import KhipuDSL
import Testing

@Suite("The caret under wide text")
struct WideCaretTests {
    @Test("the caret after Chinese text and an emoji stands under its spot, in columns")
    func underWideText() throws {
        let line = #"let t = TodoItem(title: "支付失败 😢", detials: "x")"#
        let spot = try #require(line.range(of: "detials"))
        let start = line.utf8.distance(from: line.utf8.startIndex, to: spot.lowerBound)
        let diagnostic = Diagnostic("unknown label 'detials:'", at: SourceRange(start, start + 7), id: .unknownLabel)
        let layout = DiagnosticRenderer().layout(diagnostic, source: StatementSource(text: line), fileName: nil)
        let caretColumn = try #require(layout.caret.firstIndex(of: "^")).utf16Offset(in: layout.caret)
        // Four wide characters and an emoji before the spot take two columns each.
        #expect(caretColumn == line[..<spot.lowerBound].count + 5)
        #expect(layout.caret.hasSuffix("^~~~~~~"))
    }
}
