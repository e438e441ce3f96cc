import KhipuDSL
import KhipuScript
import KhipuTestSupport
import Testing
@testable import KhipuREPL

/// What the REPL prints at a terminal fits its width in columns: text breaks between
/// words, and a caret stands under its spot after wide characters and emoji.
@Suite("The REPL at a terminal's width")
struct TerminalWidthTests {
    @Test("the caret after Chinese text and an emoji stands under the typed spot")
    func caretUnderWideText() async throws {
        let session = try todosSession()
        let line = #"let t = TodoItem(title: "支付失败 😢", detials: "x")"#
        let outcome = await session.enter(line)[0]
        #expect(outcome.failed)
        let presenter = OutcomePresenter(palette: Palette(enabled: false), promptWidth: 7, terminalWidth: 120)
        let lines = presenter.lines(for: outcome, typedLine: line, interrupted: false)
        let caretLine = try #require(lines.first)
        let caret = try #require(caretLine.firstIndex(of: "^"))
        let spot = try #require(line.range(of: "detials"))
        // Four wide characters and an emoji before the spot take two columns each.
        #expect(caretLine.distance(from: caretLine.startIndex, to: caret) == 7 + line[..<spot.lowerBound].count + 5, "\(lines)")
    }

    @Test(":help at 60 columns breaks only between words")
    func helpBetweenWords() async throws {
        let session = try todosSession()
        let outcome = await session.enter(":help")[0]
        let original = outcome.texts.joined(separator: "\n")
        let presenter = OutcomePresenter(palette: Palette(enabled: false), promptWidth: 7, terminalWidth: 60)
        let lines = presenter.lines(for: outcome, typedLine: ":help", interrupted: false)
        #expect(lines.allSatisfy { $0.displayWidth <= 60 }, "\(lines.filter { $0.displayWidth > 60 })")
        #expect(lines.count > original.split(separator: "\n").count)
        let words = { (text: String) in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) }
        #expect(words(lines.joined(separator: "\n")) == words(original))
    }

    @Test("a note wider than the terminal keeps its indent on the lines it continues on")
    func wrappedNotes() {
        let presenter = OutcomePresenter(palette: Palette(enabled: false), promptWidth: 7, terminalWidth: 30)
        #expect(presenter.wrapped("  note: expected one of: add, remove, update") == ["  note: expected one of: add,", "  remove, update"])
    }
}
