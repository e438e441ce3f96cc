import KhipuCompletion
import Foundation
import KhipuDSL
import KhipuScript

/// The interactive session on a terminal: readline with completion from the schema, a
/// prompt naming the domain, every emitted message one a line and then the state's
/// changes after each statement. Used only when standard input and output are both
/// terminals; otherwise `LineSession` reads plain lines. It runs on a `TerminalEngine`:
/// the local interpreter (`khipu`), or a running app's (`khipu attach`).
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

    let engine: any TerminalEngine
    let options: Options
    /// What the banner and messages start with: `khipu`, `khipu attach`, or a package's own tool.
    let title: String

    package init(interpreter: Interpreter, options: Options) {
        engine = interpreter
        self.options = options
        title = ToolName.current
    }

    package init(engine: any TerminalEngine, options: Options, title: String) {
        self.engine = engine
        self.options = options
        self.title = title
    }

    package static var isTerminal: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Runs until `:quit` or Ctrl-D, then tells the person leaving what would still have happened.
    package func run() async {
        await readAndRun()
        if let waiting = engine.waitingAtEnd() { write(waiting.farewell) }
    }

    private func readAndRun() async {
        let interrupts = InterruptSignal.install()
        let arrivals = engine.arrivals
        let editor = LineEditor(
            historyPath: options.historyPath, interrupts: interrupts,
            wake: arrivals.map { arrivals in (arrivals.wake, { Self.show(arrivals.take()) }) })
        write(banner())
        var earlierLines = ""
        var continuation = StatementContinuation()
        while true {
            let palette = self.palette
            engine.prepareCompletion()
            ReadlineCompletion.earlierLines = earlierLines
            ReadlineCompletion.palette = palette
            let input = await editor.read(prompt: palette.promptSafe(prompt(continuing: earlierLines.isEmpty ? nil : continuation.stillOpen)))
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
                if let arrivals { Self.show(arrivals.take()) }
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
        let (answer, interrupted) = await execute(statement, interrupts: interrupts)
        let outcome = answer.outcome
        let presenter = OutcomePresenter(palette: palette, promptWidth: engine.promptName.displayWidth + 2, terminalWidth: terminalWidth)
        var lines = presenter.lines(for: outcome, typedLine: typedLine, interrupted: interrupted)
        if let diff = answer.diff {
            lines += diff.isEmpty ? [palette.dim("state: unchanged")] : presenter.diffLines(diff)
        }
        if !lines.isEmpty { write(lines.joined(separator: "\n")) }
        return outcome.stop
    }

    /// Runs the statement in a task of its own, so that Ctrl-C can cancel a dispatch
    /// that is still waiting for the domain.
    private func execute(_ statement: ParsedStatement, interrupts: InterruptSignal?) async -> (EngineAnswer, interrupted: Bool) {
        let session = UncheckedEngine(engine: engine)
        let task = Task { UncheckedAnswer(answer: await session.engine.run(statement, showingChanges: true)) }
        let watcher = interrupts.flatMap { InterruptWatcher.start($0) { task.cancel() } }
        let answer = await task.value.answer
        let interrupted = watcher?.stop() ?? false
        return (answer, interrupted && answer.outcome.failed)
    }

    private var palette: Palette {
        Palette(enabled: engine.usesColor ?? options.color)
    }

    /// `todos> `, or while a statement continues, what is still open in it: `  ...((> `.
    private func prompt(continuing open: String?) -> String {
        let name = engine.promptName
        guard let open else { return palette.boldCyan(name) + "> " }
        return String(repeating: " ", count: max(0, name.count - 3)) + palette.dim("...") + open + "> "
    }

    /// Broken between words at the terminal's width, as everything else it prints.
    private func banner() -> String {
        let banner = engine.banner
        let lines = [palette.bold(title) + " · " + banner.title] + banner.notes.map { palette.dim($0) }
        return lines.flatMap { WordWrapping.lines($0, width: terminalWidth) }.joined(separator: "\n")
    }

    /// What arrived while a line was typed, or before a statement runs.
    private static func show(_ lines: [String]) {
        if !lines.isEmpty { TerminalOutput.write(lines.joined(separator: "\n") + "\n") }
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

/// The engine handed to the task that runs one statement. The session awaits that task
/// before it touches the engine again, so it is never used from two places.
private struct UncheckedEngine: @unchecked Sendable {
    let engine: any TerminalEngine
}

private struct UncheckedAnswer: @unchecked Sendable {
    let answer: EngineAnswer
}
