import Foundation
import KhipuTestSupport
import Testing

/// The interactive session, driven through a real terminal (tmux) as a user would.
@Suite("The REPL on a terminal", .serialized, .enabled(if: RequiredTools.runs(whenPresent: ReplTerminal.isAvailable), "needs tmux"))
struct ReplTerminalTests {
    @Test("a typed message shows its response, then the changed parts of the state")
    func dispatch() async throws {
        try await ReplTerminal.with { terminal in
            try terminal.enter(#".todos(.cmd(.add(item: "Get coffee")))"#)
            let screen = try await terminal.waitFor(#"+             title: "Get coffee""#)
            // Wider than the terminal, the response breaks between its arguments.
            #expect(screen.contains(".todos(.ack(.added(item: TodoItem(\n"))
            #expect(screen.contains(#"\#n    title: "Get coffee",\#n"#))
            #expect(screen.contains("state:\n  AppState(todos: TodoList(\n      … (1 unchanged)\n-     items: []\n+     items: ["))
            try terminal.enter(":set diff off")
            try terminal.enter(#".todos(.cmd(.add(item: "Tea")))"#)
            let quiet = try await terminal.waitFor(#"title: "Tea""#)
            #expect(!quiet.contains(#"+             title: "Tea""#))
        }
    }

    @Test("Tab completes case names at three depths, then the label")
    func tabCompletion() async throws {
        try await ReplTerminal.with { terminal in
            try terminal.type(".t")
            try terminal.press("Tab")
            try await terminal.waitFor("todos> .todos(")
            try terminal.type(".c")
            try terminal.press("Tab")
            try await terminal.waitFor("todos> .todos(.cmd(")
            try terminal.type(".a")
            try terminal.press("Tab")
            try await terminal.waitFor("todos> .todos(.cmd(.add(")
            try terminal.press("Tab")
            try await terminal.waitFor("todos> .todos(.cmd(.add(item: ")
            try terminal.enter(#""Typed with Tab")))"#)
            try await terminal.waitFor(#"title: "Typed with Tab""#)
        }
    }

    @Test("Tab lists the candidates with their parameters, types and docs")
    func listing() async throws {
        try await ReplTerminal.with { terminal in
            try terminal.type(".todos(.cmd(.")
            try terminal.press("Tab")
            let screen = try await terminal.waitFor("  .update(item: TodoItem)")
            #expect(screen.contains("  .add(item: TodoItem)      Appends the item to the todo list"))
            #expect(screen.contains("  .remove(item: TodoItem)   Removes the item"))
            // The typed line is shown again under the list, ready to go on.
            let line = try terminal.currentLine()
            #expect(line == "todos> .todos(.cmd(.")
            try terminal.press("C-u")
            try terminal.type(":")
            try terminal.press("Tab")
            try await terminal.waitFor(":save FILE")
        }
    }

    @Test("an entry continues over lines while a bracket is open, and the prompt shows which are open")
    func multiLineEntry() async throws {
        try await ReplTerminal.with { terminal in
            try terminal.enter(".todos(.cmd(.add(")
            try await terminal.waitFor("  ...(((> ")
            try terminal.enter(#"item: "On two lines""#)
            try await terminal.waitFor("  ...(((> ", count: 2)
            try terminal.enter(")))")
            let screen = try await terminal.waitFor(#"title: "On two lines""#)
            #expect(screen.contains("todos> .todos(.cmd(.add(\n  ...(((> item: \"On two lines\"\n  ...(((> )))\n.todos(.ack(.added("))
        }
    }

    @Test("the history survives a restart and Ctrl-R searches it")
    func historyAcrossSessions() async throws {
        let home = try TemporaryDirectory()
        try await ReplTerminal.with(home: home) { first in
            try first.enter(":state todos.items.count")
            try await first.waitFor("\n0\n")
            try first.enter(".todos(.cmd(.add(")
            try first.enter(#"item: "Remembered")))"#)
            try await first.waitFor(#"title: "Remembered""#)
            try first.press("C-d")
            try await first.waitFor("[exited 0]")
        }
        try await ReplTerminal.with(home: home) { second in
            try second.press("Up")
            try await second.waitFor("item: \"Remembered\")))")
            try second.press("Enter")
            try await second.waitFor(#"title: "Remembered""#)
            try second.press("C-r")
            try second.type("items.c")
            try await second.waitFor("(reverse-i-search)`items.c': :state todos.items.count")
            try second.press("Enter")
            try await second.waitFor("\n1\n")
        }
    }

    @Test("Ctrl-C drops a half-typed line, also one of several lines, and the session goes on")
    func interruptTyping() async throws {
        try await ReplTerminal.with { terminal in
            try terminal.type(#".todos(.cmd(.add(item: "Never sent"#)
            // Ctrl-C before readline has echoed the text would drop nothing visible.
            try await terminal.waitFor(#"todos> .todos(.cmd(.add(item: "Never sent"#)
            try terminal.press("C-c")
            // The terminal echoes ^C at once; the fresh prompt says the session took it.
            // Typed before that, the next line would be dropped with the interrupted one.
            try await terminal.waitFor("todos> .todos(.cmd(.add(item: \"Never sent^C\ntodos>")
            try terminal.enter(".todos(.cmd(")
            try await terminal.waitFor("  ...((> ")
            try terminal.press("C-c")
            try await terminal.waitFor("  ...((> ^C\ntodos>")
            try terminal.enter(":history")
            try await terminal.waitFor("no steps yet")
            try terminal.enter(":state todos.items.count")
            try await terminal.waitFor("\n0\n")
        }
    }

    @Test(":undo goes back to the state before the last dispatch")
    func undo() async throws {
        try await ReplTerminal.with { terminal in
            try terminal.enter(#".todos(.cmd(.add(item: "Undone")))"#)
            try await terminal.waitFor(#"+             title: "Undone""#)
            try terminal.enter(":undo")
            let screen = try await terminal.waitFor(#"-             title: "Undone""#)
            #expect(screen.contains("undone: now at the start"))
            try terminal.enter(":state todos.items.count")
            try await terminal.waitFor("\n0\n")
        }
    }

    @Test("an error shows a caret under the typed line and the session goes on")
    func errors() async throws {
        try await ReplTerminal.with { terminal in
            try terminal.enter(#".todos(.cmd(.ad(item: "x")))"#)
            let screen = try await terminal.waitFor("did you mean 'add'?")
            #expect(
                screen.contains(
                    "todos> .todos(.cmd(.ad(item: \"x\")))\n                    ^~\n<input>:1:14: error: unknown case 'ad' of Message.Todos.CMD"
                ))
            try terminal.enter(#".todos(.cmd(.add(item: "x")))"#)
            try await terminal.waitFor(#"+             title: "x""#)
        }
    }

    @Test(":save writes a script that khipu run passes")
    func save() async throws {
        let home = try TemporaryDirectory()
        let script = home.url.appendingPathComponent("session.khipu").path
        try await ReplTerminal.with(home: home) { terminal in
            try terminal.enter(#"let coffee = TodoItem(title: "Get coffee")"#)
            try terminal.enter(".todos(.cmd(.add(item: coffee)))")
            try terminal.enter(#".todos(.cmd(.update(item: coffee.alter(.finish))))"#)
            try await terminal.waitFor("state: .finished")
            try terminal.enter(":save \(script)")
            try await terminal.waitFor("saved 3 statements and 2 expectations to \(script)")
        }
        let text = try String(contentsOfFile: script, encoding: .utf8)
        #expect(text.contains(".todos(.cmd(.add(item: coffee)))\nexpect .todos(.ack(.added(item: coffee)))\n"))
        let run = try await KhipuProcess.run(["run", script], stdin: "")
        #expect(run.status == 0)
        #expect(run.lastLine == "2 passed, 0 failed, 0 skipped")
    }

    @Test("a $if khipu section of ~/.inputrc applies")
    func inputrc() async throws {
        let home = try TemporaryDirectory()
        _ = try home.file(".inputrc", contents: "$if khipu\n\"\\C-xs\": \":state todos.items.count\\n\"\n$endif\n")
        try await ReplTerminal.with(home: home) { terminal in
            try terminal.press("C-x", "s")
            try await terminal.waitFor("todos> :state todos.items.count\n0\n")
        }
    }

    @Test("colour on a terminal, none with NO_COLOR or --no-color")
    func colour() async throws {
        try await ReplTerminal.with { colored in
            let screen = try colored.screen(escapes: true)
            #expect(screen.contains("\u{1B}["))
        }
        for (arguments, environment) in [(["--no-color"], [:]), ([], ["NO_COLOR": "1"])] as [([String], [String: String])] {
            try await ReplTerminal.with(arguments, environment: environment) { plain in
                try plain.enter(#".todos(.cmd(.ad(item: "x")))"#)
                try await plain.waitFor("did you mean")
                let screen = try plain.screen(escapes: true)
                #expect(!screen.contains("\u{1B}["))
            }
        }
    }
}
