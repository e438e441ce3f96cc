import Chat
import KhipuDSL
import KhipuScript
import KhipuTestSupport
import Testing
import Todos

@Suite("Terminal safety")
struct TerminalSafetySpec {
    static let escapes = "\\u{1B}]0;PWNED\\u{7}\\u{1B}[2J\\u{9B}31m\\u{202E}"

    @Test("a chat message body with escape sequences is shown with nothing raw")
    func chatBody() async throws {
        let session = try ScriptSession(KhipuDomain(ChatDomain.definition))
        let outcomes = await session.run([
            ".chat(.login(as: \"alice\"))",
            ".chat(.send(ChatMessage(from: \"alice\", to: \"echo\", body: \"\(Self.escapes)\")))",
        ])
        let printed = outcomes.flatMap(\.printedTexts)
        #expect(printed.contains { $0.contains("alice → echo: ␛]0;PWNED␇␛[2J\\u{9B}31m\\u{202E}") })
        for text in printed {
            #expect(TerminalSafeText.isSafe(text, keepingLineBreaks: true), "\(text.debugDescription)")
        }
    }

    @Test("a :load path, a :describe argument and a statement quoting controls print nothing raw", arguments: [
        ":load missing\u{1B}[2J\u{9B}\u{202E}.khipu",
        ":describe .todos(\u{1B}[2J\u{202E}",
        ".todos(.cmd(.ad\u{9B}(item: \"x\")))",
        ".todos(\u{202E}.cmd(.add(item: 1)))",
    ])
    func echoedArguments(line: String) async throws {
        let session = try ScriptSession(KhipuDomain(TodosDomain.definition))
        let outcomes = await session.run([line], file: "script\u{1B}[31m.khipu")
        for text in outcomes.flatMap(\.printedTexts) {
            #expect(TerminalSafeText.isSafe(text, keepingLineBreaks: true), "\(text.debugDescription)")
        }
    }
}
