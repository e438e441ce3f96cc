import Foundation
import Khipu
import KhipuRemoteProtocol
import NIOCore
import NIOPosix

/// Serves an app's live domain to `khipu attach` (see Documentation/Khipu.docc/Attach.md).
///
/// ```swift
/// let tap = RemoteTap(TodosDomain.definition)
/// let host = DomainHost(definition: tap.definition)   // the app sends to this host
/// let remote = try await KhipuRemoteServer.start(serving: host, tap: tap)
/// print(remote.attachCommand)
/// ```
public final class KhipuRemoteServer: Sendable {
    /// The interface it listens on, as configured.
    public let host: String
    /// The port it listens on (the one the system chose for port 0).
    public let port: Int
    public let token: String
    private let channel: any Channel
    private let group: MultiThreadedEventLoopGroup
    private let registry: ClientRegistry
    private let domain: any ServedDomain

    private init(host: String, port: Int, token: String, channel: any Channel, group: MultiThreadedEventLoopGroup, registry: ClientRegistry, domain: any ServedDomain) {
        self.host = host
        self.port = port
        self.token = token
        self.channel = channel
        self.group = group
        self.registry = registry
        self.domain = domain
    }

    /// Listens for clients of `host`, which must have been made from `tap.definition`.
    public static func start<Message: SendableMetatype, State: SendableMetatype>(
        serving host: DomainHost<Message, State>,
        tap: RemoteTap<Message, State>,
        configuration: RemoteConfiguration = RemoteConfiguration()
    ) async throws -> KhipuRemoteServer {
        guard tap.isWatchingADomain else { throw RemoteServerError.hostNotMadeFromTap }
        let token = AccessToken.resolve(configuration.token)
        let domain = TypedServedDomain(host: host, tap: tap)
        let notice = configuration.onNotice ?? { _ in }
        let registry = ClientRegistry(notice: notice)
        domain.observe(when: { [registry] in registry.hasClients }) { [registry] text, direction, client in
            registry.broadcast(text: text, direction: direction, sender: client)
        }
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.backlog, value: 256)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(ByteToMessageHandler(LineFrameDecoder()))
                    try channel.pipeline.syncOperations.addHandler(
                        ClientChannelHandler(domain: domain, registry: registry, configuration: configuration, token: token))
                }
            }
        let channel: any Channel
        do {
            channel = try await bootstrap.bind(host: configuration.host, port: configuration.port).get()
        } catch {
            domain.observe(when: { false }, nil)
            try? await group.shutdownGracefully()
            throw RemoteServerError.cannotListen(host: configuration.host, port: configuration.port, reason: "\(error)")
        }
        let port = channel.localAddress?.port ?? configuration.port
        return KhipuRemoteServer(host: configuration.host, port: port, token: token, channel: channel, group: group, registry: registry, domain: domain)
    }

    /// What a developer types to attach.
    public var attachCommand: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "khipu attach \(shownHost):\(port) --token \(token)"
    }

    /// The clients attached now.
    public var attachedClientCount: Int { registry.count }

    /// Closes every connection and stops listening; the domain goes on without observers.
    public func stop() async {
        domain.observe(when: { false }, nil)
        registry.closeAll()
        try? await channel.close().get()
        try? await group.shutdownGracefully()
    }
}

public enum RemoteServerError: Error, CustomStringConvertible {
    case hostNotMadeFromTap
    case cannotListen(host: String, port: Int, reason: String)

    public var description: String {
        switch self {
        case .hostNotMadeFromTap:
            "the DomainHost was not made from the tap's definition: make it with DomainHost(definition: tap.definition)"
        case .cannotListen(let host, let port, let reason):
            "cannot listen on \(host):\(port): \(reason)"
        }
    }
}
