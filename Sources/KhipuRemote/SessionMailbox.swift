import Foundation
import Khipu
import KhipuRemoteProtocol

/// What the tap's thread hands one attached session: the messages its own statements'
/// steps emitted, what arrived from elsewhere since its last dispatch, and the log `:save`
/// writes. The tap calls in synchronously while the domain processes a message, so its
/// state is under a lock, held only to copy.
final class SessionMailbox: Sendable {
    private let client: Int
    private struct State {
        var ownOutputs: [Any] = []
        /// What the domain emitted since this client's last dispatch that it did not cause,
        /// for its next `expect`; the newest `arrivalLimit` only.
        var arrivals: [Any] = []
        var log = LiveSessionLog()
        /// The file `:save` made during the statement running now, for its answer.
        var savedFile: RemoteFile?
    }

    private let state = Locked(State())
    private let arrivalLimit = 1_000

    init(client: Int) {
        self.client = client
    }

    /// Called on the tap's thread for each message the live domain processed or emitted.
    func note(_ message: ServedMessage) {
        state.withLock {
            if message.direction == .output, message.cause == .client(client) { $0.ownOutputs.append(message.value.value) }
            if message.direction == .output, message.cause != .client(client) {
                $0.arrivals.append(message.value.value)
                if $0.arrivals.count > arrivalLimit { $0.arrivals.removeFirst($0.arrivals.count - arrivalLimit) }
            }
            $0.log.note(message, client: client)
        }
    }

    /// Client `client`'s statement was answered.
    func stepEnded(client: Int) {
        state.withLock { $0.log.stepEnded(client: client) }
    }

    func forgetArrivals() {
        state.withLock { $0.arrivals = [] }
    }

    func takeArrivals() -> [Any] {
        state.withLock { state in
            defer { state.arrivals = [] }
            return state.arrivals
        }
    }

    func takeOwnOutputs() -> [Any] {
        state.withLock { state in
            defer { state.ownOutputs = [] }
            return state.ownOutputs
        }
    }

    /// `:save PATH`: keeps the script for the statement's answer; what the session shows.
    func save(_ path: String, replacing: Bool, domain: String, tool: String) -> String {
        state.withLock {
            $0.savedFile = RemoteFile(path: path, content: $0.log.script(domain: domain, tool: tool), replacing: replacing)
            let count = $0.log.messageCount
            return "saved \(count) message\(count == 1 ? "" : "s") of the live session to \(path)"
        }
    }

    func takeSavedFile() -> RemoteFile? {
        state.withLock { state in
            defer { state.savedFile = nil }
            return state.savedFile
        }
    }
}
