import Foundation
import Khipu
import KhipuCompletion
import KhipuDSL
import KhipuRemoteProtocol
import KhipuScript

/// `khipu attach`'s engine: the statements go to the app, where an interpreter of this
/// client's runs them on the live domain, and come back as the events a local
/// interpreter's would be; the REPL's terminal session and the piped `LineSession` show
/// them as they show a local session's. Tab asks the app's completer. What the app's other
/// sources send arrives meanwhile (`arrivals`). Files stay on this side: `:save FILE`
/// writes what the app answers, `:load FILE` sends the file's statements.
package final class RemoteEngine: TerminalEngine, Sendable {
    private let connection: RemoteConnection
    private let inbox = AttachInbox()
    private let domain: String
    private let summary: String
    private let address: String
    private let toolName: String
    private let color: Bool
    /// Piped: what arrives is printed as it arrives, as no line is being typed.
    private let printsArrivals: Bool
    private struct State {
        var nextRequest = 1
        /// Set when this side ends the session, so that the connection closing is not a loss.
        var isDetaching = false
        /// Set once the loss was said, so it is said once.
        var lostSaid = false
        /// What the session did so far, for `:report FILE`: each statement's outcome and the
        /// messages the app's other sources sent meanwhile (the reading thread adds those).
        let report = SessionReport()
    }

    private let state = Locked(State())

    /// Sends `hello` and waits for the app's answer: the engine, or why not.
    package static func attach(
        host: String, port: Int, token: String, toolName: String, color: Bool, interactive: Bool
    ) throws(AttachError) -> RemoteEngine {
        let connection = try RemoteConnection.connect(host: host, port: port)
        let welcome = try connection.hello(token: token, tool: toolName)
        let engine = RemoteEngine(
            connection: connection, welcome: welcome, toolName: toolName, color: color, printsArrivals: !interactive)
        connection.startReading(onFrame: { [engine] in engine.receive($0) }, onEnd: { [engine] in engine.ended() })
        return engine
    }

    private init(connection: RemoteConnection, welcome: (domain: String, summary: String), toolName: String, color: Bool, printsArrivals: Bool) {
        self.connection = connection
        (domain, summary) = welcome
        address = connection.shownAddress
        self.toolName = toolName
        self.color = color
        self.printsArrivals = printsArrivals
    }

    /// The served domain's name, as the app said in its welcome.
    package var domainName: String { domain }

    /// `127.0.0.1:7010`.
    package var shownAddress: String { address }

    /// Closes the connection, so the app sees the client leave.
    package func detach() {
        state.withLock { $0.isDetaching = true }
        connection.shutdown()
    }

    /// The connection closed. Unless this side detached, the loss is said at once (the
    /// session may be waiting for its next line), and the next statement ends the session.
    private func ended() {
        inbox.connectionLost()
        guard !state.withLock({ $0.isDetaching }) else { return }
        sayLost()
    }

    /// Whether the connection to the app was lost (not ended by this side): the command then
    /// exits with status 3.
    package var isLost: Bool { state.withLock { $0.lostSaid } }

    // MARK: - SessionEngine

    package var promptName: String { domain + "@" + address }

    package var banner: (title: String, notes: [String]) {
        (
            "\(domain) at \(address)" + (summary.isEmpty ? "" : ": " + summary),
            ["Statements run in the running app. :help lists the commands, Ctrl-D detaches."]
        )
    }

    package var usesColor: Bool? { nil }

    package func waitingAtEnd() -> WaitingAtEnd? { nil }

    package func run(_ statement: ParsedStatement, showingChanges: Bool) async -> EngineAnswer {
        let source = statement.source
        if let path = Self.loadedPath(source.text) { return await load(path, source: source) }
        if let argument = Self.reportArgument(source.text) { return writeReport(argument, source: source) }
        guard let answer = await request({ .statement(id: $0, text: source.text, line: source.line) }) else {
            return EngineAnswer(outcome: Self.lost(source), diff: nil)
        }
        // What came from elsewhere while the statement ran is shown before its answer.
        if !printsArrivals { show(inbox.takeShown()) }
        switch answer {
        case .answer(_, let remote, let changes, let file):
            var outcome = RemoteOutcomeDecoding.outcome(remote, file: nil)
            if let file { outcome = write(file, into: outcome) }
            state.withLock { $0.report.append(SessionReport.Entry(outcome: outcome, stateDiff: changes?.isEmpty == true ? nil : changes)) }
            return EngineAnswer(outcome: outcome, diff: showingChanges ? changes : nil)
        default:
            return EngineAnswer(outcome: Self.failure(Self.whyNot(answer), source: source), diff: nil)
        }
    }

    // MARK: - TerminalEngine

    package func prepareCompletion() {
        ReadlineCompletion.context = nil
        ReadlineCompletion.otherSource = { [self] text in
            let id = newRequestID()
            // Asked while a line is typed: what arrives meanwhile waits for the editor to show it.
            guard connection.send(.complete(id: id, text: text)), case .completions(_, let fragmentStart, let candidates) = inbox.answerWaiting(for: id) else {
                return Completions(fragmentStart: text.utf8.count, candidates: [])
            }
            return Completions(
                fragmentStart: fragmentStart, candidates: candidates.map { CompletionCandidate($0.insertion, display: $0.display, summary: $0.summary) })
        }
    }

    package var arrivals: (wake: Int32, take: () -> [String])? {
        (inbox.wake, { [inbox] in inbox.takeShown() })
    }

    // MARK: - Requests

    private func newRequestID() -> Int {
        state.withLock { state in
            defer { state.nextRequest += 1 }
            return state.nextRequest
        }
    }

    /// Sends the request made with a new id and awaits its answer; nil when the connection is lost.
    private func request(_ frame: (Int) -> RemoteFrame) async -> RemoteFrame? {
        let id = newRequestID()
        guard connection.send(frame(id)) else { return nil }
        return await inbox.answer(for: id)
    }

    /// What a frame that answered a statement but is no `answer` says.
    private static func whyNot(_ frame: RemoteFrame) -> String {
        switch frame {
        case .diagnostic(_, let text), .notice(let text), .refused(_, let text): text
        default: "the app answered a \(frame.kind.rawValue) frame"
        }
    }

    /// Says once, on standard error, that the connection was lost.
    private func sayLost() {
        let first = state.withLock { state in
            defer { state.lostSaid = true }
            return !state.lostSaid
        }
        guard first else { return }
        let text = "\(toolName) attach: \(AttachError.connectionLost.description) (\(address))"
        if printsArrivals {
            FileHandle.standardError.write(Data((text + "\n").utf8))
        } else {
            // At the prompt: the line editor shows it as it shows what arrives.
            inbox.show(Palette(enabled: color).dim(text + "; the next statement ends the session"))
        }
    }

    /// A statement sent to an app that is gone: it fails and ends the session.
    private static func lost(_ source: StatementSource) -> StatementOutcome {
        StatementOutcome(
            file: nil, line: source.line, text: source.text,
            events: [RemoteOutcomeDecoding.failed(AttachError.connectionLost.description, source: source)], isExpectation: false, stop: true)
    }

    /// Called on the reading thread for each frame after the welcome.
    private func receive(_ frame: RemoteFrame) {
        switch frame {
        case .message(let direction, let text, let source):
            noteArrival(text, source: source, isOutput: direction == .output)
            let line = direction == .input ? Palette(enabled: color).dim("# from \(Self.named(source)):") + " " + text : text
            arrived(line)
        case .answer(let id, _, _, _), .completions(let id, _, _), .diagnostic(let id?, _):
            inbox.answer(frame, id: id)
        case .diagnostic(nil, let text):
            arrived(text)
        case .notice(let text), .refused(_, let text):
            arrived(Palette(enabled: color).dim("\(toolName) attach: " + text))
        case .hello, .statement, .complete, .welcome:
            break
        }
    }

    private func arrived(_ line: String) {
        if printsArrivals {
            show([line])
        } else {
            inbox.show(line)
        }
    }

    private func show(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        print(lines.joined(separator: "\n"))
        fflush(nil)
    }

    // MARK: - Files on this side

    /// `:report FILE` (or `:report! FILE`): the argument, `!` kept; nil for another statement.
    private static func reportArgument(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(":report"), !trimmed.contains("\n") else { return nil }
        let rest = trimmed.dropFirst(":report".count)
        guard rest.isEmpty || rest.first == " " || rest.first == "!" else { return nil }
        return rest.trimmingCharacters(in: .whitespaces)
    }

    /// `:report FILE`: the page of this session, written here, with what the app answered
    /// and what its other sources sent on the timeline.
    private func writeReport(_ argument: String, source: StatementSource) -> EngineAnswer {
        let entries = state.withLock { $0.report.entries }
        do {
            let wrote = try ReportCommand.write(entries, title: "\(toolName) attach — \(domain) at \(address)", argument: argument, relativeTo: nil)
            let outcome = StatementOutcome(file: nil, line: source.line, text: source.text, events: [.output(wrote)], isExpectation: false, stop: false)
            state.withLock { $0.report.append(SessionReport.Entry(outcome: outcome, stateDiff: nil)) }
            return EngineAnswer(outcome: outcome, diff: nil)
        } catch {
            return EngineAnswer(outcome: Self.failure("\(error)", source: source), diff: nil)
        }
    }

    /// A message the app processed that no statement of this session caused, on the
    /// report's timeline with its source (the app, another client, a later answer).
    private func noteArrival(_ text: String, source: MessageSource, isOutput: Bool) {
        // What the domain answered the app's or another client's message is its answer,
        // not a message the app sent.
        let origin: MessageSource = if isOutput, case .followUp = source { source } else if isOutput { .answer } else { source }
        let outcome = StatementOutcome(
            file: nil, line: 0, text: "# from \(Self.named(source))", events: [.emitted([EmittedMessage(text, source: origin)])],
            isExpectation: false, stop: false)
        state.withLock { $0.report.append(SessionReport.Entry(outcome: outcome, stateDiff: nil)) }
    }

    /// How an arrival's line names where it came from: `app`, `client 2`, `later`.
    private static func named(_ source: MessageSource) -> String {
        switch source {
        case .app: "app"
        case .followUp: "later"
        default: source.label
        }
    }

    /// `:load FILE`: the statements of a file of this side, run in the app one by one.
    private static func loadedPath(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(":load ") else { return nil }
        return String(trimmed.dropFirst(":load ".count)).trimmingCharacters(in: .whitespaces)
    }

    private func load(_ path: String, source: StatementSource) async -> EngineAnswer {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            return EngineAnswer(outcome: Self.failure("cannot read the file \(path): \(error.localizedDescription)", source: source), diff: nil)
        }
        var outcomes: [StatementOutcome] = []
        for statement in StatementSplitter.split(text) {
            guard let answer = await request({ .statement(id: $0, text: statement.text, line: statement.line) }) else {
                outcomes.append(Self.lost(statement))
                break
            }
            guard case .answer(_, let remote, _, _) = answer else {
                outcomes.append(Self.failure(Self.whyNot(answer), source: statement))
                break
            }
            let outcome = RemoteOutcomeDecoding.outcome(remote, file: path)
            outcomes.append(outcome)
            if outcome.stop || outcome.couldNotRun { break }
        }
        let events = outcomes.flatMap(\.events)
        let merged = StatementOutcome(
            file: nil, line: source.line, text: source.text, events: events, isExpectation: false,
            stop: outcomes.contains(where: \.stop), diagnosticID: outcomes.lazy.compactMap(\.diagnosticID).first)
        return EngineAnswer(outcome: merged, diff: nil)
    }

    /// `:save FILE`: the script the app made, written here.
    private func write(_ file: RemoteFile, into outcome: StatementOutcome) -> StatementOutcome {
        do {
            try SaveTarget(clientPath: file.path, replacing: file.replacing).write(file.content)
            return outcome
        } catch {
            return outcome.with(events: [RemoteOutcomeDecoding.failed("\(error)", source: StatementSource(text: outcome.text, line: outcome.line))])
        }
    }

    private static func failure(_ text: String, source: StatementSource) -> StatementOutcome {
        StatementOutcome(
            file: nil, line: source.line, text: source.text, events: [RemoteOutcomeDecoding.failed(text, source: source)], isExpectation: false,
            stop: false)
    }
}
