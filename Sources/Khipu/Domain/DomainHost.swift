/// Runs one app domain for a host that is not a UI: the `khipu` REPL and script runner,
/// tests, benchmarks.
///
/// The host makes the domain with a root handler that records every message the domain
/// outputs and feeds it back into the domain, as the seeds wire `rootHandler`. Messages are
/// processed one at a time from a FIFO queue, run to completion: `send` returns once the
/// message and everything it set off synchronously were processed. Messages output later
/// by asynchronous work (`KhipuEnvironment.perform`) are processed when they arrive; wait
/// for them with `waitUntilQuiet()` of the environment that started the work.
///
/// Environment: given an `environment`, the host binds it as `KhipuEnvironment.current`
/// whenever it runs the domain, on whichever thread. Without one, the domain sees whatever
/// environment is current where the message is processed: the caller's for `send`, the
/// environment of the `perform` that emitted it for asynchronous output.
///
/// Feedback loops: one dispatch may set off at most `messageLimit` messages. Past that the
/// host stops, drops what is still queued and reports `DomainHostError.messageLimitExceeded`:
/// `send` throws it when the loop started from that send; a loop started by asynchronous
/// work is collected and handed out by `takeErrors()`.
public final class DomainHost<Message: Codable & Equatable, State: Codable & Equatable & Alterable>: @unchecked Sendable {
    public let definition: AppDomainDefinition<Message, State>
    public let storeHandle: StoreHandle<State>
    /// The receivers the domain was made with; they are told every message before the features.
    public let receivers: [Input<Message>]
    public let environment: KhipuEnvironment?
    public let messageLimit: Int
    private let queue: FeedbackQueue<Message>

    public init(
        definition: AppDomainDefinition<Message, State>,
        storeHandle: StoreHandle<State>,
        receivers: [Input<Message>] = [],
        environment: KhipuEnvironment? = nil,
        messageLimit: Int = 10_000
    ) {
        self.definition = definition
        self.storeHandle = storeHandle
        self.receivers = receivers
        self.environment = environment
        self.messageLimit = max(1, messageLimit)
        let queue = FeedbackQueue<Message>(limit: messageLimit, environment: environment)
        self.queue = queue
        let domain = withEnvironment(environment) {
            // Held strongly, which costs nothing per message (a weak reference costs a load
            // through its side table); the cycle with the queue ends in `deinit`.
            definition.createAppDomain(storeHandle.store, receivers) { message in
                queue.emit(message)
            }
        }
        queue.install(domain)
    }

    deinit {
        queue.uninstall()
    }

    /// A host over an in-memory store that starts from the definition's initial state.
    public convenience init(
        definition: AppDomainDefinition<Message, State>,
        receivers: [Input<Message>] = [],
        environment: KhipuEnvironment? = nil,
        messageLimit: Int = 10_000
    ) {
        let store = withEnvironment(environment) {
            createInMemoryStoreHandle(initial: definition.initialState)
        }
        self.init(definition: definition, storeHandle: store, receivers: receivers, environment: environment, messageLimit: messageLimit)
    }

    public var name: String { definition.name }
    public var store: Store<State, State.Change> { storeHandle.store }
    public var state: State { storeHandle.state }

    /// Dispatches `message` into the domain and processes everything it sets off
    /// synchronously before returning. Throws when that exceeds `messageLimit` messages.
    /// Called from inside the domain (a receiver or feature while a message is processed),
    /// it only queues the message behind the ones already waiting.
    public func send(_ message: Message) throws(DomainHostError) {
        try queue.send(message)
    }

    /// `send(_:)` for a caller that runs with the host's `environment` bound already (the
    /// interpreter, which binds its own for every statement): it is not looked up again.
    package func send(_ message: Message, environmentIsBound: Bool) throws(DomainHostError) {
        try queue.send(message, environmentIsBound: environmentIsBound)
    }

    /// Every message the domain output since the last call, in the order it output them.
    public func takeOutputs() -> [Message] {
        queue.takeOutputs()
    }

    /// `takeOutputs()` as `Any`, for hosts that see the domain without its types: cheaper
    /// than casting the typed array.
    package func takeOutputsAsAny() -> [Any] {
        queue.takeOutputsAsAny()
    }

    /// `takeOutputsAsAny()` and `takeErrors()` at once, under one lock: the outputs are
    /// appended to `outputs`, an array the caller may keep for them from call to call.
    package func takeOutputsAndErrors(appendingOutputsTo outputs: inout [Any]) -> [DomainHostError] {
        queue.takeOutputsAndErrors(appendingOutputsTo: &outputs)
    }

    /// Where the outputs taken last came from, by their index in what was taken: only the
    /// ones emitted while a follow-up handed to `KhipuEnvironment.deliver` was sent (the
    /// follow-up itself and what it set off). The others answered what was sent to the host,
    /// or came from work that emitted without `deliver`.
    package func originsOfTakenOutputs() -> [Int: FollowUpOrigin] {
        queue.originsOfTakenOutputs()
    }

    /// Loops stopped while processing output of asynchronous work, since the last call.
    public func takeErrors() -> [DomainHostError] {
        queue.takeErrors()
    }

    /// Puts the state back to the store's initial state (the store's `reset`), between
    /// messages, never in the middle of one.
    public func reset() {
        queue.exclusively {
            withEnvironment(environment) { storeHandle.store.reset() }
        }
    }

    /// Replaces the whole state (the REPL's `:undo`), between messages.
    public func replaceState(with state: State) {
        queue.exclusively { storeHandle.replace(with: state) }
    }
}
