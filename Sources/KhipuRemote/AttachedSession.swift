import Foundation
import Khipu
import KhipuCompletion
import KhipuDSL
import KhipuRemoteProtocol
import KhipuScript

/// One attached client's session on the app's side: an `Interpreter` over the live domain,
/// so that its statements run exactly as in the REPL (`let`, `expect`, `:describe`, `:help`,
/// `:state`, completion). The interpreter is this actor's: each client's statements run in
/// a serial context of their own, never on the server's socket queue and never on a thread
/// that waits.
actor AttachedSession {
    let client: Int
    private let interpreter: Interpreter
    private let mailbox: SessionMailbox

    /// How long a statement waits for the app's work to end or wait on the clock: only a
    /// guard against a hang (work that never ends), not a time work is expected to take.
    static let quietTimeout: Duration = .seconds(300)

    init<Message: Codable & Equatable, State: Codable & Equatable & Alterable>(
        client: Int, tool: String, host: DomainHost<Message, State>, tap: RemoteTap<Message, State>, appEnvironment: KhipuEnvironment
    ) throws {
        self.client = client
        let mailbox = SessionMailbox(client: client)
        self.mailbox = mailbox
        let environment = host.environment ?? appEnvironment
        let name = host.definition.name
        let hooks = LiveDomainHooks<Message>(
            send: { message in
                mailbox.forgetArrivals()
                tap.willSend(message, from: client)
                try KhipuEnvironment.$current.withValue(environment) { try host.send(message) }
            },
            takeOutputs: { mailbox.takeOwnOutputs() },
            takeArrivals: { mailbox.takeArrivals() },
            save: { path, replacing in mailbox.save(path, replacing: replacing, domain: name, tool: tool) }
        )
        let domain = KhipuDomain.live(host: host, hooks: hooks)
        // The app's environment: a statement's step ends when the app's work is done or
        // waits on the clock, as in the REPL, so what a middleware answers at once is the
        // statement's answer.
        let interpreter = try Interpreter(domain: domain, domains: [domain], environment: environment)
        interpreter.keepsRecord = false
        interpreter.quietTimeout = Self.quietTimeout
        self.interpreter = interpreter
    }

    /// Called on the tap's thread for each message the live domain processed or emitted.
    nonisolated func note(_ message: ServedMessage) {
        mailbox.note(message)
    }

    /// Another client's (or this one's) statement was answered.
    nonisolated func stepEnded(client: Int) {
        mailbox.stepEnded(client: client)
    }

    /// Runs one statement the client sent; the answer frame with its events and the state's changes.
    func run(_ text: String, line: Int, id: Int) async -> RemoteFrame {
        let statement = ParsedStatement(StatementSource(text: text, line: line))
        let before = interpreter.state
        _ = mailbox.takeSavedFile()
        let outcome = await interpreter.run(statement, file: nil).merged
        let dispatched = outcome.events.contains { if case .dispatched = $0 { true } else { false } }
        let diff = StateDiff.lines(before: before, after: interpreter.state) ?? (dispatched ? [] : nil)
        return .answer(id: id, outcome: RemoteOutcomeCoding.outcome(outcome), diff: diff, file: mailbox.takeSavedFile())
    }

    /// Tab: the completer of the REPL over this client's interpreter.
    func complete(_ text: String, id: Int) -> RemoteFrame {
        let completions = Completer(context: CompletionContext(interpreter: interpreter)).complete(text)
        return .completions(
            id: id, fragmentStart: completions.fragmentStart,
            candidates: completions.candidates.map { RemoteCandidate(insertion: $0.insertion, display: $0.display, summary: $0.summary) })
    }
}
