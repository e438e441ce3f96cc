import KhipuRemoteProtocol

/// How the remote endpoint listens and whom it lets in.
public struct RemoteConfiguration: Sendable {
    /// Loopback unless the app asks for another interface.
    public var host: String
    /// 0: any free port (read it back from the server).
    public var port: Int
    /// The token a client must send; nil takes `KHIPU_REMOTE_TOKEN` from the environment,
    /// else a random one made at each start.
    public var token: String?
    /// Frames waiting to be written to one client; a client that lets more pile up is too
    /// slow (or gone) and is dropped, so it never holds the domain back.
    public var clientBufferLimit: Int
    /// Statements of one client waiting to be dispatched; more get a diagnostic.
    public var statementsInFlightLimit: Int
    /// Seconds a new connection has to send its `hello`.
    public var helloTimeoutSeconds: Int
    /// Told each notable thing (a client attached, refused, dropped), for the app's log.
    public var onNotice: (@Sendable (String) -> Void)?

    public init(
        host: String = "127.0.0.1",
        port: Int = 0,
        token: String? = nil,
        clientBufferLimit: Int = 8192,
        statementsInFlightLimit: Int = 64,
        helloTimeoutSeconds: Int = 10,
        onNotice: (@Sendable (String) -> Void)? = nil
    ) {
        self.host = host
        self.port = port
        self.token = token
        self.clientBufferLimit = max(1, clientBufferLimit)
        self.statementsInFlightLimit = max(1, statementsInFlightLimit)
        self.helloTimeoutSeconds = max(1, helloTimeoutSeconds)
        self.onNotice = onNotice
    }
}
