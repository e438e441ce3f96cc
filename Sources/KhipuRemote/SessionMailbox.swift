import Foundation
import KhipuRemoteProtocol

/// What the tap's thread hands one attached session: the messages its own statements'
/// steps emitted, what arrived from elsewhere since its last dispatch, and the log `:save`
/// writes. The tap calls in synchronously while the domain processes a message, so its
/// state is under a lock, held only to copy.
final class SessionMailbox: @unchecked Sendable {
    private let client: Int
    private let lock = NSLock()
    private var ownOutputs: [Any] = []
    /// What the domain emitted since this client's last dispatch that it did not cause,
    /// for its next `expect`; the newest `arrivalLimit` only.
    private var arrivals: [Any] = []
    private let arrivalLimit = 1_000
    private var log = LiveSessionLog()
    /// The file `:save` made during the statement running now, for its answer.
    private var savedFile: RemoteFile?

    init(client: Int) {
        self.client = client
    }

    /// Called on the tap's thread for each message the live domain processed or emitted.
    func note(_ message: ServedMessage) {
        lock.withLock {
            if message.direction == .output, message.cause == .client(client) { ownOutputs.append(message.value.value) }
            if message.direction == .output, message.cause != .client(client) {
                arrivals.append(message.value.value)
                if arrivals.count > arrivalLimit { arrivals.removeFirst(arrivals.count - arrivalLimit) }
            }
            log.note(message, client: client)
        }
    }

    /// Client `client`'s statement was answered.
    func stepEnded(client: Int) {
        lock.withLock { log.stepEnded(client: client) }
    }

    func forgetArrivals() {
        lock.withLock { arrivals = [] }
    }

    func takeArrivals() -> [Any] {
        lock.withLock {
            defer { arrivals = [] }
            return arrivals
        }
    }

    func takeOwnOutputs() -> [Any] {
        lock.withLock {
            defer { ownOutputs = [] }
            return ownOutputs
        }
    }

    /// `:save PATH`: keeps the script for the statement's answer; what the session shows.
    func save(_ path: String, replacing: Bool, domain: String, tool: String) -> String {
        lock.withLock {
            savedFile = RemoteFile(path: path, content: log.script(domain: domain, tool: tool), replacing: replacing)
            let count = log.messageCount
            return "saved \(count) message\(count == 1 ? "" : "s") of the live session to \(path)"
        }
    }

    func takeSavedFile() -> RemoteFile? {
        lock.withLock {
            defer { savedFile = nil }
            return savedFile
        }
    }
}
