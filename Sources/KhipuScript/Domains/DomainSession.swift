import Foundation
import Khipu
import KhipuDSL

/// A running app domain with its store, seen without its Message and State types.
protocol DomainSession: AnyObject {
    var name: String { get }
    var messageType: any Decodable.Type { get }
    var stateType: any Decodable.Type { get }
    /// The types a user may name and construct in this domain: the exposed ones and
    /// every one reachable from its `Message` and state.
    var exposedTypes: [any Decodable.Type] { get }
    var state: Any { get }

    /// Reads `expression` as a message of the domain and dispatches it, then returns at
    /// once; asynchronous work the domain started keeps running under the environment.
    /// Throws the decoder's `Diagnostic` when it does not read as a message (nothing was
    /// sent), other errors when the dispatch failed. Returns the message only when asked,
    /// for a transcript to print: typed all the way, it is neither boxed nor cast. Call
    /// with the environment the session was started with bound, as the interpreter does.
    func send(_ expression: DSLExpression, decodedBy decoders: SessionDecoders, returningMessage: Bool) throws -> Any?
    /// The messages the domain put out since the last call, in order.
    func takeOutputs() -> [Any]
    /// What went wrong since the last call outside a statement's own errors: loops the
    /// host stopped while processing output of asynchronous work, and changes the store
    /// could not persist (the change was not made, so the statement must not stand).
    func takeErrors() -> [ScriptError]
    /// What a statement takes once the domain is done with it: `takeOutputs()` appended
    /// to `outputs` (an array the caller may keep from statement to statement, so that
    /// taking them costs no new one), `takeShownText()` and `takeErrors()`.
    func takeActivity(appendingOutputsTo outputs: inout [Any]) -> (shown: [String], errors: [ScriptError])
    /// Text the domain's text receivers showed since the last call (a rendered board).
    func takeShownText() -> [String]
    /// Where the outputs taken last came from, by their index in what was taken: only the
    /// ones a follow-up set off (see `DomainHost.originsOfTakenOutputs`).
    func originsOfTakenOutputs() -> [Int: FollowUpOrigin]
    var gateways: [GatewayDescription] { get }
    /// Both throw when the store could not persist the new state; it stays as it was.
    func reset() throws
    func replaceState(with state: Any) throws
    /// The changes the store applied since the last call, replayable at `now`; nil when
    /// its state was replaced (reset, undo) since, so that only a whole state says what it
    /// is, or when the call before said it would not want them (`collectingMore` false).
    func takeChanges(at now: Date, collectingMore: Bool) -> (any StepChanges)?
    /// Lets go of the store file (its lock), so that a new session may open it.
    func close()
    /// Whether this is a running app's domain (`khipu attach`), which commands that rewind,
    /// replace or move it refuse.
    var isLive: Bool { get }
    /// A running app's messages since this session's last dispatch that none of its
    /// statements caused: later answers (a gateway, a timer on the live clock) and what the
    /// app and other clients sent. They join what the next `expect` checks.
    func takeArrivals() -> [Any]
}

extension DomainSession {
    var isLive: Bool { false }
    func takeArrivals() -> [Any] { [] }
}
