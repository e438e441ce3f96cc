import Foundation

/// The messages a client has sent, read on a thread of their own, so that the server can
/// look whether one is waiting between two pieces of a long check and answer it first.
final class MessageInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [[String: Any]] = []
    private var ended = false
    private var waiting: CheckedContinuation<Void, Never>?

    /// Starts reading `connection` until its input ends.
    init(reading connection: JSONRPCConnection) {
        let thread = Thread { [self] in
            while let message = connection.read() { deliver(message) }
            lock.withLock { ended = true }
            wake()
        }
        thread.name = "khipu lsp input"
        thread.start()
    }

    /// The next message if one has come, without waiting.
    func poll() -> [String: Any]? {
        lock.withLock { messages.isEmpty ? nil : messages.removeFirst() }
    }

    /// The next message, waiting for it; nil once the input has ended and all were taken.
    func next() async -> [String: Any]? {
        while true {
            if let message = poll() { return message }
            if lock.withLock({ ended }) { return nil }
            await withCheckedContinuation { continuation in
                let ready = lock.withLock {
                    if !messages.isEmpty || ended { return true }
                    waiting = continuation
                    return false
                }
                if ready { continuation.resume() }
            }
        }
    }

    private func deliver(_ message: [String: Any]) {
        lock.withLock { messages.append(message) }
        wake()
    }

    private func wake() {
        let continuation = lock.withLock {
            defer { waiting = nil }
            return waiting
        }
        continuation?.resume()
    }
}
