import KhipuCompletion
import Foundation
import KhipuDSL
import KhipuScript

/// The interactive session on a terminal: readline with completion from the schema, a
/// prompt naming the domain, every emitted message one a line and then the state's
/// changes after each statement. Used only when standard input and output are both
/// terminals; otherwise `LineSession` reads plain lines.
package struct InteractiveSession {
    package struct Options {
        /// Colour unless `NO_COLOR` or `--no-color` said otherwise; `:set color` overrides.
        package var color: Bool
        /// Where the history of typed entries is kept; nil keeps none.
        package var historyPath: String?

        package init(color: Bool, historyPath: String?) {
            self.color = color
            self.historyPath = historyPath
        }

        /// The options a terminal session gets from its environment.
        package static func fromEnvironment(noColorFlag: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) -> Options {
            let noColor = noColorFlag || !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
            return Options(color: !noColor, historyPath: HistoryFile.path(environment: environment))
        }
    }

    let interpreter: Interpreter
    let options: Options

    package init(interpreter: Interpreter, options: Options) {
        self.interpreter = interpreter
        self.options = options
    }

    package static var isTerminal: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Runs until `:quit` or Ctrl-D, then says what still waits on the clock.
    package func run() async {
        await readAndRun()
        if let waiting = interpreter.waitingAtEnd() { write(waiting.text) }
    }

    private func readAndRun() async {
        let interrupts = InterruptSignal.install()
        let editor = LineEditor(historyPath: options.historyPath, interrupts: interrupts)
        write(banner())
        var earlierLines = ""
        var continuation = StatementContinuation()
        while true {
            let palette = self.palette
            ReadlineCompletion.context = CompletionContext(interpreter: interpreter)
            ReadlineCompletion.earlierLines = earlierLines
            ReadlineCompletion.palette = palette
            let input = await editor.read(prompt: palette.promptSafe(prompt(continuing: !earlierLines.isEmpty)))
            switch input {
            case .endOfInput:
                write("")
                return
            case .interrupted:
                earlierLines = ""
                continuation = StatementContinuation()
            case .line(let line):
                // Linear in a long pasted statement: only the new line is scanned, and the
                // lines are appended in place (completion keeps no second reference to them).
                ReadlineCompletion.earlierLines = ""
                if !earlierLines.isEmpty { earlierLines += "\n" }
                earlierLines += line
                if continuation.append(line) { continue }
                let entry = earlierLines
                earlierLines = ""
                continuation = StatementContinuation()
                if !entry.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    editor.remember(entry)
                }
                let statements = ParsedStatement.parsing(entry)
                let typedLine = statements.count == 1 && !entry.contains("\n") ? entry : nil
                for statement in statements {
                    if await run(statement, typedLine: typedLine, interrupts: interrupts) { return }
                }
            }
        }
    }

    /// Runs one statement and shows what it did; returns true when the session should end.
    private func run(_ statement: ParsedStatement, typedLine: String?, interrupts: InterruptSignal?) async -> Bool {
        let before = interpreter.state
        let domainBefore = interpreter.domainName
        let (outcome, interrupted) = await execute(statement, interrupts: interrupts)
        let presenter = OutcomePresenter(palette: palette, promptWidth: interpreter.domainName.count + 2, terminalWidth: terminalWidth)
        var lines = presenter.lines(for: outcome, typedLine: typedLine, interrupted: interrupted)
        let dispatched = outcome.events.contains { if case .dispatched = $0 { true } else { false } }
        if interpreter.settings.showsDiff, interpreter.domainName == domainBefore, !outcome.stop {
            if let diff = StateDiff.lines(before: before, after: interpreter.state) {
                lines += presenter.diffLines(diff)
            } else if dispatched {
                lines.append(palette.dim("state: unchanged"))
            }
        }
        if !lines.isEmpty { write(lines.joined(separator: "\n")) }
        return outcome.stop
    }

    /// Runs the statement in a task of its own, so that Ctrl-C can cancel a dispatch
    /// that is still waiting for the domain.
    private func execute(_ statement: ParsedStatement, interrupts: InterruptSignal?) async -> (StatementOutcome, interrupted: Bool) {
        let session = UncheckedInterpreter(interpreter: interpreter)
        let task = Task { UncheckedOutcome(outcome: await session.interpreter.run(statement, file: nil).merged) }
        let watcher = interrupts.flatMap { InterruptWatcher.start($0) { task.cancel() } }
        let outcome = await task.value.outcome
        let interrupted = watcher?.stop() ?? false
        return (outcome, interrupted && outcome.failed)
    }

    private var palette: Palette {
        Palette(enabled: interpreter.settings.usesColor ?? options.color)
    }

    private func prompt(continuing: Bool) -> String {
        let name = interpreter.domainName
        guard continuing else { return palette.boldCyan(name) + "> " }
        return String(repeating: " ", count: max(0, name.count - 3)) + palette.dim("...") + "> "
    }

    private func banner() -> String {
        let domain = interpreter.domains.first { $0.name == interpreter.domainName }
        let title = palette.bold(ToolName.current) + " · " + interpreter.domainName + (domain.map { ": " + $0.summary } ?? "")
        let clock = interpreter.environment.isFixed ? "fixed clock and sequential ids (:clock moves the clock)" : "wall clock"
        return [
            title,
            palette.dim("Type a message: start with . and press Tab. :help lists the commands, Ctrl-D quits."),
            palette.dim("Running with a \(clock)."),
        ].joined(separator: "\n")
    }

    private var terminalWidth: Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    private func write(_ text: String) {
        TerminalOutput.write(text + "\n")
    }
}

/// The interpreter handed to the task that runs one statement. The session awaits that
/// task before it touches the interpreter again, so it is never used from two places.
private struct UncheckedInterpreter: @unchecked Sendable {
    let interpreter: Interpreter
}

private struct UncheckedOutcome: @unchecked Sendable {
    let outcome: StatementOutcome
}
