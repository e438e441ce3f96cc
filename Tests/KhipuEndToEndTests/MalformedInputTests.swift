import Foundation
import KhipuTestSupport
import Testing

/// Each malformed line gets one clear diagnostic, and nothing is dispatched: the state
/// printed afterwards still has no items.
@Suite("Malformed input")
struct MalformedInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let line: String
        let message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "unknown case", line: #".todos(.cmd(.ad(item: "x")))"#, message: "unknown case 'ad'"),
        Case(name: "wrong label", line: #".todos(.cmd(.add(itm: "x")))"#, message: "item"),
        Case(name: "missing argument", line: #".todos(.cmd(.add))"#, message: "missing argument"),
        Case(name: "wrong literal type", line: #".todos(.cmd(.add(item: 42)))"#, message: "TodoItem"),
        Case(name: "unterminated string", line: #".todos(.cmd(.add(item: "x)))"#, message: "unterminated"),
        Case(name: "unbalanced brackets", line: #".todos(.cmd(.add(item: "x"))))"#, message: ")"),
        Case(name: "unknown name", line: #".todos(.cmd(.add(item: cofee)))"#, message: "unknown name 'cofee'"),
        Case(name: "not a statement", line: #"hello world"#, message: "expected"),
    ]

    @Test("a malformed line in a session gives one diagnostic and dispatches nothing", arguments: cases)
    func sessionLine(_ example: Case) async throws {
        let input = example.line + "\n:state todos.items.count\n"
        let result = try await KhipuProcess.run([], stdin: input)
        #expect(result.status != 0)
        #expect(result.stdout.contains("<input>:1:"), "\(result.output)")
        #expect(result.stdout.contains("error:"))
        #expect(result.stdout.components(separatedBy: "error:").count == 2, "\(result.output)")
        #expect(result.stdout.contains(example.message), "\(result.output)")
        #expect(result.stdout.contains("^"))
        #expect(result.stdout.hasSuffix("0\n"), "\(result.output)")
    }

    @Test("a malformed line in a script names file, line and column")
    func scriptLine() async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("bad.khipu", contents: """
            # a comment
            .todos(.cmd(.ad(item: "x")))
            """)
        let result = try await KhipuProcess.run(["run", script])
        #expect(result.status != 0)
        #expect(result.stdout.contains("bad.khipu:2:14: error: unknown case 'ad'"), "\(result.output)")
        #expect(result.stdout.contains("did you mean 'add'?"))
        #expect(result.lastLine == "0 passed, 1 failed, 0 skipped")
    }

    @Test("100,000 nested brackets give a diagnostic, not a crash", arguments: ["(", "["])
    func deepNesting(_ bracket: String) async throws {
        let closing = bracket == "(" ? ")" : "]"
        let line = ".todos(" + String(repeating: bracket, count: 100_000) + String(repeating: closing, count: 100_000) + ")"
        let result = try await KhipuProcess.run([], stdin: line + "\n:state todos.items.count\n")
        #expect(result.status == 1)
        #expect(result.stdout.contains("nesting"), "\(result.stdout.prefix(500))")
        #expect(result.stdout.hasSuffix("0\n"))
    }

    @Test("a 10 MB line gives a diagnostic, not a crash")
    func hugeLine() async throws {
        let title = String(repeating: "a", count: 10_000_000)
        let line = #".todos(.cmd(.ad(item: ""# + title + #"")))"#
        let result = try await KhipuProcess.run([], stdin: line + "\n:state todos.items.count\n")
        #expect(result.status == 1)
        #expect(result.stdout.contains("unknown case 'ad'"))
        #expect(result.stdout.utf8.count < 10_000, "the diagnostic shows a window of the line, not all of it")
        #expect(result.stdout.hasSuffix("0\n"))
    }

    @Test("a 10 MB string literal is accepted")
    func hugeString() async throws {
        let title = String(repeating: "b", count: 10_000_000)
        let line = #".todos(.cmd(.add(item: ""# + title + #"")))"#
        let result = try await KhipuProcess.run([], stdin: line + "\n:state todos.items.count\n")
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("1\n"))
    }

    @Test("bytes that are not UTF-8 in a script are reported with line and column")
    func notUTF8() async throws {
        let directory = try TemporaryDirectory()
        var data = Data("expect state.todos.items.count == 0\n.todos(.cmd(.add(item: \"".utf8)
        data += Data([0xC3, 0x28, 0xFF])
        data += Data("\")))\n".utf8)
        let script = try directory.file("bytes.khipu", data: data)
        let result = try await KhipuProcess.run(["run", script])
        #expect(result.status != 0)
        #expect(result.stdout.contains("bytes.khipu:2:25: error: the file is not UTF-8 text"), "\(result.output)")
        #expect(result.lastLine == "0 passed, 1 failed, 0 skipped")
    }

    @Test("bytes that are not UTF-8 typed into a session give a diagnostic")
    func notUTF8InSession() async throws {
        var data = Data(".todos(.cmd(.add(item: \"".utf8)
        data += Data([0xFF, 0xFE])
        data += Data("\")))\n:state todos.items.count\n".utf8)
        let result = try await KhipuProcess.run([], stdin: data)
        #expect(result.status == 1)
        #expect(result.stdout.contains("not UTF-8"), "\(result.output)")
        #expect(result.stdout.hasSuffix("0\n"))
    }
}
