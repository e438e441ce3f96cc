import Foundation
import Khipu
import KhipuRemoteProtocol

/// One connection, with no I/O of its own: told what happens to it (opened, bytes
/// received, the hello deadline passed, closed), it answers through its `ConnectionOutput`.
/// First the `hello` and the token, then requests. Whatever a client sends, the worst it
/// gets is a diagnostic or a closed connection; the domain only ever sees messages that
/// decoded with the app's types.
///
/// The server tells it its events on the server's queue, one at a time; the fuzzer, from
/// its own thread, one at a time too.
package final class ClientConnection: Sendable {
    private let domain: any ServedDomain
    private let registry: ClientRegistry
    private let configuration: RemoteConfiguration
    private let token: String
    private let output: any ConnectionOutput
    private let whenAttached: @Sendable () -> Void
    private struct State {
        var link: ClientLink?
        /// Short lines until the `hello` is accepted, then the protocol's limit.
        var lines = LineSplitter(maximumLength: RemoteProtocol.maximumHelloLineLength)
        /// Refused or failed, and closing: whatever else the client sent is not looked at.
        var isClosing = false
    }

    private let state = Locked(State())

    init(
        domain: any ServedDomain, registry: ClientRegistry, configuration: RemoteConfiguration, token: String, output: any ConnectionOutput,
        whenAttached: @escaping @Sendable () -> Void
    ) {
        self.domain = domain
        self.registry = registry
        self.configuration = configuration
        self.token = token
        self.output = output
        self.whenAttached = whenAttached
    }

    /// The client connected: it gets a link, or a `refused` frame when too many are open.
    package func opened() {
        guard registry.admitConnection(limit: configuration.connectionLimit) else {
            notice("a connection was refused: \(configuration.connectionLimit) are open already")
            let refusal = RemoteFrame.refused(
                version: RemoteProtocol.version,
                reason: "too many connections: this app serves at most \(configuration.connectionLimit) at once; try again later")
            state.withLock { $0.isClosing = true }
            output.write(Array(RemoteFrameCoding.line(refusal).utf8), whenWritten: {})
            output.close()
            return
        }
        let link = ClientLink(id: registry.newID(), output: output, bufferLimit: configuration.clientBufferLimit)
        state.withLock { $0.link = link }
    }

    /// The connection's time to send its `hello` is over: closed unless it attached.
    package func helloDeadlinePassed() {
        guard let link = state.withLock({ $0.link }), !link.attached else { return }
        link.close(saying: "no hello within \(configuration.helloTimeoutSeconds) s")
    }

    /// The client went away, or the connection was closed: its requests end.
    package func closed() {
        guard let link = state.withLock({ state in
            defer { state.link = nil }
            return state.link
        }) else { return }
        registry.connectionClosed()
        registry.remove(link)
        link.endRequests()
        if link.attached { notice("client \(link.id) left") }
    }

    /// Bytes from the client: each whole line is handled as it completes.
    package func received(_ bytes: some Sequence<UInt8>) {
        state.withLock { if !$0.isClosing { $0.lines.append(bytes) } }
        while true {
            let next: Result<String, LineSplitter.LineTooLong>? = state.withLock { state in
                guard !state.isClosing, state.link != nil else { return nil }
                do throws(LineSplitter.LineTooLong) {
                    return try state.lines.nextLine().map { .success($0) }
                } catch {
                    state.isClosing = true
                    return .failure(error)
                }
            }
            switch next {
            case nil: return
            case .success(let line): handle(line)
            case .failure(let tooLong): fail(tooLong)
            }
        }
    }

    private func handle(_ line: String) {
        guard let link = state.withLock({ $0.link }) else { return }
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        guard let frame = RemoteFrameCoding.frame(line) else {
            if link.attached {
                link.send(.diagnostic(id: nil, text: "not a frame of the khipu attach protocol (one JSON object a line)"))
            } else {
                refuse(link, "not a khipu attach client (expected a hello frame)")
            }
            return
        }
        guard link.attached else { return hello(frame, link) }
        switch frame {
        case .statement(let id, let text, let line):
            guard RemoteProtocol.lineNumbers.contains(line) else {
                let range = RemoteProtocol.lineNumbers
                link.send(.diagnostic(
                    id: id, text: "line \(line) is not a line a statement starts on (\(range.lowerBound) to \(range.upperBound)); the statement was not run"))
                return
            }
            dispatch(id: id, link) { session in await session.run(text, line: line, id: id) }
        case .complete(let id, let text):
            dispatch(id: id, link) { session in await session.complete(text, id: id) }
        default:
            link.send(.diagnostic(id: frame.requestID, text: "a client sends statement or complete frames, not \(frame.kind.rawValue)"))
        }
    }

    private func fail(_ tooLong: LineSplitter.LineTooLong) {
        guard let link = state.withLock({ $0.link }) else { return output.close() }
        let reason = "a line longer than \(tooLong.limit) bytes" + (link.attached ? "" : " before hello")
        notice("client \(link.id) closed: \(reason)")
        link.close(saying: "error: \(reason); the connection is closed")
    }

    private func hello(_ frame: RemoteFrame, _ link: ClientLink) {
        guard case .hello(let version, let sentToken, let tool) = frame else { return refuse(link, "the first frame must be a hello") }
        guard version == RemoteProtocol.version else {
            return refuse(link, "this app speaks version \(RemoteProtocol.version) of the attach protocol, the client \(version)")
        }
        guard AccessToken.matches(sentToken, token) else {
            notice("client \(link.id) refused: wrong token")
            return refuse(link, "the token was refused")
        }
        let session: AttachedSession
        do {
            session = try domain.openSession(client: link.id, tool: Self.toolName(tool))
        } catch {
            return refuse(link, "the app could not start a session: \(error)")
        }
        whenAttached()
        state.withLock { $0.lines.maximumLength = RemoteProtocol.maximumLineLength }
        link.markAttached(session)
        registry.add(link)
        link.send(.welcome(version: RemoteProtocol.version, client: link.id, domain: domain.name, summary: domain.summary))
        notice("client \(link.id) attached")
    }

    /// The client's tool name as a script may print it in a comment: a plain executable
    /// name, else `khipu`.
    static func toolName(_ sent: String?) -> String {
        guard let sent, (1...64).contains(sent.utf8.count),
            sent.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "._-".unicodeScalars.contains($0)) })
        else { return "khipu" }
        return sent
    }

    private func refuse(_ link: ClientLink, _ reason: String) {
        state.withLock { $0.isClosing = true }
        link.send(.refused(version: RemoteProtocol.version, reason: reason))
        output.close()
    }

    /// Hands the request to the client's session, which answers on the connection.
    private func dispatch(id: Int, _ link: ClientLink, _ work: @escaping @Sendable (AttachedSession) async -> RemoteFrame) {
        guard link.admitStatement(limit: configuration.statementsInFlightLimit) else {
            link.send(.diagnostic(id: id, text: "more than \(configuration.statementsInFlightLimit) requests waiting; this one was not run"))
            return
        }
        let registry = registry
        registry.requestStarted()
        link.enqueue(ClientLink.Request(
            answer: work,
            answered: { [weak link] sent in
                if let link {
                    registry.stepEnded(client: link.id)
                    link.statementFinished()
                    if !sent { registry.drop(link) }
                }
                registry.requestAnswered()
            }))
    }

    private func notice(_ text: String) {
        configuration.onNotice?("khipu remote: " + text)
    }
}
