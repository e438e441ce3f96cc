import Foundation
import Khipu
import KhipuDSL
import KhipuRemoteProtocol

/// A message the live domain processed or emitted, printed, with its cause.
struct ServedMessage: Sendable {
    /// The message itself, in the app's type (for the interpreter of the client it answers).
    let value: UncheckedSendable<Any>
    let text: String
    let direction: RemoteFrame.Direction
    let cause: MessageCause
    let time: Date
    /// For a later answer: when the message that started its work was processed.
    let startedAt: Date?
    /// For a later answer: the clock time its work slept before it emitted it, if known.
    let slept: Duration?

    /// What a `message` frame says it came from: a later answer is a follow-up that waited.
    var source: MessageSource {
        switch cause {
        case .app: .app
        case .client(let id): .client(id)
        case .later: .followUp(startedBy: nil, timer: nil, waited: true)
        }
    }
}

/// The served domain without its types, for the transport.
protocol ServedDomain: AnyObject, Sendable {
    var name: String { get }
    var summary: String { get }
    /// A session of the one interpreter for a client that attached.
    /// `tool`: the client's tool, which replays what the session saves.
    func openSession(client: Int, tool: String) throws -> AttachedSession
    /// `observer` is told each message, printed, while `wanted` (no printing when no client listens).
    func observe(when wanted: @escaping @Sendable () -> Bool, _ observer: (@Sendable (ServedMessage) -> Void)?)
}

/// The app's host and tap, with their types: what each client's interpreter runs on.
final class TypedServedDomain<Message: Codable & Equatable & SendableMetatype, State: Codable & Equatable & Alterable & SendableMetatype>: ServedDomain {
    let host: DomainHost<Message, State>
    let tap: RemoteTap<Message, State>
    /// The environment the app's messages run in when its host has none of its own: the one
    /// current where the server started, which a client's messages are sent in too.
    private let appEnvironment: KhipuEnvironment

    init(host: DomainHost<Message, State>, tap: RemoteTap<Message, State>) {
        self.host = host
        self.tap = tap
        appEnvironment = KhipuEnvironment.current
    }

    var name: String { host.definition.name }
    var summary: String { host.definition.summary }

    func openSession(client: Int, tool: String) throws -> AttachedSession {
        try AttachedSession(client: client, tool: tool, host: host, tap: tap, appEnvironment: appEnvironment)
    }

    func observe(when wanted: @escaping @Sendable () -> Bool, _ observer: (@Sendable (ServedMessage) -> Void)?) {
        guard let observer else { return tap.observe(nil) }
        tap.observe { tapped in
            guard wanted() else { return }
            observer(ServedMessage(
                value: UncheckedSendable(tapped.message), text: DSLPrinter.print(tapped.message), direction: tapped.direction == .input ? .input : .output,
                cause: tapped.cause, time: tapped.time, startedAt: tapped.startedAt, slept: tapped.slept))
        }
    }
}
