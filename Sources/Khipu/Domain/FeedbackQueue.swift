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

    // Guarded by stateLock (the buffers' contents too); unchecked for exclusivity, which
    // the lock already gives.
    private let pending = MessageBuffer<Message>()
    private let outputs = MessageBuffer<Message>()
    @exclusivity(unchecked) private var errors: [DomainHostError] = []
    @exclusivity(unchecked) private var drainingThread: pthread_t?
    @exclusivity(unchecked) private var domain: Input<Message>?
    /// The origin of each output not yet taken that a follow-up set off, by its index among them.
    @exclusivity(unchecked) private var origins: [Int: FollowUpOrigin] = [:]
    /// `origins` of the outputs taken last, by their index in the array they were taken into.
    @exclusivity(unchecked) private var takenOrigins: [Int: FollowUpOrigin] = [:]

    /// The messages the running thread took off `pending` to process, in order. Only the
    /// thread holding dispatchLock touches it: taking the whole queue at once costs one
    /// lock per run of messages instead of one per message.
    private let batch = MessageBuffer<Message>()

    /// How many messages went into `pending`, and where the ones queued by another thread
    /// than the one running the domain were sent from, by their number (see `SendingContext`).
    @exclusivity(unchecked) private var queued: UInt64 = 0
    @exclusivity(unchecked) private var queuedContexts: [UInt64: SendingContext] = [:]
    /// Only the thread holding dispatchLock touches these: the number of the next message
    /// `batch` gives, the contexts of its messages, and the one of the message it runs now.
    private var taken: UInt64 = 0
    private var batchContexts: [UInt64: SendingContext] = [:]
    private var runningContext: SendingContext?

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

    /// Lets go of the domain, for a host that goes away: the domain's root handler holds
    /// the queue, and the queue the domain. Messages emitted later only wait.
    func uninstall() {
        stateLock.withLock { domain = nil }
    }

    /// The root handler: records the output and feeds it back into the domain.
    func emit(_ message: Message) {
        let origin = KhipuEnvironment.followUpBeingSent ?? KhipuEnvironment.laterWorkEmitting
        stateLock.lock()
        if let origin { origins[outputs.count] = origin }
        outputs.append(message)
        let onDrainingThread = isDrainingThread()
        enqueue(message, from: onDrainingThread ? runningContext : .current)
        stateLock.unlock()
        guard !onDrainingThread else { return }
        if let error = drain(blocking: false) {
            stateLock.withLock { errors.append(error) }
        }
    }

    /// Dispatches a message and returns once it and everything it set off were processed.
    /// `environmentIsBound`: the caller runs with the queue's environment current already,
    /// which then is not looked up (a task-local lookup) for a message sent to an idle domain.
    func send(_ message: Message, environmentIsBound: Bool = false) throws(DomainHostError) {
        // Mostly no thread runs the domain and no message waits: this one is processed at
        // once, without a round through the queue.
        if dispatchLock.try() {
            stateLock.lock()
            let domain = pending.isEmpty ? domain : nil
            if domain != nil { drainingThread = pthread_self() } else { enqueue(message, from: nil) }
            stateLock.unlock()
            // The failure is returned, not captured: a captured variable is boxed and
            // checked for exclusivity on every message.
            func run() -> DomainHostError? {
                var failure: DomainHostError?
                guard let domain else {
                    runDomain(failure: &failure)
                    return failure
                }
                domain(message)
                // Described only when it may be the last one let through: it names the loop.
                runDomain(failure: &failure, processed: 1, lastAllowed: limit == 1 ? String(describing: message) : nil)
                return failure
            }
            assert(!environmentIsBound || environment == nil || KhipuEnvironment.current === environment, "send(_:environmentIsBound: true) without the environment bound")
            if let failure = environmentIsBound ? run() : withEnvironment(environment, run) { throw failure }
            return
        }
        stateLock.lock()
        let onDrainingThread = isDrainingThread()
        enqueue(message, from: onDrainingThread ? runningContext : .current)
        stateLock.unlock()
        // Sent from inside the domain: the running drain picks it up.
        guard !onDrainingThread else { return }
        if let error = drain(blocking: true) { throw error }
    }

    func takeOutputs() -> [Message] {
        stateLock.lock()
        defer { stateLock.unlock() }
        takeOrigins(base: 0)
        return outputs.takeAll()
    }

    /// `takeOutputs()` as `Any`, for hosts that do not know the domain's types.
    func takeOutputsAsAny() -> [Any] {
        stateLock.lock()
        defer { stateLock.unlock() }
        takeOrigins(base: 0)
        return outputs.takeAllAsAny()
    }

    /// `takeOutputsAsAny()` and `takeErrors()` under one lock, the outputs appended to an
    /// array the caller keeps for them.
    func takeOutputsAndErrors(appendingOutputsTo taken: inout [Any]) -> [DomainHostError] {
        stateLock.lock()
        defer { stateLock.unlock() }
        takeOrigins(base: taken.count)
        outputs.takeAll(appendingTo: &taken)
        guard !errors.isEmpty else { return [] }
        defer { errors = [] }
        return errors
    }

    /// Where the outputs taken last came from (see `DomainHost.originsOfTakenOutputs`).
    func originsOfTakenOutputs() -> [Int: FollowUpOrigin] {
        stateLock.withLock { takenOrigins }
    }

    /// Moves `origins` to `takenOrigins`, shifted by where the outputs go. Call with stateLock held.
    private func takeOrigins(base: Int) {
        guard !origins.isEmpty || !takenOrigins.isEmpty else { return }
        takenOrigins = base == 0 ? origins : Dictionary(uniqueKeysWithValues: origins.map { ($0.key + base, $0.value) })
        origins = [:]
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
    /// thread already running the domain.
    private func drain(blocking: Bool) -> DomainHostError? {
        if blocking {
            dispatchLock.lock()
        } else if !dispatchLock.try() {
            return nil
        }
        var failure: DomainHostError?
        withEnvironment(environment) { runDomain(failure: &failure) }
        return failure
    }

    /// Runs the domain over the queued messages, run after run, until none is left (or
    /// there is no domain yet: the messages wait for `install`). Call holding dispatchLock;
    /// lets go of it before returning, under the same hold of stateLock that found the queue
    /// empty: a message queued by another thread before then is run here, and one queued
    /// after finds the domain free and runs it itself, so none is left behind.
    /// `processed` counts the messages of this run processed already (one sent directly).
    private func runDomain(failure: inout DomainHostError?, processed alreadyProcessed: Int = 0, lastAllowed firstAllowed: String? = nil) {
        var processed = alreadyProcessed
        var lastAllowed = firstAllowed
        while true {
            stateLock.lock()
            guard let domain, !pending.isEmpty else {
                drainingThread = nil
                dispatchLock.unlock()
                stateLock.unlock()
                return
            }
            drainingThread = pthread_self()
            // Moved, not copied: no reference counting for the exchange.
            batch.takeContents(of: pending)
            if !queuedContexts.isEmpty {
                batchContexts.merge(queuedContexts) { _, new in new }
                queuedContexts = [:]
            }
            stateLock.unlock()

            while !batch.isEmpty {
                guard processed < limit else {
                    stateLock.lock()
                    let dropped = batch.count + pending.count
                    batch.removeAll()
                    pending.removeAll()
                    taken = queued
                    queuedContexts = [:]
                    batchContexts = [:]
                    drainingThread = nil
                    dispatchLock.unlock()
                    stateLock.unlock()
                    failure = .messageLimitExceeded(limit: limit, dropped: dropped, lastMessage: lastAllowed ?? "none")
                    return
                }
                let message = batch.removeFirst()
                let context = batchContexts.isEmpty ? nil : batchContexts.removeValue(forKey: taken)
                taken &+= 1
                processed += 1
                // Described only when it may be the last one let through: it names the loop.
                if processed == limit { lastAllowed = String(describing: message) }
                if let context {
                    runningContext = context
                    context.run { domain(message) }
                    runningContext = nil
                } else {
                    domain(message)
                }
            }
        }
    }

    /// Queues a message, with where it was sent from when the thread that runs the domain
    /// would run it in another context than its own. Call with stateLock held.
    private func enqueue(_ message: Message, from context: SendingContext?) {
        if let context { queuedContexts[queued] = context }
        queued &+= 1
        pending.append(message)
    }

    /// Call with stateLock held.
    private func isDrainingThread() -> Bool {
        guard let drainingThread else { return false }
        return pthread_equal(drainingThread, pthread_self()) != 0
    }
}
