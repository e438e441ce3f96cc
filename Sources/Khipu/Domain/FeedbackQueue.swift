import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs an app domain whose outputs are fed back into it, one message at a time.
///
/// Every message (sent by the host or output by the domain) goes into a FIFO queue, and
/// only one thread at a time runs the domain, until the queue is empty. An output made
/// while the domain runs is only queued, so there is no re-entrant recursion however long
/// a chain of messages gets. An output from another thread (a task started with
/// `KhipuEnvironment.perform`) is queued and processed by whichever thread runs the domain,
/// or by the emitting thread itself when none does.
final class FeedbackQueue<Message>: @unchecked Sendable {
    private let stateLock = NSLock()
    /// Held by the one thread that runs the domain.
    private let dispatchLock = NSLock()

    // Guarded by stateLock.
    private var pending: [Message] = []
    private var pendingHead = 0
    private var outputs: [Message] = []
    private var errors: [DomainHostError] = []
    private var drainingThread: pthread_t?
    private var domain: Input<Message>?

    private let limit: Int
    private let environment: KhipuEnvironment?

    init(limit: Int, environment: KhipuEnvironment?) {
        self.limit = max(1, limit)
        self.environment = environment
    }

    /// Installs the domain and processes anything it output while it was being made.
    func install(_ domain: @escaping Input<Message>) {
        stateLock.withLock { self.domain = domain }
        if let error = drain(blocking: true) {
            stateLock.withLock { errors.append(error) }
        }
    }

    /// The root handler: records the output and feeds it back into the domain.
    func emit(_ message: Message) {
        let onDrainingThread = stateLock.withLock {
            outputs.append(message)
            pending.append(message)
            return isDrainingThread()
        }
        guard !onDrainingThread else { return }
        if let error = drain(blocking: false) {
            stateLock.withLock { errors.append(error) }
        }
    }

    /// Dispatches a message and returns once it and everything it set off were processed.
    func send(_ message: Message) throws(DomainHostError) {
        let onDrainingThread = stateLock.withLock {
            pending.append(message)
            return isDrainingThread()
        }
        // Sent from inside the domain: the running drain picks it up.
        guard !onDrainingThread else { return }
        if let error = drain(blocking: true) { throw error }
    }

    func takeOutputs() -> [Message] {
        stateLock.withLock {
            defer { outputs = [] }
            return outputs
        }
    }

    func takeErrors() -> [DomainHostError] {
        stateLock.withLock {
            defer { errors = [] }
            return errors
        }
    }

    /// Runs `work` while no message is being processed (directly when called from inside
    /// the domain), so that a reset never lands in the middle of a message.
    func exclusively(_ work: () -> Void) {
        if stateLock.withLock({ isDrainingThread() }) {
            work()
        } else {
            dispatchLock.withLock(work)
        }
    }

    // MARK: - Draining

    /// Runs the domain until the queue is empty. Without `blocking`, leaves the work to the
    /// thread already running the domain; that thread checks the queue again after it
    /// stops, so no message is left behind.
    private func drain(blocking: Bool) -> DomainHostError? {
        var failure: DomainHostError?
        while true {
            if blocking {
                dispatchLock.lock()
            } else if !dispatchLock.try() {
                return failure
            }
            guard let domain = stateLock.withLock({ () -> Input<Message>? in
                drainingThread = pthread_self()
                return self.domain
            }) else {
                stateLock.withLock { drainingThread = nil }
                dispatchLock.unlock()
                return failure
            }
            if let error = withEnvironment(environment, { processQueue(with: domain) }) {
                failure = error
            }
            let done = stateLock.withLock {
                drainingThread = nil
                return pendingHead == pending.count
            }
            dispatchLock.unlock()
            if done { return failure }
        }
    }

    private func processQueue(with domain: Input<Message>) -> DomainHostError? {
        var processed = 0
        var last: Message?
        while let message = stateLock.withLock({ popPending() }) {
            guard processed < limit else {
                let dropped = stateLock.withLock {
                    defer { pending = []; pendingHead = 0 }
                    return pending.count - pendingHead + 1
                }
                return .messageLimitExceeded(
                    limit: limit,
                    dropped: dropped,
                    lastMessage: last.map { String(describing: $0) } ?? "none"
                )
            }
            processed += 1
            last = message
            domain(message)
        }
        return nil
    }

    /// Call with stateLock held.
    private func popPending() -> Message? {
        guard pendingHead < pending.count else { return nil }
        let message = pending[pendingHead]
        pendingHead += 1
        if pendingHead == pending.count {
            pending.removeAll(keepingCapacity: true)
            pendingHead = 0
        }
        return message
    }

    /// Call with stateLock held.
    private func isDrainingThread() -> Bool {
        guard let drainingThread else { return false }
        return pthread_equal(drainingThread, pthread_self()) != 0
    }
}
