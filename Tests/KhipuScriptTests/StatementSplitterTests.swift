import KhipuDSL
import KhipuScript
import Testing

@Suite("Splitting scripts into statements")
struct StatementSplitterTests {
    @Test("one statement per line; empty and comment-only lines are skipped")
    func oneStatementPerLine() {
        let script = """
            :domain todos
            # a comment
            let coffee = TodoItem(title: "Get coffee")

               // another comment
            .todos(.cmd(.add(item: coffee)))   # trailing comment
            expect nothing
            """
        #expect(
            StatementSplitter.split(script) == [
                StatementSource(text: ":domain todos", line: 1),
                StatementSource(text: "let coffee = TodoItem(title: \"Get coffee\")", line: 3),
                StatementSource(text: ".todos(.cmd(.add(item: coffee)))   # trailing comment", line: 6),
                StatementSource(text: "expect nothing", line: 7),
            ]
        )
    }

    @Test("repeated lines, and lines that differ from the one before only in a byte or in length, keep their own text and line")
    func repeatedLines() {
        let script = ".a(.b)\n.a(.b)\r\n.a(.c)\n.a(.c)\n.a(.cd)\n\n.a(.cd)"
        #expect(
            StatementSplitter.split(script) == [
                StatementSource(text: ".a(.b)", line: 1),
                StatementSource(text: ".a(.b)", line: 2),
                StatementSource(text: ".a(.c)", line: 3),
                StatementSource(text: ".a(.c)", line: 4),
                StatementSource(text: ".a(.cd)", line: 5),
                StatementSource(text: ".a(.cd)", line: 7),
            ]
        )
    }

    @Test("a statement continues while a bracket is open")
    func multiLineCall() {
        let script = """
            .todos(.cmd(.add(
                item: TodoItem(
                    title: "Get coffee", # why not
                    tags: ["a",
                           "b"]
                )
            )))
            expect nothing
            """
        let statements = StatementSplitter.split(script)
        #expect(statements.map(\.line) == [1, 8])
        #expect(statements.first?.text == script.split(separator: "\n").prefix(7).joined(separator: "\n"))
    }

    @Test("a statement continues while a \"\"\" string is open, whatever the string holds")
    func multilineString() {
        let script = """
            let note = \"\"\"
                Brackets ( [ and # comments // do not count here
                \\\"\"\" is escaped
                \"\"\"
            .todos(.cmd(.add(item: note)))
            """
        let statements = StatementSplitter.split(script)
        #expect(statements.map(\.line) == [1, 5])
        #expect(statements.first?.text.hasSuffix("    \"\"\"") == true)
    }

    @Test(
        "brackets inside strings and comments do not count",
        arguments: [
            #".add(item: "(") "#, #".add(item: "[[[")"#, ".add(item: 1) # (", ".add(item: 1) // [",
            #".add(item: "\")(")"#, #".add(item: "a \\") // ( "#,
        ]
    )
    func bracketsInStringsAndComments(line: String) {
        let statements = StatementSplitter.split(line + "\nexpect nothing")
        #expect(statements == [StatementSource(text: line, line: 1), StatementSource(text: "expect nothing", line: 2)])
        #expect(!StatementSplitter.needsContinuation(line))
    }

    @Test("unbalanced closers and unterminated plain strings end with their line")
    func noContinuation() {
        let script = ".add(item: 1))\nlet s = \"oops [\n.add(item: \"x)))\n.add(item: 2)"
        #expect(StatementSplitter.split(script).map(\.line) == [1, 2, 3, 4])
        #expect(!StatementSplitter.needsContinuation(".add(item: 1)))"))
        #expect(!StatementSplitter.needsContinuation("let s = \"oops ("))
        #expect(!StatementSplitter.needsContinuation(".todos(.cmd(.add(item: \"x)))"))
        #expect(!StatementSplitter.needsContinuation(".todos(\n.cmd(.add(item: \"x)))"))
    }

    @Test("a meta command ends with its line")
    func metaCommands() {
        let script = ":load weird(name.khipu\n.add(item: 1)"
        #expect(StatementSplitter.split(script).map(\.line) == [1, 2])
        #expect(!StatementSplitter.needsContinuation(":describe ("))
    }

    @Test("an unclosed statement runs to the end of the script for the parser to report")
    func unclosedAtTheEnd() {
        let script = "expect nothing\n.add(item: [1,\n\n2"
        #expect(
            StatementSplitter.split(script) == [
                StatementSource(text: "expect nothing", line: 1), StatementSource(text: ".add(item: [1,\n\n2", line: 2),
            ]
        )
    }

    @Test("Windows line endings")
    func crlf() {
        let statements = StatementSplitter.split(".a(\r\n1)\r\n\r\nexpect nothing\r\n")
        #expect(
            statements == [
                StatementSource(text: ".a(\r\n1)", line: 1), StatementSource(text: "expect nothing", line: 4),
            ])
    }

    @Test("empty scripts", arguments: ["", "\n\n", "# only\n// comments\n   \n"])
    func empty(script: String) {
        #expect(StatementSplitter.split(script).isEmpty)
    }

    @Test(
        "a file's bytes split as its text does",
        arguments: [
            "", "\n", ":domain todos\n.a(.b)\n.a(.b)\r\n.a(.c)", "\u{FEFF}.a(\n1,\n2)\n# end", ".a(\"Café ☕\")\n.a(.b)",
            "let s = \"\"\"\n  (\n  \"\"\"\n.a(/* ( */ 1)\n", ".a(\n", "   \n\t.a(.b)   \n\n",
        ]
    )
    func bytesSplitAsText(script: String) {
        // A runner splits an ASCII file straight from the bytes it read.
        let fromBytes = Array(script.utf8).withUnsafeBufferPointer { StatementSplitter.split(utf8: $0) }
        #expect(fromBytes == StatementSplitter.split(script))
    }

    @Test(
        "the REPL's continuation prompt",
        arguments: [
            (".todos(.cmd(", true), (".todos(.cmd(.add(item: 1)))", false), ("[1, 2,", true), ("let s = \"\"\"", true),
            ("let s = \"\"\"\n  text", true), ("let s = \"\"\"\n  text\n  \"\"\"", false), (".a(\n1,\n", true),
            (".a(\n1)", false),
            ("", false), ("# (", false), (".a(\"(\"", true), (".a(\")\"", true), ("  :help", false),
            (".a(\"\\\"", false),
        ]
    )
    func needsContinuation(text: String, continues: Bool) {
        #expect(StatementSplitter.needsContinuation(text) == continues)
    }

    @Test("a byte order mark at the start of a script is trivia")
    func byteOrderMark() {
        #expect(
            StatementSplitter.split("\u{FEFF}:domain todos\n.finish") == [
                StatementSource(text: ":domain todos", line: 1), StatementSource(text: ".finish", line: 2),
            ])
    }

    @Test("a 10 MB script splits into its statements")
    func longScript() {
        let tenMegabytes = 10 * 1024 * 1024
        let line = ".add(item: \"x\") # comment with ( and [\n"
        let text = String(repeating: line, count: tenMegabytes / line.utf8.count)
        let statements = StatementSplitter.split(text)
        #expect(statements.count == tenMegabytes / line.utf8.count)
        #expect(statements.last?.line == statements.count)
    }

    @Test("raw strings and block comments do not open statements")
    func splitterUnderstandsRawStringsAndBlockComments() {
        let script = """
            let path = #"C:\\(("#
            /* a comment
               over ( lines */
            .a(1, /* ) */
               2)
            let hash = ##"a "# ) b"##   # trailing
            """
        #expect(StatementSplitter.split(script).map(\.line) == [1, 4, 6])
        #expect(StatementSplitter.needsContinuation("/* open"))
        #expect(!StatementSplitter.needsContinuation(##"let p = #"(("#"##))
    }
}
