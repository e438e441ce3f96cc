import Foundation
import KhipuRemoteProtocol
import NIOCore

/// One connection, on its event loop: the `hello` and the token, then requests. Whatever
/// a client sends, the worst it gets is a diagnostic or a closed connection; the domain
/// only ever sees messages that decoded with the app's types.
final class ClientChannelHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = String
    typealias OutboundOut = ByteBuffer

    private let domain: any ServedDomain
    private let registry: ClientRegistry
    private let configuration: RemoteConfiguration
    private let token: String
    private let lineLimit: LineLimit
    private let runsStatementsInline: Bool
    private var link: ClientLink?
    private var helloTimeout: Scheduled<Void>?
    /// Refused and closing: whatever else the client had sent is not looked at.
    private var isRefused = false

    init(domain: any ServedDomain, registry: ClientRegistry, configuration: RemoteConfiguration, token: String, lineLimit: LineLimit,
        runsStatementsInline: Bool = false
    ) {
        self.domain = domain
        self.registry = registry
        self.configuration = configuration
        self.token = token
        self.lineLimit = lineLimit
        self.runsStatementsInline = runsStatementsInline
    }

    func channelActive(context: ChannelHandlerContext) {
        guard registry.admitConnection(limit: configuration.connectionLimit) else {
            notice("a connection was refused: \(configuration.connectionLimit) are open already")
            let refusal = RemoteFrame(
                type: .refused, version: RemoteProtocol.version,
                text: "too many connections: this app serves at most \(configuration.connectionLimit) at once; try again later")
            context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: RemoteFrameCoding.line(refusal))), promise: nil)
            context.close(promise: nil)
            return
        }
        let link = ClientLink(id: registry.newID(), channel: context.channel, bufferLimit: configuration.clientBufferLimit)
        self.link = link
        helloTimeout = context.eventLoop.scheduleTask(in: .seconds(Int64(configuration.helloTimeoutSeconds))) {
            guard !link.attached else { return }
            link.close(saying: "no hello within \(self.configuration.helloTimeoutSeconds) s")
        }
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        helloTimeout?.cancel()
        if let link {
            registry.connectionClosed()
            registry.remove(link)
            if link.attached { notice("client \(link.id) left") }
        }
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let line = unwrapInboundIn(data)
        guard let link, !isRefused else { return }
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        guard let frame = RemoteFrameCoding.frame(line) else {
            if link.attached {
                link.send(RemoteFrame(type: .diagnostic, text: "not a frame of the khipu attach protocol (one JSON object a line)"))
            } else {
                refuse(link, "not a khipu attach client (expected a hello frame)")
            }
            return
        }
        guard link.attached else { return hello(frame, link) }
        switch frame.type {
        case .statement:
            let line = frame.line ?? 1
            guard RemoteProtocol.lineNumbers.contains(line) else {
                let range = RemoteProtocol.lineNumbers
                link.send(RemoteFrame(
                    type: .diagnostic, id: frame.id,
                    text: "line \(line) is not a line a statement starts on (\(range.lowerBound) to \(range.upperBound)); the statement was not run"))
                return
            }
            dispatch(frame, link) { session, text in session.run(text, line: line, id: frame.id) }
        case .complete:
            dispatch(frame, link) { session, text in session.complete(text, id: frame.id) }
        default:
            link.send(RemoteFrame(type: .diagnostic, id: frame.id, text: "a client sends statement or complete frames, not \(frame.type.rawValue)"))
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let link {
            let reason = (error as? LineFrameDecoder.LineTooLong).map { "a line longer than \($0.limit) bytes" + (link.attached ? "" : " before hello") } ?? "\(error)"
            notice("client \(link.id) closed: \(reason)")
            link.close(saying: "error: \(reason); the connection is closed")
        } else {
            context.close(promise: nil)
        }
    }

    private func hello(_ frame: RemoteFrame, _ link: ClientLink) {
        guard frame.type == .hello else { return refuse(link, "the first frame must be a hello") }
        guard frame.version == RemoteProtocol.version else {
            return refuse(link, "this app speaks version \(RemoteProtocol.version) of the attach protocol, the client \(frame.version.map(String.init) ?? "none")")
        }
        guard AccessToken.matches(frame.token, token) else {
            notice("client \(link.id) refused: wrong token")
            return refuse(link, "the token was refused")
        }
        let session: AttachedSession
        do {
            session = try domain.openSession(client: link.id)
        } catch {
            return refuse(link, "the app could not start a session: \(error)")
        }
        helloTimeout?.cancel()
        lineLimit.attached()
        link.markAttached(session)
        registry.add(link)
        var welcome = RemoteFrame(type: .welcome, version: RemoteProtocol.version, client: link.id)
        welcome.domain = domain.name
        welcome.summary = domain.summary
        link.send(welcome)
        notice("client \(link.id) attached")
    }

    private func refuse(_ link: ClientLink, _ reason: String) {
        isRefused = true
        link.send(RemoteFrame(type: .refused, version: RemoteProtocol.version, text: reason))
        link.channel.close(promise: nil)
    }

    /// Runs the request on the client's own queue, answering on the connection.
    private func dispatch(_ frame: RemoteFrame, _ link: ClientLink, _ work: @escaping @Sendable (AttachedSession, String) -> RemoteFrame) {
        guard link.admitStatement(limit: configuration.statementsInFlightLimit) else {
            link.send(RemoteFrame(type: .diagnostic, id: frame.id, text: "more than \(configuration.statementsInFlightLimit) requests waiting; this one was not run"))
            return
        }
        guard let session = link.session else { return link.statementFinished() }
        let registry = registry
        let text = frame.text ?? ""
        guard !runsStatementsInline else {
            defer { link.statementFinished() }
            if !link.send(work(session, text)) { registry.drop(link) }
            return
        }
        link.statements.async(group: registry.statementsRunning) {
            defer { link.statementFinished() }
            let answer = work(session, text)
            if !link.send(answer) { registry.drop(link) }
        }
    }

    private func notice(_ text: String) {
        configuration.onNotice?("khipu remote: " + text)
    }
}
