@preconcurrency import CReadline
import Foundation
import KhipuDSL
import KhipuRemoteProtocol
import KhipuScript

/// `khipu attach`: a session on a running app's domain. Statements go to the app as DSL
/// text; what the domain processes, from any source, comes back and is shown as it
/// arrives; `:state` asks the app; `:describe`, completion and the first checks use the
/// schema the app sent; `:save` writes the live session as a script.
package final class AttachSession {
    package struct Options {
        package var color: Bool
        package var interactive: Bool
        /// The name messages start with: `khipu`, or a package's own tool.
        package var toolName: String

        package init(color: Bool, interactive: Bool, toolName: String = "khipu") {
            self.color = color
            self.interactive = interactive
            self.toolName = toolName
        }
    }

    private let connection: RemoteConnection
    private let schema: RemoteSchema
    private let address: String
    private let options: Options
    private let inbox = AttachInbox()
    private let scriptLock = NSLock()
    private var script = LiveSessionScript()
    private var nextRequest = 1
    private var failed = false

    /// Sends `hello` and waits for the app's answer: the session, or why not.
    package static func attach(host: String, port: Int, token: String, options: Options) throws(AttachError) -> AttachSession {
        let connection = try RemoteConnection.connect(host: host, port: port)
        let welcome = try connection.hello(token: token)
        guard let schema = welcome.schema else { throw .notAnEndpoint(connection.shownAddress, answered: "its welcome had no schema") }
        let session = AttachSession(connection: connection, schema: schema, address: connection.shownAddress, options: options)
        // The reading thread only hands frames to the inbox, which is made for it.
        nonisolated(unsafe) let reader = session
        connection.startReading(onFrame: { reader.receive($0) }, onEnd: { reader.ended() })
        return session
    }

    private init(connection: RemoteConnection, schema: RemoteSchema, address: String, options: Options) {
        self.connection = connection
        self.schema = schema
        self.address = address
        self.options = options
    }

    private var palette: Palette { Palette(enabled: options.color) }

    /// Runs until the input ends or `:quit`; the exit status: 0, 1 when a statement
    /// failed (piped input), 3 when the connection was lost.
    package func run() -> Int32 {
        defer { connection.shutdown() }
        let status: Int32
        if options.interactive {
            status = runInteractive()
        } else {
            status = runPiped()
        }
        return status
    }

    private func runPiped() -> Int32 {
        let reader = PipedLineReader(wake: inbox.wake, show: { [self] in flushShown() }, stop: { [inbox] in inbox.isLost })
        var pending = ""
        var firstLine = 1
        var lineNumber = 0
        var continuation = StatementContinuation()
        while let line = reader.nextLine() {
            lineNumber += 1
            if inbox.isLost { return lost() }
            if pending.isEmpty { firstLine = lineNumber }
            pending += pending.isEmpty ? line : "\n" + line
            if continuation.append(line) { continue }
            let entry = pending
            pending = ""
            continuation = StatementContinuation()
            switch run(entry, line: firstLine) {
            case .goOn: continue
            case .quit: return finish()
            case .lost: return lost()
            }
        }
        if inbox.isLost { return lost() }
        if !pending.isEmpty, case .lost = run(pending, line: firstLine) { return lost() }
        return finish()
    }

    private func runInteractive() -> Int32 {
        ReadlineCompletion.otherSource = { [schema] text in SchemaCompleter(schema: schema).complete(text) }
        let editor = LineEditor(
            historyPath: HistoryFile.path(environment: ProcessInfo.processInfo.environment), interrupts: InterruptSignal.install(),
            wake: (inbox.wake, { [self] in
                flushShown()
                // Lost while a line is typed: readline gives the terminal back before the exit.
                if inbox.isLost {
                    rl_callback_handler_remove()
                    write("")
                    exit(lost())
                }
            }))
        write(banner())
        var earlier = ""
        var continuation = StatementContinuation()
        while true {
            if inbox.isLost { return lost() }
            ReadlineCompletion.earlierLines = earlier
            let prompt = earlier.isEmpty ? palette.boldCyan(schema.domain) + "@" + address + "> " : palette.dim("...") + "> "
            switch editor.readBlocking(prompt: palette.promptSafe(prompt)) {
            case .endOfInput:
                write("")
                return finish()
            case .interrupted:
                earlier = ""
                continuation = StatementContinuation()
            case .line(let line):
                if !earlier.isEmpty { earlier += "\n" }
                earlier += line
                if continuation.append(line) { continue }
                let entry = earlier
                earlier = ""
                continuation = StatementContinuation()
                if !entry.trimmingCharacters(in: .whitespaces).isEmpty { editor.remember(entry) }
                switch run(entry, line: 1) {
                case .goOn: continue
                case .quit: return finish()
                case .lost: return lost()
                }
            }
        }
    }

    private enum Next { case goOn, quit, lost }

    /// One entry: a command, a message for the app, or nothing (blank, a comment).
    private func run(_ entry: String, line: Int) -> Next {
        flushShown()
        let trimmed = entry.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("//") { return .goOn }
        if trimmed.hasPrefix(":") { return command(trimmed) }
        if let keyword = ["let", "expect", "scenario"].first(where: { trimmed == $0 || trimmed.hasPrefix($0 + " ") }) {
            fail("error: \(keyword) runs in scripts and the REPL; an attached session sends messages to the app and runs :state, :describe, :save, :help and :quit")
            return .goOn
        }
        if let diagnostic = SchemaCheck.check(entry, schema: schema) {
            fail(DiagnosticRenderer().render(diagnostic, source: StatementSource(text: entry, line: line), fileName: nil, colored: options.color))
            return .goOn
        }
        guard let answer = request(RemoteFrame(type: .statement, text: entry, line: line)) else { return .lost }
        switch answer.type {
        case .done:
            let diff = answer.diff ?? []
            if diff.isEmpty {
                write(palette.dim("state: unchanged"))
            } else {
                write(diff.map { line in
                    line.hasPrefix("- ") ? palette.red(line) : line.hasPrefix("+ ") ? palette.green(line) : palette.dim(line)
                }.joined(separator: "\n"))
            }
        default:
            fail(answer.text ?? "error: the app did not say why")
        }
        return .goOn
    }

    private func command(_ text: String) -> Next {
        let name = String(text.prefix { !$0.isWhitespace })
        let argument = text.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        switch name {
        case ":quit", ":q", ":exit":
            return .quit
        case ":state":
            guard let answer = request(RemoteFrame(type: .state, text: argument)) else { return .lost }
            if answer.type == .value { write(answer.text ?? "") } else { fail(answer.text ?? "error") }
        case ":describe":
            write(describe(argument))
        case ":save":
            save(to: argument)
        case ":help":
            write(help())
        default:
            fail("error: \(name) is not available in an attached session; it understands messages, \(SchemaCompleter.commands.map { $0.name.trimmingCharacters(in: .whitespaces) }.joined(separator: " "))")
        }
        return .goOn
    }

    private func request(_ frame: RemoteFrame) -> RemoteFrame? {
        var frame = frame
        frame.id = nextRequest
        nextRequest += 1
        guard connection.send(frame) else { return nil }
        return inbox.waitForAnswer(frame.id!) { lines in write(lines.joined(separator: "\n")) }
    }

    private func save(to path: String) {
        guard !path.isEmpty else { return fail("error: :save needs a file, e.g. :save session.khipu") }
        let text = scriptLock.withLock { script.text(domain: schema.domain, address: address) }
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let steps = scriptLock.withLock { script.steps.count }
            write("saved \(steps) message\(steps == 1 ? "" : "s") to \(path)")
        } catch {
            fail("error: cannot write \(path): \(error.localizedDescription)")
        }
    }

    private func describe(_ prefix: String) -> String {
        guard !prefix.isEmpty else { return schema.describe }
        let matching = schema.types.filter { $0.name.hasPrefix(prefix) || $0.name.split(separator: ".").last.map { $0.hasPrefix(prefix) } == true }
        guard !matching.isEmpty else { return "no type of \(schema.domain) is named \(prefix)…; types: " + schema.types.map(\.name).joined(separator: ", ") }
        return matching.map { type in
            let members = type.cases.isEmpty
                ? type.fields.map { "  \($0.name): \($0.typeName ?? "")" + ($0.doc.map { "  — " + $0 } ?? "") }
                : type.cases.map { "  ." + $0.signature + ($0.doc.map { "  — " + ($0.split(separator: "\n").first.map(String.init) ?? "") } ?? "") }
            return ([type.name + (type.doc.map { ": " + $0 } ?? "")] + members).joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    private func help() -> String {
        ([
            "Attached to \(schema.domain) at \(address): messages go to the live app; what it processes from any source is shown as it comes.",
            "Type a message (start with . and press Tab), or:",
        ] + Self.commandColumns(SchemaCompleter.commands)).joined(separator: "\n")
    }

    /// The commands in two columns, the summaries starting at one column.
    static func commandColumns(_ commands: [(name: String, summary: String)]) -> [String] {
        let names = commands.map { $0.name.trimmingCharacters(in: .whitespaces) }
        let width = names.map(\.count).max() ?? 0
        return zip(names, commands).map { name, command in
            "  " + name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.summary
        }
    }

    private func banner() -> String {
        [
            palette.bold("\(options.toolName) attach") + " · " + schema.domain + " at " + address + ": " + schema.summary,
            palette.dim("Messages go to the running app. :help lists the commands, Ctrl-D detaches."),
        ].joined(separator: "\n")
    }

    // MARK: - Frames from the app

    /// Called on the reading thread for each frame after the welcome.
    private func receive(_ frame: RemoteFrame) {
        switch frame.type {
        case .message:
            guard let text = frame.text else { return }
            if frame.direction == .input {
                let origin = frame.own == true ? "this session" : (frame.origin ?? "the app")
                scriptLock.withLock { script.input(text, origin: origin) }
                if frame.own != true { inbox.show(palette.dim("# from \(origin):") + " " + text) }
            } else {
                scriptLock.withLock { script.output(text) }
                inbox.show(text)
            }
        case .done, .value, .diagnostic:
            if let id = frame.id { inbox.answer(frame, id: id) } else { inbox.show(frame.text ?? "") }
        case .notice, .refused:
            inbox.show(palette.dim("\(options.toolName) attach: " + (frame.text ?? "")))
        default:
            break
        }
    }

    private func ended() {
        inbox.connectionLost()
    }

    private func flushShown() {
        let lines = inbox.takeShown()
        if !lines.isEmpty { write(lines.joined(separator: "\n")) }
    }

    private func finish() -> Int32 {
        flushShown()
        return failed ? 1 : 0
    }

    private func lost() -> Int32 {
        flushShown()
        FileHandle.standardError.write(Data("\(options.toolName) attach: \(AttachError.connectionLost.description) (\(address))\n".utf8))
        return AttachError.connectionLost.exitCode
    }

    private func fail(_ text: String) {
        failed = true
        write(text)
    }

    private func write(_ text: String) {
        TerminalOutput.write(text + "\n")
    }
}
