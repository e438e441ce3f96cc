import Foundation
import Khipu
import KhipuCompletion
import KhipuDSL
import KhipuRemoteProtocol
import KhipuScript

/// One attached client's session on the app's side: an `Interpreter` over the live domain,
/// so that its statements run exactly as in the REPL (`let`, `expect`, `:describe`, `:help`,
/// `:state`, completion), and the record of what the client saw, for `:save`.
///
/// Its statements run one at a time on the client's queue; the tap's thread only hands it
/// the messages this client's statements caused and the live log's entries, under its lock.
final class AttachedSession: @unchecked Sendable {
    let client: Int
    private let interpreter: Interpreter
    private let lock = NSLock()
    private var ownOutputs: [Any] = []
    /// What the domain emitted since this client's last dispatch that it did not cause,
    /// for its next `expect`; the newest `arrivalLimit` only.
    private var arrivals: [Any] = []
    private let arrivalLimit = 1_000
    private var log = LiveSessionLog()
    /// The file `:save` made during the statement running now, for its answer.
    private var savedFile: RemoteFile?

    init<Message: Codable & Equatable, State: Codable & Equatable & Alterable>(
        client: Int, host: DomainHost<Message, State>, tap: RemoteTap<Message, State>, appEnvironment: KhipuEnvironment
    ) throws {
        self.client = client
        // Filled in below: the hooks need the session, the session its interpreter. Held
        // weakly, so that a client that leaves takes its interpreter with it.
        let owner = Owner()
        let hooks = LiveDomainHooks<Message>(
            send: { message in
                owner.session?.forgetArrivals()
                tap.willSend(message, from: client)
                try KhipuEnvironment.$current.withValue(host.environment ?? appEnvironment) { try host.send(message) }
            },
            takeOutputs: { owner.session?.takeOwnOutputs() ?? [] },
            takeArrivals: { owner.session?.takeArrivals() ?? [] },
            save: { path, replacing in try owner.session?.save(path, replacing: replacing) ?? "" }
        )
        let domain = KhipuDomain.live(host: host, hooks: hooks)
        // The interpreter's own environment has no work of the app's: it never waits for
        // the app's timers, and ids a statement builds do not come from the app's.
        interpreter = try Interpreter(domain: domain, domains: [domain], environment: .live())
        interpreter.keepsRecord = false
        owner.session = self
    }

    private final class Owner: @unchecked Sendable {
        weak var session: AttachedSession?
    }

    /// Called on the tap's thread for each message the live domain processed or emitted.
    func note(_ message: ServedMessage) {
        lock.withLock {
            if message.direction == .output, message.cause == .client(client) { ownOutputs.append(message.value) }
            if message.direction == .output, message.cause != .client(client) {
                arrivals.append(message.value)
                if arrivals.count > arrivalLimit { arrivals.removeFirst(arrivals.count - arrivalLimit) }
            }
            log.note(message, client: client)
        }
    }

    private func forgetArrivals() {
        lock.withLock { arrivals = [] }
    }

    private func takeArrivals() -> [Any] {
        lock.withLock {
            defer { arrivals = [] }
            return arrivals
        }
    }

    private func takeOwnOutputs() -> [Any] {
        lock.withLock {
            defer { ownOutputs = [] }
            return ownOutputs
        }
    }

    private func save(_ path: String, replacing: Bool) throws -> String {
        let (text, count) = lock.withLock { (log.script(domain: interpreter.domainName), log.messageCount) }
        savedFile = RemoteFile(path: path, content: text, replacing: replacing)
        return "saved \(count) message\(count == 1 ? "" : "s") of the live session to \(path)"
    }

    /// Runs one statement the client sent; the answer frame with its events and the state's changes.
    func run(_ text: String, line: Int, id: Int?) -> RemoteFrame {
        let statement = ParsedStatement(StatementSource(text: text, line: line))
        let before = interpreter.state
        savedFile = nil
        let outcome = Blocking.wait { [interpreter] in await interpreter.run(statement, file: nil).merged }
        var frame = RemoteFrame(type: .answer, id: id)
        frame.outcome = RemoteOutcomeCoding.outcome(outcome)
        let dispatched = outcome.events.contains { if case .dispatched = $0 { true } else { false } }
        if let diff = StateDiff.lines(before: before, after: interpreter.state) {
            frame.diff = diff.map(RemoteOutcomeCoding.diffLine)
        } else if dispatched {
            frame.diff = []
        }
        frame.file = savedFile
        return frame
    }

    /// Tab: the completer of the REPL over this client's interpreter.
    func complete(_ text: String, id: Int?) -> RemoteFrame {
        let completions = Completer(context: CompletionContext(interpreter: interpreter)).complete(text)
        var frame = RemoteFrame(type: .completions, id: id)
        frame.fragmentStart = completions.fragmentStart
        frame.candidates = completions.candidates.map { RemoteCandidate(insertion: $0.insertion, display: $0.display, summary: $0.summary) }
        return frame
    }
}

/// Runs async work from a thread that may wait (a client's queue, the fuzzer's thread). The
/// work runs on threads of its own, never the concurrency pool's: an app (or a test) whose
/// pool threads are all busy, or blocked, still gets its clients answered.
enum Blocking {
    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }

    private struct Unchecked<T>: @unchecked Sendable {
        let value: T
    }

    /// Made on first use; a `TaskExecutor` needs macOS 15, the package supports 14.
    @available(macOS 15.0, iOS 18.0, *)
    private static let executor = DispatchTaskExecutor()

    static func wait<T>(_ work: @escaping () async -> T) -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        let unchecked = Unchecked(value: work)
        if #available(macOS 15.0, iOS 18.0, *) {
            Task(executorPreference: executor) {
                box.value = await unchecked.value()
                done.signal()
            }
        } else {
            // Before macOS 15 the work runs on the pool, as it did before task executors.
            Task.detached {
                box.value = await unchecked.value()
                done.signal()
            }
        }
        done.wait()
        return box.value!
    }
}

/// Runs tasks' jobs on a dispatch queue instead of the concurrency pool.
@available(macOS 15.0, iOS 18.0, *)
private final class DispatchTaskExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "khipu.remote.interpreters", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
