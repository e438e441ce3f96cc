@testable import KhipuLanguageServer
import Testing

@Suite("LSP positions")
struct TextPositionTests {
    /// `😀` is 4 UTF-8 bytes and 2 UTF-16 units; `é` 2 bytes and 1 unit.
    let text = "let a = \"é😀\"\n.todos(.cmd(.ad(item: a)))"

    @Test("a UTF-8 offset becomes a line and a UTF-16 character, and back")
    func roundTrip() {
        let bytes = Array(text.utf8)
        let afterEmoji = 9 + 2 + 4
        let position = TextPosition.of(afterEmoji, in: text, firstLine: 0)
        #expect(position == TextPosition(line: 0, character: 9 + 1 + 2))
        #expect(position.offset(in: text) == afterEmoji)
        let secondLine = TextPosition.of(bytes.count - 1, in: text, firstLine: 0)
        #expect(secondLine.line == 1)
        #expect(TextPosition(line: 1, character: 13).offset(in: text) == Array("let a = \"é😀\"\n".utf8).count + 13)
    }

    @Test("a statement's offsets count from the line it starts on")
    func firstLine() {
        #expect(TextPosition.of(3, in: ".a\n.b", firstLine: 41) == TextPosition(line: 42, character: 0))
    }

    @Test("a position past a line's end or past the text is clamped")
    func clamped() {
        #expect(TextPosition(line: 0, character: 500).offset(in: "ab\ncd") == 2)
        #expect(TextPosition(line: 9, character: 0).offset(in: "ab\ncd") == 5)
    }
}
