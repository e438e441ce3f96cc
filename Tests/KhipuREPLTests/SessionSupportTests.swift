import Foundation
import KhipuScript
import KhipuTestSupport
import Testing
@testable import KhipuREPL

@Suite("History file, settings and diagnostics of the REPL")
struct SessionSupportTests {
    @Test("the history file: KHIPU_HISTORY, else XDG_STATE_HOME, else the home folder", arguments: [
        (["KHIPU_HISTORY": "/tmp/h", "HOME": "/home/a"], "/tmp/h"),
        (["KHIPU_HISTORY": "", "HOME": "/home/a"], nil),
        (["XDG_STATE_HOME": "/home/a/.state", "HOME": "/home/a"], "/home/a/.state/khipu/history"),
        (["HOME": "/home/a"], "/home/a/.khipu_history"),
        ([:], nil),
    ] as [([String: String], String?)])
    func historyPath(environment: [String: String], path: String?) {
        #expect(HistoryFile.path(environment: environment) == path)
    }

    @Test("colour is off with NO_COLOR, --no-color or a dumb terminal", arguments: [
        ([:], false, true),
        (["NO_COLOR": "1"], false, false),
        (["NO_COLOR": ""], false, true),
        ([:], true, false),
        (["TERM": "dumb"], false, false),
    ] as [([String: String], Bool, Bool)])
    func color(environment: [String: String], flag: Bool, color: Bool) {
        #expect(InteractiveSession.Options.fromEnvironment(noColorFlag: flag, environment: environment).color == color)
    }

    @Test(":set turns the diff and the colour on and off")
    func settings() async throws {
        let session = try todosSession()
        let outcomes = await session.enter(":set diff off", ":set color on", ":set", ":set dif on", ":set diff maybe")
        #expect(outcomes[0].texts == ["diff off"])
        #expect(session.interpreter.settings == SessionSettings(showsDiff: false, usesColor: true))
        #expect(outcomes[2].texts == ["diff off\ncolor on\nexhaustive off\nundo 1000"])
        #expect(outcomes[3].texts[0].contains("unknown setting 'dif'"))
        #expect(outcomes[3].texts[0].contains("did you mean 'diff'?"))
        #expect(outcomes[4].texts[0].contains("expected on, off after 'diff'"))
    }

    @Test("a diagnostic's caret stands under the typed line, which is not repeated")
    func caretUnderTypedLine() async throws {
        let session = try todosSession()
        let typed = #".todos(.cmd(.ad(item: "x")))"#
        let outcome = await session.enter(typed)[0]
        let presenter = OutcomePresenter(palette: Palette(enabled: false), promptWidth: 7, terminalWidth: 120)
        let lines = presenter.lines(for: outcome, typedLine: typed, interrupted: false)
        #expect(lines[0] == String(repeating: " ", count: 7 + 13) + "^~")
        #expect(lines[1] == "<input>:1:14: error: unknown case 'ad' of Message.Todos.CMD")
        #expect(lines.last == "  did you mean 'add'?")
        #expect(!lines.contains("  " + typed))
        // Without the typed line (a pasted block), the diagnostic shows the line itself.
        let pasted = presenter.lines(for: outcome, typedLine: nil, interrupted: false)
        #expect(pasted[1] == "  " + typed)
    }

    @Test("colour wraps escape codes for readline's prompt and is absent when off")
    func palette() {
        let on = Palette(enabled: true)
        #expect(on.promptSafe(on.boldCyan("todos") + "> ") == "\u{01}\u{1B}[1;36m\u{02}todos\u{01}\u{1B}[0m\u{02}> ")
        let off = Palette(enabled: false)
        #expect(off.promptSafe(off.boldCyan("todos") + "> ") == "todos> ")
    }
}
