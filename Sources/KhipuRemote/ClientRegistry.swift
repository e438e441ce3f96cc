import Foundation
import Khipu
import KhipuRemoteProtocol

/// The attached clients, and the broadcast of every message the domain processes to each
/// of them. Broadcasting only queues frames (see `ClientLink.send`), so the domain's
/// thread never waits for a client.
final class ClientRegistry: Sendable {
    private struct State {
        var clients: [Int: ClientLink] = [:]
        var nextID = 1
        /// Open connections, attached or not yet.
        var connections = 0
        /// Requests handed to the clients' sessions and not yet answered, and who waits for none.
        var requestsInFlight = 0
        var answeredWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())
    private let notice: @Sendable (String) -> Void

    init(notice: @escaping @Sendable (String) -> Void) {
        self.notice = notice
    }

    func newID() -> Int {
        state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
    }

    /// Counts a new connection in; false when `limit` are open already.
    func admitConnection(limit: Int) -> Bool {
        state.withLock {
            guard $0.connections < limit else { return false }
            $0.connections += 1
            return true
        }
    }

    func connectionClosed() {
        state.withLock { $0.connections -= 1 }
    }

    func add(_ link: ClientLink) {
        state.withLock { $0.clients[link.id] = link }
    }

    func remove(_ link: ClientLink) {
        state.withLock { _ = $0.clients.removeValue(forKey: link.id) }
    }

    var count: Int { state.withLock { $0.clients.count } }

    var hasClients: Bool { state.withLock { !$0.clients.isEmpty } }

    func all() -> [ClientLink] { state.withLock { Array($0.clients.values) } }

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
        state.withLock { $0.requestsInFlight += 1 }
    }

    /// Client `client`'s statement was answered: every session's log knows its step ended.
    func stepEnded(client: Int) {
        for link in all() { link.session?.stepEnded(client: client) }
    }

    func requestAnswered() {
        let waiters: [CheckedContinuation<Void, Never>] = state.withLock { state in
            state.requestsInFlight -= 1
            guard state.requestsInFlight == 0 else { return [] }
            defer { state.answeredWaiters = [] }
            return state.answeredWaiters
        }
        waiters.forEach { $0.resume() }
    }

    /// Returns once every request handed to a session was answered.
    func allAnswered() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now: Bool = state.withLock {
                guard $0.requestsInFlight > 0 else { return true }
                $0.answeredWaiters.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }

    func closeAll() {
        let links = state.withLock { state in
            defer { state.clients = [:] }
            return Array(state.clients.values)
        }
        links.forEach { $0.close(saying: "the app stopped serving") }
    }
}
