import KhipuRemoteProtocol

/// How the remote endpoint listens and whom it lets in.
public struct RemoteConfiguration: Sendable {
    /// Loopback unless the app asks for another interface (then the token and every
    /// message travel in clear, and the server says so when it starts).
    public var host: String
    /// 0: any free port (read it back from the server).
    public var port: Int
    /// The token a client must send; nil takes `KHIPU_REMOTE_TOKEN` from the environment
    /// (unless `tokenFromEnvironment` is false), else a random one made at each start.
    public var token: String?
    /// Whether a nil `token` may come from `KHIPU_REMOTE_TOKEN`.
    public var tokenFromEnvironment: Bool
    /// Frames waiting to be written to one client; a client that lets more pile up is too
    /// slow (or gone) and is dropped, so it never holds the domain back.
    public var clientBufferLimit: Int
    /// Statements of one client waiting to be dispatched; more get a diagnostic.
    public var statementsInFlightLimit: Int
    /// Seconds a new connection has to send its `hello` (at most an hour).
    public var helloTimeoutSeconds: Int
    /// Connections open at once, attached or still before their `hello`; one more is
    /// answered with a `refused` frame that says so, and closed.
    public var connectionLimit: Int
    /// Whether the server writes its connection file (address, port, token, pid, domain)
    /// for `khipu attach` to find, in `runtimeDirectory`, and removes it when it stops.
    public var writesConnectionFile: Bool
    /// Where the connection file goes; nil: this user's runtime directory
    /// (`$XDG_RUNTIME_DIR/khipu`, else a per-user one, see `RuntimeDirectory`).
    public var runtimeDirectory: String?
    /// Told each notable thing (a client attached, refused, dropped), for the app's log.
    public var onNotice: (@Sendable (String) -> Void)?

    public init(
        host: String = "127.0.0.1",
        port: Int = 0,
        token: String? = nil,
        tokenFromEnvironment: Bool = true,
        clientBufferLimit: Int = 8192,
        statementsInFlightLimit: Int = 64,
        helloTimeoutSeconds: Int = 10,
        connectionLimit: Int = 128,
        writesConnectionFile: Bool = true,
        runtimeDirectory: String? = nil,
        onNotice: (@Sendable (String) -> Void)? = nil
    ) {
        self.host = host
        self.port = port
        self.token = token
        self.tokenFromEnvironment = tokenFromEnvironment
        self.clientBufferLimit = max(1, clientBufferLimit)
        self.statementsInFlightLimit = max(1, statementsInFlightLimit)
        self.helloTimeoutSeconds = min(max(1, helloTimeoutSeconds), 3600)
        self.connectionLimit = max(1, connectionLimit)
        self.writesConnectionFile = writesConnectionFile
        self.runtimeDirectory = runtimeDirectory
        self.onNotice = onNotice
    }
}
