import KhipuDSL
import KhipuScript
import Testing

@Suite("StatementContinuation")
struct StatementContinuationTests {
    static let entries: [[String]] = [
        [".todos(.cmd(", ".add(item: \"x\")", "))"],
        ["let s = \"\"\"", "  (", "  \"\"\""],
        [":describe (", "more"],
        ["# comment (", ".todos(", ")"],
        ["\u{FEFF}.todos(", ")"],
        ["let s = \"oops (", "next"],
        ["[", "1, // ]", "2", "]"],
        ["", "  ", ".a(", "\"\\\")\"", ")"],
    ]

    @Test("line by line, it agrees with needsContinuation on the whole text at every line", arguments: entries)
    func agreesWithWholeText(lines: [String]) {
        var continuation = StatementContinuation()
        for count in 1...lines.count {
            let needsMore = continuation.append(lines[count - 1])
            #expect(needsMore == StatementSplitter.needsContinuation(lines.prefix(count).joined(separator: "\n")))
            if !needsMore { return }
        }
    }

    @Test("a statement open over 20,000 lines stays open until its bracket closes")
    func longStatement() {
        var continuation = StatementContinuation()
        var stillOpen = [continuation.append("let many = [")]
        for index in 0..<20_000 {
            stillOpen.append(continuation.append("  \(index),"))
        }
        let closed = !continuation.append("]")
        #expect(stillOpen.allSatisfy { $0 })
        #expect(closed)
    }

    @Test("it says what keeps the statement open: the brackets in order, a \"\"\" string, a comment")
    func stillOpen() {
        var continuation = StatementContinuation()
        #expect(continuation.stillOpen == "")
        _ = continuation.append(".todos(.cmd(.add(item: [")
        #expect(continuation.stillOpen == "((([")
        _ = continuation.append("\"x\"]")
        #expect(continuation.stillOpen == "(((")
        var string = StatementContinuation()
        _ = string.append("let s = \"\"\"")
        #expect(string.stillOpen == "\"\"\"")
        var comment = StatementContinuation()
        _ = comment.append(".a( /* note")
        #expect(comment.stillOpen == "/*")
        var deep = StatementContinuation()
        _ = deep.append(String(repeating: "(", count: 20))
        #expect(deep.stillOpen == String(repeating: "(", count: 16) + "…")
    }
}
