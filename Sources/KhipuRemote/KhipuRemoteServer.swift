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
/// print(remote.attachCommand)   // khipu attach
/// ```
///
/// The server writes a connection file (see `ConnectionFile`) that `khipu attach` reads,
/// so the token is never typed on a command line; `stop()` removes it, and so does a
/// SIGTERM or SIGINT the app leaves to its default action (see `ConnectionFileRemoval`).
public final class KhipuRemoteServer: Sendable {
    /// The interface it listens on, as configured.
    public let host: String
    /// The port it listens on (the one the system chose for port 0).
    public let port: Int
    public let token: String
    /// The connection file written for `khipu attach`; nil when the configuration asked
    /// for none, or it could not be written (a notice said why).
    public let connectionFilePath: String?
    /// Where the signal handler finds the connection file (see `ConnectionFileRemoval`).
    private let removalSlot: Int?
    private let channel: any Channel
    private let group: MultiThreadedEventLoopGroup
    private let registry: ClientRegistry
    private let domain: any ServedDomain

    private init(
        host: String, port: Int, token: String, connectionFilePath: String?, channel: any Channel, group: MultiThreadedEventLoopGroup,
        registry: ClientRegistry, domain: any ServedDomain
    ) {
        self.host = host
        self.port = port
        self.token = token
        self.connectionFilePath = connectionFilePath
        removalSlot = connectionFilePath.flatMap(ConnectionFileRemoval.remember)
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
        let endpoint = RemoteEndpoint(serving: host, tap: tap, configuration: configuration)
        let (domain, registry, token) = (endpoint.domain, endpoint.registry, endpoint.token)
        let notice = configuration.onNotice ?? { _ in }
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.backlog, value: 256)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try endpoint.addHandlers(to: channel.pipeline.syncOperations)
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
        if !ListenAddress.isLoopback(configuration.host) {
            let warning = "khipu remote: WARNING: serving \(configuration.host):\(port) beyond loopback without TLS: the token and every "
                + "message travel in clear, and whoever reads them on the network can drive this domain"
            if let onNotice = configuration.onNotice { onNotice(warning) } else { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        }
        var connectionFilePath: String?
        if configuration.writesConnectionFile {
            let file = ConnectionFile(
                address: ListenAddress.forLocalClients(configuration.host), port: port, token: token, pid: Int(getpid()),
                domain: host.definition.name, app: ProcessInfo.processInfo.processName)
            let directory = configuration.runtimeDirectory ?? RuntimeDirectory.path()
            do {
                connectionFilePath = try file.write(into: directory)
            } catch {
                notice("khipu remote: \(error); khipu attach on this host needs --token or KHIPU_ATTACH_TOKEN")
            }
        }
        return KhipuRemoteServer(
            host: configuration.host, port: port, token: token, connectionFilePath: connectionFilePath, channel: channel, group: group,
            registry: registry, domain: domain)
    }

    /// What a developer types to attach: `khipu attach` finds the app through its
    /// connection file; without one, the address (the token then comes from
    /// `KHIPU_ATTACH_TOKEN` or `--token`).
    public var attachCommand: String {
        connectionFilePath != nil ? "khipu attach" : "khipu attach \(ListenAddress.shown(host, port: port))"
    }

    /// The clients attached now.
    public var attachedClientCount: Int { registry.count }

    /// Closes every connection and stops listening; the domain goes on without observers.
    public func stop() async {
        domain.observe(when: { false }, nil)
        if let removalSlot, let connectionFilePath { ConnectionFileRemoval.forget(removalSlot, path: connectionFilePath) }
        if let connectionFilePath { unlink(connectionFilePath) }
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
