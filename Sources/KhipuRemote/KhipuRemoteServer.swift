import Foundation
import Khipu
import KhipuRemoteProtocol

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
    private let listener: ListeningSocket
    private let sockets: OpenSockets
    private let registry: ClientRegistry
    private let domain: any ServedDomain

    private init(
        host: String, port: Int, token: String, connectionFilePath: String?, listener: ListeningSocket, sockets: OpenSockets,
        registry: ClientRegistry, domain: any ServedDomain
    ) {
        self.host = host
        self.port = port
        self.token = token
        self.connectionFilePath = connectionFilePath
        removalSlot = connectionFilePath.flatMap(ConnectionFileRemoval.remember)
        self.listener = listener
        self.sockets = sockets
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
        // One serial queue serves every socket of this server, as one thread would.
        let queue = DispatchQueue(label: "khipu.remote.server")
        let sockets = OpenSockets()
        let listener: ListeningSocket
        do {
            listener = try ListeningSocket(host: configuration.host, port: configuration.port, backlog: 256, queue: queue) { descriptor in
                serve(descriptor, endpoint: endpoint, sockets: sockets, queue: queue)
            }
        } catch {
            domain.observe(when: { false }, nil)
            throw RemoteServerError.cannotListen(host: configuration.host, port: configuration.port, reason: "\(error)")
        }
        let port = listener.port
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
            host: configuration.host, port: port, token: token, connectionFilePath: connectionFilePath, listener: listener, sockets: sockets,
            registry: registry, domain: domain)
    }

    /// A connection accepted on the server's queue: its socket drives its `ClientConnection`,
    /// and a timer closes it if no `hello` came in time.
    private static func serve(_ descriptor: Int32, endpoint: RemoteEndpoint, sockets: OpenSockets, queue: DispatchQueue) {
        let socket = StreamSocket(descriptor: descriptor, queue: queue)
        guard let key = sockets.add(socket) else {
            socket.start(onBytes: { _ in }, onClosed: {})
            return socket.close()
        }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let helloDeadline = Locked<(any DispatchSourceTimer)?>(timer)
        let cancelDeadline: @Sendable () -> Void = {
            helloDeadline.withLock {
                $0?.cancel()
                $0 = nil
            }
        }
        let connection = endpoint.connection(writingTo: socket, whenAttached: cancelDeadline)
        timer.setEventHandler { connection.helloDeadlinePassed() }
        timer.schedule(deadline: .now() + .seconds(endpoint.configuration.helloTimeoutSeconds))
        socket.start(
            onBytes: { connection.received($0) },
            onClosed: {
                cancelDeadline()
                connection.closed()
                sockets.remove(key)
            })
        timer.resume()
        connection.opened()
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
        listener.close()
        await sockets.closeAll()
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
