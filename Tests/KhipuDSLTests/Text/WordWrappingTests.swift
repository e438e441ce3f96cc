import KhipuDSL
import Testing

@Suite("Breaking text between words")
struct WordWrappingTests {
    @Test("no line is wider than the width, and every break is between words")
    func betweenWords() {
        let text = "The counter never goes below zero: a decrement at zero is refused with a note that says why."
        let lines = WordWrapping.lines(text, width: 20)
        #expect(lines.allSatisfy { $0.displayWidth <= 20 }, "\(lines)")
        #expect(lines.joined(separator: " ") == text)
    }

    @Test("an indented line keeps its indent on the lines it continues on")
    func hangingIndent() {
        let lines = WordWrapping.lines("  note: write Data as base64 or as its bytes", width: 20)
        #expect(lines == ["  note: write Data", "  as base64 or as", "  its bytes"])
    }

    @Test("wide text is measured in columns")
    func wideText() {
        let lines = WordWrapping.lines("支付失败 支付失败 😢", width: 10)
        #expect(lines == ["支付失败", "支付失败", "😢"])
    }

    @Test("a word wider than a line is cut; line breaks start new lines")
    func longWord() {
        #expect(WordWrapping.lines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(WordWrapping.lines("a b\n\nc", width: 10) == ["a b", "", "c"])
    }
}

extension WordWrappingTests {
    @Test("a line that fits stays as written; a two-column line continues under its second column")
    func columns() {
        #expect(WordWrapping.lines("  :undo [N]    go back", width: 40) == ["  :undo [N]    go back"])
        #expect(WordWrapping.lines("  :goto N   go to step N of the history", width: 30) == ["  :goto N   go to step N of", String(repeating: " ", count: 12) + "the history"])
        // A second column too far right goes under the first.
        #expect(WordWrapping.lines("  :fixtures" + String(repeating: " ", count: 20) + "bind the documentation's names", width: 30)
            == ["  :fixtures", "      bind the documentation's", "      names"])
    }
}
