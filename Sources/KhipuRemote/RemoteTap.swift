import Foundation
import Khipu

/// Watches a domain for the remote server: the `definition` it hands out is the app's own,
/// with an observer that is told every message the domain processes and every message it
/// emits. The app makes its `DomainHost` from that definition and sends to that host from
/// its UI or HTTP handlers as before; the server streams what the tap sees.
///
/// A processed message that the domain emitted earlier is its own feedback, already told
/// as an output; any other is an input from the app or from a client (the server notes
/// which messages its clients send, so it can say who sent an input).
public final class RemoteTap<Message: Codable & Equatable, State: Codable & Equatable & Alterable>: @unchecked Sendable {
    public let original: AppDomainDefinition<Message, State>
    private let lock = NSLock()
    private var emittedNotYetProcessed: [Message] = []
    private var clientSends: [(message: Message, client: Int)] = []
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
                let watch: Input<Message> = { [weak self] message in self?.processed(message) }
                return original.createAppDomain(store, [watch] + receivers) { [weak self] message in
                    self?.emitted(message)
                    rootHandler(message)
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
        let observer = lock.withLock {
            emittedNotYetProcessed.append(message)
            if emittedNotYetProcessed.count > memoryLimit { emittedNotYetProcessed.removeFirst() }
            return self.observer
        }
        observer?(TappedMessage(message: message, direction: .output, client: nil))
    }

    private func processed(_ message: Message) {
        let (observer, isFeedback, client): ((@Sendable (TappedMessage<Message>) -> Void)?, Bool, Int?) = lock.withLock {
            if let index = emittedNotYetProcessed.firstIndex(of: message) {
                emittedNotYetProcessed.remove(at: index)
                return (self.observer, true, nil)
            }
            guard let index = clientSends.firstIndex(where: { $0.message == message }) else { return (self.observer, false, nil) }
            return (self.observer, false, clientSends.remove(at: index).client)
        }
        guard !isFeedback else { return }
        observer?(TappedMessage(message: message, direction: .input, client: client))
    }
}

/// A message the tap saw: sent into the domain (by the app when `client` is nil) or
/// emitted by it.
struct TappedMessage<Message> {
    enum Direction { case input, output }
    let message: Message
    let direction: Direction
    let client: Int?
}
