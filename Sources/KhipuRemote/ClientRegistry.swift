import Foundation
import KhipuRemoteProtocol

/// The attached clients, and the broadcast of every message the domain processes to each
/// of them. Broadcasting only queues frames (see `ClientLink.send`), so the domain's
/// thread never waits for a client.
final class ClientRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var clients: [Int: ClientLink] = [:]
    private var nextID = 1
    /// Open connections, attached or not yet.
    private var connections = 0
    private let notice: @Sendable (String) -> Void
    /// Requests handed to the clients' sessions and not yet answered, and who waits for none.
    private var requestsInFlight = 0
    private var answeredWaiters: [CheckedContinuation<Void, Never>] = []

    init(notice: @escaping @Sendable (String) -> Void) {
        self.notice = notice
    }

    func newID() -> Int {
        lock.withLock {
            defer { nextID += 1 }
            return nextID
        }
    }

    /// Counts a new connection in; false when `limit` are open already.
    func admitConnection(limit: Int) -> Bool {
        lock.withLock {
            guard connections < limit else { return false }
            connections += 1
            return true
        }
    }

    func connectionClosed() {
        lock.withLock { connections -= 1 }
    }

    func add(_ link: ClientLink) {
        lock.withLock { clients[link.id] = link }
    }

    func remove(_ link: ClientLink) {
        lock.withLock { _ = clients.removeValue(forKey: link.id) }
    }

    var count: Int { lock.withLock { clients.count } }

    var hasClients: Bool { lock.withLock { !clients.isEmpty } }

    func all() -> [ClientLink] { lock.withLock { Array(clients.values) } }

    /// Hands the message to each client's session (its own statements' answers, the log
    /// `:save` writes) and sends it to each client whose statements did not cause it.
    func broadcast(_ message: ServedMessage) {
        for link in all() where link.attached {
            link.session?.note(message)
            guard message.cause != .client(link.id) else { continue }
            if !link.send(.message(direction: message.direction, text: message.text, source: message.source)) { drop(link) }
        }
    }

    /// A client that let its frames pile up: it goes, and the app's log says so.
    func drop(_ link: ClientLink) {
        remove(link)
        notice("khipu remote: client \(link.id) dropped: it read too slowly (more than its buffer of frames waiting)")
        link.close(saying: "dropped: this client read too slowly")
    }

    func requestStarted() {
        lock.withLock { requestsInFlight += 1 }
    }

    /// Client `client`'s statement was answered: every session's log knows its step ended.
    func stepEnded(client: Int) {
        for link in all() { link.session?.stepEnded(client: client) }
    }

    func requestAnswered() {
        let waiters: [CheckedContinuation<Void, Never>] = lock.withLock {
            requestsInFlight -= 1
            guard requestsInFlight == 0 else { return [] }
            defer { answeredWaiters = [] }
            return answeredWaiters
        }
        waiters.forEach { $0.resume() }
    }

    /// Returns once every request handed to a session was answered.
    func allAnswered() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now: Bool = lock.withLock {
                guard requestsInFlight > 0 else { return true }
                answeredWaiters.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }

    func closeAll() {
        let links = lock.withLock {
            defer { clients = [:] }
            return Array(clients.values)
        }
        links.forEach { $0.close(saying: "the app stopped serving") }
    }
}
