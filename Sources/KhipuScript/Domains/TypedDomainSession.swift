import Foundation
import Khipu
import KhipuDSL
import KhipuDescribe

/// Hosts one `AppDomainDefinition` with an in-memory or a file store.
final class TypedDomainSession<Message: Codable & Equatable, State: Codable & Equatable & Alterable>: DomainSession {
    let name: String
    private let host: DomainHost<Message, State>
    /// Worked out on first use (a statement that names a type, completion): a script
    /// that names none never walks the domain's types.
    private let nameableTypes: MadeOnFirstUse<[any Decodable.Type]>

    var exposedTypes: [any Decodable.Type] { nameableTypes.value }

    init(definition: AppDomainDefinition<Message, State>, storeFile: URL?, environment: KhipuEnvironment) throws {
        name = definition.name
        nameableTypes = MadeOnFirstUse { DomainTypes.nameable(definition) }
        let handle: StoreHandle<State>
        if let storeFile {
            let storeFailures = Collected<StoreError>()
            self.storeFailures = storeFailures
            handle = try createFileStoreHandle(at: storeFile, initial: definition.initialState, onError: storeFailures.append)
        } else {
            storeFailures = nil
            handle = createInMemoryStoreHandle(initial: definition.initialState)
        }
        let changeLog = ChangeLog<State>()
        handle.observe(changeLog.note)
        self.changeLog = changeLog
        gateways = definition.gateways
        var shown = Collected<String>()
        let receivers = Self.textReceivers(of: definition, store: handle.store, showingInto: shown)
        // Held by nothing else once the receivers are made (a domain that shows no text),
        // it would stay empty for good: no lock to take for it after every statement.
        self.shown = isKnownUniquelyReferenced(&shown) ? nil : shown
        host = DomainHost(definition: definition, storeHandle: handle, receivers: receivers, environment: environment)
    }

    /// A function of its own, so that the closure handed to the definition, and what it
    /// holds, is let go on return unless the receivers keep it.
    private static func textReceivers(of definition: AppDomainDefinition<Message, State>, store: Store<State, State.Change>, showingInto shown: Collected<String>) -> [Input<Message>] {
        definition.textReceivers(store) { shown.append($0) }
    }

    let gateways: [GatewayDescription]
    /// What the store applied, for the interpreter's history to keep instead of whole states.
    private let changeLog: ChangeLog<State>
    /// Whether the store tells `changeLog` nothing for now (see `takeChanges`). Only the
    /// interpreter's thread of the session reads and sets it.
    private var changeLogIsMuted = false
    /// What the text receivers showed; nil when nothing can show any.
    private let shown: Collected<String>?
    /// Changes the store could not persist: each fails the statement that made it. None
    /// for a store in memory, which has nothing to persist (and no lock to take per statement).
    private let storeFailures: Collected<StoreError>?

    func takeShownText() -> [String] { shown?.take() ?? [] }

    var messageType: any Decodable.Type { Message.self }
    var stateType: any Decodable.Type { State.self }
    var state: Any { host.state }

    func send(_ expression: DSLExpression, decodedBy decoders: SessionDecoders, returningMessage: Bool) throws -> Any? {
        let message = try decoders.decode(Message.self, from: expression)
        // The interpreter sends with its environment, the host's, bound.
        try host.send(message, environmentIsBound: true)
        return returningMessage ? message : nil
    }

    func takeOutputs() -> [Any] { host.takeOutputsAsAny() }
    func originsOfTakenOutputs() -> [Int: FollowUpOrigin] { host.originsOfTakenOutputs() }
    func takeErrors() -> [ScriptError] {
        errors(loops: host.takeErrors())
    }

    func takeActivity(appendingOutputsTo outputs: inout [Any]) -> (shown: [String], errors: [ScriptError]) {
        // The outputs and the loops under the queue's one lock.
        let loops = host.takeOutputsAndErrors(appendingOutputsTo: &outputs)
        return (takeShownText(), errors(loops: loops))
    }

    private func errors(loops: [DomainHostError]) -> [ScriptError] {
        let failures = storeFailures?.take() ?? []
        guard !loops.isEmpty || !failures.isEmpty else { return [] }
        return loops.map(ScriptError.feedbackLoop) + failures.map(ScriptError.store)
    }
    func reset() throws {
        host.reset()
        try throwStoreFailure()
    }

    func replaceState(with state: Any) throws {
        if let state = state as? State { host.replaceState(with: state) }
        try throwStoreFailure()
    }

    func takeChanges(at now: Date, collectingMore: Bool) -> (any StepChanges)? {
        // The log ignores what it hears while not collecting: the store does not call it
        // then. Heard again before the take that starts collecting, so nothing after it is missed.
        if collectingMore && changeLogIsMuted {
            host.storeHandle.muteObservers(false)
            changeLogIsMuted = false
        }
        let changes = changeLog.take(at: now, collectingMore: collectingMore)
        if !collectingMore && !changeLogIsMuted {
            host.storeHandle.muteObservers(true)
            changeLogIsMuted = true
        }
        return changes
    }

    func close() { host.storeHandle.close() }

    private func throwStoreFailure() throws {
        if let failure = storeFailures?.take().first { throw ScriptError.store(failure) }
    }
}
