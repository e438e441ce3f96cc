import Foundation
import KhipuTestSupport
import Testing

/// Issue 11's promises, checked through the real `khipu` on a pipe: echo, time travel,
/// help for the domain at hand, sessions that keep each domain, `--version`.
@Suite("A session for people (piped)")
struct SessionForPeopleTests {
    private func piped(_ lines: [String], _ arguments: [String] = []) async throws -> KhipuProcess.Result {
        try await KhipuProcess.run(arguments, stdin: lines.joined(separator: "\n") + "\n")
    }

    @Test("a bare expression prints its value")
    func echo() async throws {
        let result = try await piped([#"let c = TodoItem(title: "x")"#, "c.title", #"TodoItem(title: "y").title"#, "c.alter(.finish).state"])
        #expect(result.status == 0, "\(result.output)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(Array(lines.suffix(3)) == [#""x""#, #""y""#, ".finished"])
    }

    @Test("an unknown name is an error, not a statement that is silently ignored")
    func echoUnknown() async throws {
        let result = try await piped(["d"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("error:"), "\(result.output)")
    }

    @Test("three adds, two undos and a redo leave two items; :history lists the steps")
    func timeTravel() async throws {
        let result = try await piped([
            #".todos(.cmd(.add(item: "a")))"#, #".todos(.cmd(.add(item: "b")))"#, #".todos(.cmd(.add(item: "c")))"#,
            ":undo", ":undo", ":redo", ":state todos.items.count", ":history", ":goto 0", ":state todos.items.count",
            ":redo 3", ":state todos.items.count",
        ])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("redone: now at step 2 (.todos(.cmd(.add(item: \"b\"))))\n2\n"), "\(result.stdout)")
        #expect(result.stdout.contains("→ 2  .todos(.cmd(.add(item: \"b\")))"))
        #expect(result.stdout.contains("  3  .todos(.cmd(.add(item: \"c\")))"))
        #expect(result.stdout.contains("at: now at the start\n0\n"))
        #expect(result.stdout.hasSuffix("redone: now at step 3 (.todos(.cmd(.add(item: \"c\"))))\n3\n"))
    }

    @Test(":set undo bounds the history")
    func undoLimit() async throws {
        let result = try await piped([":set undo 2"] + (1...4).map { #".todos(.cmd(.add(item: "\#($0)")))"# } + [":undo 5", ":state todos.items.count"])
        #expect(result.stdout.hasSuffix("undone: now at step 2 (.todos(.cmd(.add(item: \"2\"))))\n2\n"), "\(result.stdout)")
    }

    @Test(":help in counter shows counter's examples and none of todos'")
    func helpForTheDomain() async throws {
        let result = try await piped([":help"], ["--domain", "counter"])
        #expect(result.status == 0)
        #expect(result.stdout.contains(".counter(.cmd(.increment))"))
        #expect(!result.stdout.lowercased().contains("todo"))
        #expect(!result.stdout.contains("coffee"))
    }

    @Test(":help TOPIC explains one command; an unknown topic gets a suggestion")
    func helpTopic() async throws {
        let result = try await piped([":help :clock", ":help undo", ":help clok"])
        #expect(result.stdout.contains(":clock advance 90s"))
        #expect(result.stdout.contains(":undo 3 goes back three steps"))
        #expect(result.stdout.contains("did you mean ':clock'?"))
    }

    @Test(":describe TYPE shows the type's cases with their docs")
    func describeType() async throws {
        let result = try await piped([":describe Light"], ["--domain", "lighting"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.hasPrefix("struct Light"), "\(result.stdout)")
        #expect(!result.stdout.contains("no message starts with"))
    }

    @Test("switching domains keeps each one's state and history")
    func domainsKeepTheirState() async throws {
        let result = try await piped([
            #".todos(.cmd(.add(item: "kept")))"#, ":domain counter", ".counter(.cmd(.increment))", ":domain todos",
            ":state todos.items.count", ":undo", ":state todos.items.count", ":domain counter", ":state counter.value",
        ])
        #expect(result.status == 0, "\(result.output)")
        // A domain met for the first time says what it is; one met before, that it resumed.
        #expect(result.stdout.contains("domain counter: A declarative counter: increment and decrement"), "\(result.stdout)")
        #expect(result.stdout.contains("domain todos, resumed where it was left\n1\n"), "\(result.stdout)")
        #expect(result.stdout.contains("undone: now at the start\n0\n"))
        #expect(result.stdout.hasSuffix("domain counter, resumed where it was left\n1\n"))
    }

    @Test(":save refuses to overwrite a file it did not write, :save! does; the header names every domain")
    func saveOverwrite() async throws {
        let directory = try TemporaryDirectory()
        let keep = directory.url.appendingPathComponent("keep.txt")
        try "precious\n".write(to: keep, atomically: true, encoding: .utf8)
        let script = directory.url.appendingPathComponent("s.khipu").path
        let result = try await piped([
            ".todos(.cmd(.add(item: \"a\")))", ":save \(keep.path)", ":domain counter", ":save \(script)", ":save \(script)",
        ])
        #expect(result.stdout.contains("already exists and was not written by :save"), "\(result.output)")
        #expect(try String(contentsOf: keep, encoding: .utf8) == "precious\n")
        #expect(try String(contentsOfFile: script, encoding: .utf8).hasPrefix("# A khipu session on todos (then counter)"))
        _ = try await piped([":save! \(keep.path)"])
        #expect(try String(contentsOf: keep, encoding: .utf8).hasPrefix("# A khipu session"))
    }

    @Test("khipu --version prints a version")
    func version() async throws {
        let result = try await KhipuProcess.run(["--version"], stdin: "")
        #expect(result.status == 0)
        #expect(result.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "\(result.stdout)")
    }
}
