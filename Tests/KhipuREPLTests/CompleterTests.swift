import Foundation
import KhipuTestSupport
import Testing
@testable import KhipuCompletion
@testable import KhipuREPL

@Suite("Completion from the schema")
struct CompleterTests {
    private func complete(_ text: String, in session: ScriptSession? = nil, directory: String? = nil) throws -> Completions {
        let session = try session ?? todosSession()
        var context = CompletionContext(interpreter: session.interpreter)
        if let directory { context.currentDirectory = directory }
        return Completer(context: context).complete(text)
    }

    private func insertions(_ text: String, in session: ScriptSession? = nil) throws -> [String] {
        try complete(text, in: session).candidates.map(\.insertion)
    }

    @Test("case names complete at every depth of a half-typed message", arguments: [
        (".t", ".todos(", 0),
        (".todos(.c", ".cmd(", 7),
        (".todos(.cmd(.a", ".add(", 12),
        (".todos(.ack(.u", ".updated(", 12),
    ])
    func depths(text: String, completion: String, start: Int) throws {
        let completions = try complete(text)
        #expect(completions.candidates.map(\.insertion) == [completion])
        #expect(completions.fragmentStart == start)
    }

    @Test("type names complete after let x:, builtins and every type the domain reaches", arguments: [
        ("let due: TodoD", ["TodoDate"]),
        ("let s: TodoItem.", ["TodoItem.Change", "TodoItem.State"]),
        ("let n: UInt", ["UInt", "UInt16", "UInt32", "UInt64", "UInt8"]),
    ])
    func typeNames(text: String, names: [String]) throws {
        #expect(try insertions(text) == names)
    }

    @Test("the value after let x: T = completes the cases of T, a reachable type")
    func casesOfANamedType() throws {
        #expect(try insertions("let s: TodoItem.State = .") == [".unfinished", ".finished"])
    }

    @Test("the candidates show parameters, types and the first line of the doc")
    func listing() throws {
        let candidates = try complete(".todos(.cmd(.").candidates
        #expect(candidates.map(\.display) == [".add(item: TodoItem)", ".remove(item: TodoItem)", ".update(item: TodoItem)"])
        #expect(candidates[0].summary?.hasPrefix("Appends the item to the todo list") == true)
        let lines = ReadlineCompletion.listing(candidates, width: 100, palette: Palette(enabled: false))
        #expect(lines[0].hasPrefix("  .add(item: TodoItem)      Appends the item"))
        #expect(lines.allSatisfy { $0.count <= 99 })
    }

    @Test("after an opening bracket come the labels, after a label the values that fit")
    func labelsThenValues() async throws {
        let session = try todosSession()
        await session.enter(#"let coffee = TodoItem(title: "Get coffee")"#, #"let note: String = "x""#)
        #expect(try insertions(".todos(.cmd(.add(", in: session) == ["item: "])
        let values = try insertions(".todos(.cmd(.add(item: ", in: session)
        #expect(values.contains("coffee"))
        #expect(values.contains("TodoItem("))
        #expect(!values.contains("note"))
        #expect(!values.contains("state"))
        #expect(try insertions(".todos(.cmd(.add(item: co", in: session) == ["coffee"])
    }

    @Test("a constructor offers its labels")
    func constructorLabels() throws {
        let labels = try insertions("let x = TodoItem(")
        #expect(labels.first == "title: ")
        #expect(labels.contains("details: "))
    }

    @Test("bound names and state paths complete after a dot")
    func paths() async throws {
        let session = try todosSession()
        await session.enter(#".todos(.cmd(.add(item: "Tea")))"#, "let tea = state.todos.items[0]")
        #expect(try insertions("expect state.", in: session) == ["todos", "alter("])
        #expect(try insertions("expect state.todos.", in: session) == ["id", "items", "alter("])
        #expect(try insertions("expect state.todos.items.c", in: session) == ["count"])
        #expect(try insertions("expect state.todos.items[0].ti", in: session) == ["title"])
        #expect(try insertions("expect tea.", in: session).contains("alter("))
        #expect(try insertions("let done = tea.alter(.fi", in: session) == [".finish"])
        #expect(try insertions("expect state.todos.items[0].state == .", in: session) == [".unfinished", ".finished"])
        let completions = try complete(":state todos.it", in: session)
        #expect(completions.candidates.map(\.insertion) == ["items"])
        #expect(completions.fragmentStart == ":state todos.".utf8.count)
    }

    @Test("the start of a statement offers messages, let, expect, scenario, state, bound names and the commands")
    func statementStart() async throws {
        let all = try insertions("")
        #expect(all.prefix(5) == [".todos(", "let ", "expect ", "scenario ", "state"])
        #expect(all.contains(":help"))
        let session = try todosSession()
        await session.enter(#"let coffee = TodoItem(title: "x")"#)
        #expect(try insertions("cof", in: session) == ["coffee"])
        #expect(try insertions("st", in: session) == ["state"])
        #expect(try insertions("  sc", in: session) == ["scenario "])
        #expect(try insertions("ex") == ["expect "])
        #expect(try insertions("expect ").contains("nothing"))
        #expect(try insertions("expect ").contains(".todos("))
    }

    @Test("meta commands and their arguments complete")
    func metaCommands() throws {
        #expect(try insertions(":lo") == [":load "])
        #expect(try insertions(":s") == [":state", ":save ", ":skip ", ":set "])
        #expect(try insertions(":skip ") == ["waiting"])
        #expect(try insertions(":domain t") == ["todos"])
        #expect(try insertions(":set ") == ["diff ", "color ", "exhaustive ", "undo "])
        #expect(try insertions(":set e") == ["exhaustive "])
        #expect(try insertions(":set exhaustive o") == ["on", "off"])
        #expect(try insertions(":set diff o") == ["on", "off"])
        #expect(try insertions(":describe .todos(.c") == [".cmd("])
    }

    @Test("file names complete after :load, scripts and folders only")
    func fileNames() throws {
        let directory = try TemporaryDirectory()
        try "".write(toFile: directory.path("todos.khipu"), atomically: true, encoding: .utf8)
        try "".write(toFile: directory.path("notes.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: directory.path("scripts"), withIntermediateDirectories: true)
        try "".write(toFile: directory.path("scripts/more.khipu"), atomically: true, encoding: .utf8)
        let load = try complete(":load ", directory: directory.url.path)
        #expect(load.candidates.map(\.insertion) == ["scripts/", "todos.khipu"])
        let nested = try complete(":load scripts/m", directory: directory.url.path)
        #expect(nested.candidates.map(\.insertion) == ["more.khipu"])
        #expect(nested.fragmentStart == ":load scripts/".utf8.count)
        #expect(try complete(":save n", directory: directory.url.path).candidates.map(\.insertion) == ["notes.txt"])
    }

    @Test("an entry's earlier lines give the context of the line being typed")
    func multiLine() throws {
        #expect(try insertions(".todos(.cmd(\n  .a") == [".add("])
    }

    @Test("nothing completes inside a string or a comment, or after a finished value", arguments: [
        #".todos(.cmd(.add(item: "Get co"#,
        ".todos(.cmd(.add(item: \"\"\"\nGet co",
        "# a comment .t",
        ".todos(.cmd(.add(item: coffee) ",
        ".nope(.",
    ])
    func nothing(text: String) throws {
        #expect(try complete(text).candidates.isEmpty)
    }

    @Test("a comment before the statement hides neither completion nor hover", arguments: [
        "/* note */ .todos(.cmd(.a",
        "/* a /* nested */ note */ .todos(.cmd(.a",
        "/* over\n two lines */\n.todos(.cmd(.a",
        "# a note\n.todos(.cmd(.a",
    ])
    func afterComment(text: String) throws {
        let session = try todosSession()
        let completions = try complete(text, in: session)
        #expect(completions.candidates.map(\.insertion) == [".add("])
        #expect(completions.fragmentStart == text.utf8.count - 2)
        let hover = EditorCompletion.documentation(endingAt: text + "dd", word: "add", interpreter: session.interpreter)
        #expect(hover?.contains("Appends the item to the todo list") == true)
    }

    @Test("nothing completes inside a block comment left open, nor in one after a raw string", arguments: [
        "/* note .todos(.cmd(.a",
        "/* a /* nested */ .todos(.cmd(.a",
        #".todos(.cmd(.add(item: #"a "quoted" Get co"#,
    ])
    func nothingInOpenComment(text: String) throws {
        #expect(try complete(text).candidates.isEmpty)
    }

    @Test("a comment before a command keeps the command's completion")
    func commentBeforeCommand() throws {
        #expect(try insertions("/* note */ :lo") == [":load "])
    }

    @Test("readline's word is kept up to the fragment the completer replaces")
    func readlineMatches() throws {
        let session = try todosSession()
        ReadlineCompletion.context = CompletionContext(interpreter: session.interpreter)
        ReadlineCompletion.earlierLines = ""
        defer { ReadlineCompletion.context = nil }
        let matches = ReadlineCompletion.matches(line: "expect .todos(.ack(.a", wordStart: 7)
        #expect(matches.map(\.match) == [".todos(.ack(.added("])
    }
}
