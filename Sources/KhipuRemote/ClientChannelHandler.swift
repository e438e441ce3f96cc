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
    private var link: ClientLink?
    private var helloTimeout: Scheduled<Void>?
    /// Refused and closing: whatever else the client had sent is not looked at.
    private var isRefused = false

    init(domain: any ServedDomain, registry: ClientRegistry, configuration: RemoteConfiguration, token: String, lineLimit: LineLimit) {
        self.domain = domain
        self.registry = registry
        self.configuration = configuration
        self.token = token
        self.lineLimit = lineLimit
    }

    func channelActive(context: ChannelHandlerContext) {
        guard registry.admitConnection(limit: configuration.connectionLimit) else {
            notice("a connection was refused: \(configuration.connectionLimit) are open already")
            let refusal = RemoteFrame.refused(
                version: RemoteProtocol.version,
                reason: "too many connections: this app serves at most \(configuration.connectionLimit) at once; try again later")
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
            link.endRequests()
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
        helloTimeout?.cancel()
        lineLimit.attached()
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
        isRefused = true
        link.send(.refused(version: RemoteProtocol.version, reason: reason))
        link.channel.close(promise: nil)
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
