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
/// message emitted while the domain processes a message has that message's cause; one
/// emitted from another thread came from asynchronous work answering later (a gateway, a
/// timer).
public final class RemoteTap<Message: Codable & Equatable, State: Codable & Equatable & Alterable>: @unchecked Sendable {
    public let original: AppDomainDefinition<Message, State>
    private let lock = NSLock()
    private var emittedNotYetProcessed: [(message: Message, cause: MessageCause)] = []
    private var clientSends: [(message: Message, client: Int)] = []
    /// The message being processed: its cause and the thread processing it.
    private var processing: (cause: MessageCause, thread: pthread_t)?
    private var observer: (@Sendable (TappedMessage<Message>) -> Void)?
    private var madeDomains = 0
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
                lock.withLock { madeDomains += 1 }
                let domain = original.createAppDomain(store, receivers) { [weak self] message in
                    self?.emitted(message)
                    rootHandler(message)
                }
                return { [weak self] message in
                    self?.willProcess(message)
                    domain(message)
                    self?.didProcess()
                }
            },
            textReceivers: original.textReceivers,
            gateways: original.gateways,
            documentation: original.documentation
        )
    }

    /// Whether a domain was made from `definition`: a host made from the app's own
    /// definition would leave the server blind.
    var isWatchingADomain: Bool { lock.withLock { madeDomains > 0 } }

    func observe(_ observer: (@Sendable (TappedMessage<Message>) -> Void)?) {
        lock.withLock { self.observer = observer }
    }

    /// Called by the server just before it sends a client's message into the host.
    func willSend(_ message: Message, from client: Int) {
        lock.withLock {
            clientSends.append((message, client))
            if clientSends.count > memoryLimit { clientSends.removeFirst(clientSends.count - memoryLimit) }
        }
    }

    private func emitted(_ message: Message) {
        let (observer, cause): ((@Sendable (TappedMessage<Message>) -> Void)?, MessageCause) = lock.withLock {
            let cause: MessageCause
            if let processing, pthread_equal(processing.thread, pthread_self()) != 0 {
                cause = processing.cause
            } else {
                cause = .later
            }
            emittedNotYetProcessed.append((message, cause))
            if emittedNotYetProcessed.count > memoryLimit { emittedNotYetProcessed.removeFirst() }
            return (self.observer, cause)
        }
        observer?(TappedMessage(message: message, direction: .output, cause: cause, time: Date()))
    }

    private func willProcess(_ message: Message) {
        let (observer, cause, isFeedback): ((@Sendable (TappedMessage<Message>) -> Void)?, MessageCause, Bool) = lock.withLock {
            let found: (MessageCause, Bool)
            if let index = emittedNotYetProcessed.firstIndex(where: { $0.message == message }) {
                found = (emittedNotYetProcessed.remove(at: index).cause, true)
            } else if let index = clientSends.firstIndex(where: { $0.message == message }) {
                found = (.client(clientSends.remove(at: index).client), false)
            } else {
                found = (.app, false)
            }
            processing = (found.0, pthread_self())
            return (self.observer, found.0, found.1)
        }
        guard !isFeedback else { return }
        observer?(TappedMessage(message: message, direction: .input, cause: cause, time: Date()))
    }

    private func didProcess() {
        lock.withLock { processing = nil }
    }
}

/// Why a message went into or came out of the live domain.
enum MessageCause: Equatable, Sendable {
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
}
