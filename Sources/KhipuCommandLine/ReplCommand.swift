import ArgumentParser
import Foundation
import Khipu
import KhipuDSL
import KhipuREPL
import KhipuScript

struct ReplCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "An interactive session on a domain (the default command).",
        discussion: """
            On a terminal, lines are edited with GNU readline (~/.inputrc applies, with \
            `$if khipu` sections; Ctrl-R searches the history). Tab completes messages at \
            any depth, labels, names, state paths, commands and files. After each dispatch \
            the session prints the messages that came out, then the changed parts of the \
            state (`:set diff off` hides them). The history is kept in $KHIPU_HISTORY, else \
            $XDG_STATE_HOME/khipu/history, else ~/.khipu_history.

            The session runs like a script, with a fixed clock (2024-06-16T09:00:00Z, moved \
            with :clock) and sequential ids, so `:save FILE` writes a script that replays \
            what you saw; --live or --store use the wall clock and random ids instead.

            When standard input or output is not a terminal, plain lines are read, only \
            the responses are printed, each as soon as its statement finishes, and the exit \
            status is 1 after any error.

            --store FILE keeps the state in FILE (a snapshot in the DSL), FILE.journal (one \
            line per change) and FILE.lock (one session at a time). FILE names a file: a \
            directory, or a path ending in /, is refused. A change is answered only once it \
            is in the journal; when it cannot be stored the statement fails (on standard error \
            when piped) and the state stays as stored.
            """
    )

    @Option(help: ArgumentHelp("The domain to start on (default: \(DomainRegistry.domains.first?.name ?? "the tool's first domain")).", valueName: "domain"))
    var domain: String?

    @Option(help: "Keep the state in this file (and FILE.journal) across sessions (implies --live). A file, not a directory: a directory or a path ending in / is refused.")
    var store: String?

    @Flag(help: "Use the wall clock and random ids instead of a fixed clock and sequential ids.")
    var live = false

    @Flag(name: .customLong("no-color"), help: "Print without colour (so does a set NO_COLOR).")
    var noColor = false

    func run() async throws {
        let start = try DomainRegistry.domain(named: domain)
        // Stored state outlives the session: its ids must not start again at 1.
        let environment = live || store != nil ? KhipuEnvironment.live() : KhipuEnvironment.fixed()
        let storeFile = store.map { URL(fileURLWithPath: $0) }
        let interpreter: Interpreter
        do {
            interpreter = try Interpreter(domain: start, domains: DomainRegistry.domains, environment: environment, storeFile: storeFile)
        } catch {
            FileHandle.standardError.write(Data("\(DomainRegistry.toolName): \(error)\n".utf8))
            throw ExitCode.failure
        }
        defer { interpreter.close() }
        // What `:report FILE` writes: every statement, with the state's diff at each step at
        // a terminal (which prints the diff anyway); a pipe may feed a large store thousands.
        interpreter.sessionReport = SessionReport(recordsStateDiffs: InteractiveSession.isTerminal)
        guard InteractiveSession.isTerminal else {
            // A program on the other end of a pipe sees each answer when it is given.
            flushStandardOutputPerLine()
            if await LineSession(interpreter: interpreter).run() { return }
            throw ExitCode.failure
        }
        await InteractiveSession(interpreter: interpreter, options: .fromEnvironment(noColorFlag: noColor)).run()
    }
}
