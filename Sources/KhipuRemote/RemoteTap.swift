import Foundation
import Khipu

/// Watches a domain for the remote server: the `definition` it hands out is the app's own,
/// with an observer that is told every message the domain processes and every message it
/// emits, each with its cause. The app makes its `DomainHost` from that definition and
/// sends to that host from its UI or HTTP handlers as before; the server streams what the
/// tap sees.
///
/// The cause of a message: a processed message that the domain emitted earlier is its own
/// feedback, with the cause of the message that emitted it; a message a client sent is
/// that client's (the server notes what its clients send); any other is the app's. A
/// message emitted while the domain processes a message has that message's cause. One
/// emitted by asynchronous work the domain started (`KhipuEnvironment.perform`) belongs to
/// the step of the message that started the work as long as the work has not waited on the
/// clock (a middleware that answers at once); after a wait on the clock it is a later
/// answer (a gateway, a timer). The work knows what started it through a task local bound
/// while that message is processed, which the tasks of `perform` inherit.
///
/// Unchecked only for `original`, the app's definition with its closures; what changes is in one `Locked`.
public final class RemoteTap<Message: Codable & Equatable, State: Codable & Equatable & Alterable>: @unchecked Sendable {
    public let original: AppDomainDefinition<Message, State>
    private struct Seen {
        var emittedNotYetProcessed: [(message: Message, cause: MessageCause)] = []
        var clientSends: [(message: Message, client: Int)] = []
        /// The message being processed: its cause and the thread processing it.
        var processing: (cause: MessageCause, thread: pthread_t)?
        var observer: (@Sendable (TappedMessage<Message>) -> Void)?
        var madeDomains = 0
    }

    private let state = Locked(Seen())
    /// Feedback or client sends that never came back (a loop the host stopped) are
    /// forgotten past this many, so the lists stay bounded.
    private let memoryLimit = 10_000

    public init(_ definition: AppDomainDefinition<Message, State>) {
        original = definition
    }

    /// The app's definition, observed: make the host the server serves from this one.
    public var definition: AppDomainDefinition<Message, State> {
        let original = original
        return AppDomainDefinition(
            name: original.name,
            summary: original.summary,
            exposedTypes: original.exposedTypes,
            initialState: original.initialState,
            createAppDomain: { [self] store, receivers, rootHandler in
                state.withLock { $0.madeDomains += 1 }
                let domain = original.createAppDomain(store, receivers) { [weak self] message in
                    self?.emitted(message)
                    rootHandler(message)
                }
                return { [weak self] message in
                    guard let self else { return domain(message) }
                    let started = willProcess(message)
                    ProcessedMessage.$startingWork.withValue(started) { domain(message) }
                    didProcess()
                }
            },
            textReceivers: original.textReceivers,
            gateways: original.gateways,
            documentation: original.documentation
        )
    }

    /// Whether a domain was made from `definition`: a host made from the app's own
    /// definition would leave the server blind.
    var isWatchingADomain: Bool { state.withLock { $0.madeDomains > 0 } }

    func observe(_ observer: (@Sendable (TappedMessage<Message>) -> Void)?) {
        state.withLock { $0.observer = observer }
    }

    /// Called by the server just before it sends a client's message into the host.
    func willSend(_ message: Message, from client: Int) {
        state.withLock {
            $0.clientSends.append((message, client))
            if $0.clientSends.count > memoryLimit { $0.clientSends.removeFirst($0.clientSends.count - memoryLimit) }
        }
    }

    private func emitted(_ message: Message) {
        // Read outside the lock: a task-local lookup.
        let work = ProcessedMessage.startingWork
        let followUp = KhipuEnvironment.followUpBeingSent
        // A message the work emits itself (a ticker's tick) comes from it as a follow-up would.
        let slept = (followUp ?? KhipuEnvironment.laterWorkEmitting)?.slept
        let time = Date()
        let (observer, cause, startedAt): ((@Sendable (TappedMessage<Message>) -> Void)?, MessageCause, Date?) = state.withLock { state in
            let cause: MessageCause
            var startedAt: Date?
            if let processing = state.processing, pthread_equal(processing.thread, pthread_self()) != 0 {
                cause = processing.cause
            } else if let work, let followUp, !followUp.waited, work.cause != .later {
                // Work that answered without waiting on the clock: part of its step.
                cause = work.cause
            } else {
                cause = .later
                startedAt = work?.time
            }
            state.emittedNotYetProcessed.append((message, cause))
            if state.emittedNotYetProcessed.count > memoryLimit { state.emittedNotYetProcessed.removeFirst() }
            return (state.observer, cause, startedAt)
        }
        observer?(TappedMessage(
            message: message, direction: .output, cause: cause, time: time, startedAt: startedAt, slept: cause == .later ? slept : nil))
    }

    /// Notes the message about to be processed and tells the observer; returns what work
    /// its processing starts is started by.
    private func willProcess(_ message: Message) -> ProcessedMessage {
        let (observer, cause, isFeedback): ((@Sendable (TappedMessage<Message>) -> Void)?, MessageCause, Bool) = state.withLock { state in
            let found: (MessageCause, Bool)
            if let index = state.emittedNotYetProcessed.firstIndex(where: { $0.message == message }) {
                found = (state.emittedNotYetProcessed.remove(at: index).cause, true)
            } else if let index = state.clientSends.firstIndex(where: { $0.message == message }) {
                found = (.client(state.clientSends.remove(at: index).client), false)
            } else {
                found = (.app, false)
            }
            state.processing = (found.0, pthread_self())
            return (state.observer, found.0, found.1)
        }
        let time = Date()
        if !isFeedback { observer?(TappedMessage(message: message, direction: .input, cause: cause, time: time, startedAt: nil, slept: nil)) }
        return ProcessedMessage(cause: cause, time: time)
    }

    private func didProcess() {
        state.withLock { $0.processing = nil }
    }
}

/// Why a message went into or came out of the live domain.
enum MessageCause: Hashable, Sendable {
    /// Sent by the app itself (its UI, an HTTP handler), or set off by such a message.
    case app
    /// Sent by attached client N, or set off by its message.
    case client(Int)
    /// Emitted by asynchronous work after the message that started it was done: a gateway
    /// answering, a timer firing, on the live clock.
    case later
}

/// A message the tap saw: sent into the domain or emitted by it, with its cause and when.
struct TappedMessage<Message> {
    enum Direction { case input, output }
    let message: Message
    let direction: Direction
    let cause: MessageCause
    let time: Date
    /// For a later answer: when the message whose processing started its work was
    /// processed (nil when that is not known: work started outside the domain).
    let startedAt: Date?
    /// For a later answer: the clock time its work slept before it emitted it (nil when
    /// that is not known: a sleep was cancelled, or the work is not the domain's).
    let slept: Duration?
}

/// A message being processed, as the work it starts remembers it.
struct ProcessedMessage: Sendable {
    let cause: MessageCause
    let time: Date

    /// The message whose processing started the asynchronous work running now, if any:
    /// bound while a message is processed, inherited by the tasks `perform` starts.
    @TaskLocal static var startingWork: ProcessedMessage?
}
