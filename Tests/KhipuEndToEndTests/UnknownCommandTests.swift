import Testing

@Suite("a mistyped or unknown command")
struct UnknownCommandTests {
    @Test("a mistyped subcommand is refused with the one it is close to, not handed to the REPL")
    func suggestsTheCloseSubcommand() async throws {
        let result = try await KhipuProcess.run(["rn", "scripts"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown command 'rn'; did you mean 'run'?"), "\(result.output)")
        #expect(result.stderr.contains("commands: repl, run, describe"))
        #expect(!result.output.contains("unexpected argument"))
        #expect(result.stdout.isEmpty)
    }

    @Test("a word that is no command, followed by --help, is an error and not the REPL's help")
    func unknownWordWithHelpFails() async throws {
        let result = try await KhipuProcess.run(["fuzz", "--help"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("unknown command 'fuzz'"), "\(result.output)")
        #expect(!result.output.contains("USAGE: khipu repl"))
    }

    @Test("a script named without run is pointed at run")
    func scriptWithoutRun() async throws {
        let result = try await KhipuProcess.run(["scripts/todos.khipu"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("to run a script: khipu run scripts/todos.khipu"), "\(result.output)")
    }

    @Test("options, subcommands and help still parse as before")
    func knownWordsStillParse() async throws {
        #expect(try await KhipuProcess.run(["help"]).status == 0)
        #expect(try await KhipuProcess.run(["--version"]).status == 0)
        #expect(try await KhipuProcess.run(["domains"]).status == 0)
    }
}
