import Foundation
import Khipu
import KhipuDSL
import KhipuDescribe

/// The domain of a running app, for a session attached to it (`khipu attach`): statements
/// dispatch into the app's own `DomainHost`, `state` is its live state, and the outputs a
/// statement takes are the ones its own message caused, which `LiveDomainHooks` hands over
/// (the app's other traffic reaches the attached client another way). What would rewind or
/// replace the app's state, or move its clock, refuses with `not-live` (see `isLive`).
final class LiveDomainSession<Message: Codable & Equatable, State: Codable & Equatable & Alterable>: DomainSession, LiveSaving {
    let name: String
    private let host: DomainHost<Message, State>
    private let hooks: LiveDomainHooks<Message>
    private let nameableTypes: MadeOnFirstUse<[any Decodable.Type]>

    init(host: DomainHost<Message, State>, hooks: LiveDomainHooks<Message>) {
        name = host.definition.name
        self.host = host
        self.hooks = hooks
        let definition = host.definition
        nameableTypes = MadeOnFirstUse { DomainTypes.nameable(definition) }
    }

    var isLive: Bool { true }
    var exposedTypes: [any Decodable.Type] { nameableTypes.value }
    var messageType: any Decodable.Type { Message.self }
    var stateType: any Decodable.Type { State.self }
    var state: Any { host.state }
    var gateways: [GatewayDescription] { host.definition.gateways }

    func send(_ expression: DSLExpression, decodedBy decoders: SessionDecoders, returningMessage: Bool) throws -> Any? {
        let message = try decoders.decode(Message.self, from: expression)
        try hooks.send(message)
        return returningMessage ? message : nil
    }

    func takeOutputs() -> [Any] { hooks.takeOutputs() }
    func takeArrivals() -> [Any] { hooks.takeArrivals() }
    /// What a client's statement takes is all its answer: later answers reach it as pushed messages.
    func originsOfTakenOutputs() -> [Int: FollowUpOrigin] { [:] }
    func takeErrors() -> [ScriptError] { [] }
    func takeShownText() -> [String] { [] }

    func takeActivity(appendingOutputsTo outputs: inout [Any]) -> (shown: [String], errors: [ScriptError]) {
        outputs += hooks.takeOutputs()
        return ([], [])
    }

    /// `scenario` would start the app afresh: refused as `:reset` is.
    func reset() throws {
        throw Diagnostic.notLive("a scenario", why: "it would put the app's state back to the start", at: SourceRange(0, 0))
    }

    func replaceState(with state: Any) throws {
        throw Diagnostic.notLive("replacing the state", why: "the state belongs to the running app", at: SourceRange(0, 0))
    }

    /// The history of an attached session keeps nothing to rewind with.
    func takeChanges(at now: Date, collectingMore: Bool) -> (any StepChanges)? { nil }

    /// The app's host goes on when the client leaves.
    func close() {}

    /// `:save FILE` of an attached session: what the endpoint writes for it (see Attach.md).
    func save(to path: String, replacing: Bool) throws -> String {
        try hooks.save(path, replacing)
    }
}

/// A session whose `:save` the endpoint answers: the script is written on the client's side.
protocol LiveSaving {
    func save(to path: String, replacing: Bool) throws -> String
}

/// What an attached session needs of the endpoint that serves it, in the app's types.
package struct LiveDomainHooks<Message> {
    /// Dispatches into the live host, with the app's environment bound, noting the sender.
    package var send: (Message) throws -> Void
    /// The messages this client's statements caused since the last call.
    package var takeOutputs: () -> [Any]
    /// The messages the domain emitted since this client's last dispatch that none of its
    /// statements caused (see `DomainSession.takeArrivals`).
    package var takeArrivals: () -> [Any]
    /// `:save PATH` (`replacing`: `:save!`): keeps the script for the client to write and
    /// returns what the session shows.
    package var save: (_ path: String, _ replacing: Bool) throws -> String

    package init(
        send: @escaping (Message) throws -> Void, takeOutputs: @escaping () -> [Any], takeArrivals: @escaping () -> [Any],
        save: @escaping (String, Bool) throws -> String
    ) {
        self.send = send
        self.takeOutputs = takeOutputs
        self.takeArrivals = takeArrivals
        self.save = save
    }
}

extension KhipuDomain {
    /// The running app's domain, for one attached client's interpreter.
    package static func live<Message, State>(host: DomainHost<Message, State>, hooks: LiveDomainHooks<Message>) -> KhipuDomain {
        KhipuDomain(
            name: host.definition.name, summary: host.definition.summary, describable: DescribableDomain(host.definition),
            start: { _, _ in LiveDomainSession(host: host, hooks: hooks) })
    }

    private init(name: String, summary: String, describable: DescribableDomain, start: @escaping (URL?, KhipuEnvironment) throws -> any DomainSession) {
        self.name = name
        self.summary = summary
        self.describable = describable
        self.start = start
    }
}

extension Diagnostic {
    /// `:undo` (and every command that rewinds, replaces or moves the app) in an attached session.
    static func notLive(_ what: String, why: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "\(what) cannot apply to a live app: \(why)", at: range,
            notes: ["an attached session runs messages, let, expect, :state, :describe, :fixtures, :help, :set, :load, :save, :report and :quit"],
            id: .notLive)
    }
}
