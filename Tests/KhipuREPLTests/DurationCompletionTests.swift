import KhipuTestSupport
import Testing
@testable import KhipuCompletion
@testable import KhipuREPL

/// Tab in a `Duration` slot offers Swift's spellings (issue 33, item 3).
@Suite("Completing durations")
struct DurationCompletionTests {
    @Test("a Duration slot completes .sec to .seconds( and offers every unit and .zero", arguments: [
        ("let d: Duration = .sec", [".seconds("]),
        ("let d: Duration = .m", [".microseconds(", ".milliseconds("]),
        ("let d: Duration? = .z", [".zero"]),
    ])
    func units(text: String, insertions: [String]) throws {
        let session = try todosSession()
        let completions = Completer(context: CompletionContext(interpreter: session.interpreter)).complete(text)
        #expect(completions.candidates.map(\.insertion).sorted() == insertions)
    }
}
