/// One line of the `khipu attach` wire protocol: a JSON object on one line, `\n` ends it.
///
/// The client opens with `hello` (the protocol version and the token); the server answers
/// `welcome` or `refused` and closes. Then the client sends `statement` and `complete`
/// requests, each with an id its answer carries back; the app runs each statement in an
/// interpreter of that client's, and sends every message the domain processes from other
/// sources as a `message` frame. See Documentation/Khipu.docc/Attach.md.
public struct RemoteFrame: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable {
        // client → server
        case hello, statement, complete
        // server → client
        case welcome, refused, message, answer, completions, diagnostic, notice
    }

    /// Which way a `message` frame's message went: into the domain (sent by the app or by
    /// another client) or out of it (emitted by the domain).
    public enum Direction: String, Codable, Sendable {
        case input, output
    }

    public var type: Kind
    public var version: Int?
    public var token: String?
    /// The name of the client's tool, in `hello` (`khipu`, or a package's own tool): the
    /// tool an attached `:save` says replays the script. Absent: `khipu`.
    public var tool: String?
    /// The request an `answer`, `completions` or `diagnostic` frame answers.
    public var id: Int?
    /// DSL text: a statement, a message, the text completed, a rendered diagnostic or a notice.
    public var text: String?
    public var direction: Direction?
    /// What a `message` frame's message came from: `app`, `client N`, or `later` (an
    /// answer of asynchronous work: a gateway, a timer).
    public var source: String?
    /// The id the server gave this client, in `welcome`.
    public var client: Int?
    /// The line a statement started on in the client's input, for its diagnostic.
    public var line: Int?
    /// The domain's name and summary, in `welcome`.
    public var domain: String?
    public var summary: String?
    /// What a statement did, in `answer`.
    public var outcome: RemoteOutcome?
    /// The state's changes after a statement, in `answer` (absent: nothing to show).
    public var diff: [RemoteDiffLine]?
    /// A file for the client to write (`:save FILE`), in `answer`.
    public var file: RemoteFile?
    /// Where the fragment the candidates replace starts (UTF-8 offset), in `completions`.
    public var fragmentStart: Int?
    public var candidates: [RemoteCandidate]?
    /// Why a request was not run, in `diagnostic`.
    public var diagnostic: RemoteDiagnostic?

    public init(
        type: Kind, version: Int? = nil, token: String? = nil, tool: String? = nil, id: Int? = nil, text: String? = nil,
        direction: Direction? = nil, source: String? = nil, client: Int? = nil, line: Int? = nil
    ) {
        self.type = type
        self.version = version
        self.token = token
        self.tool = tool
        self.id = id
        self.text = text
        self.direction = direction
        self.source = source
        self.client = client
        self.line = line
    }
}

/// The protocol's version and the limits both sides hold to.
public enum RemoteProtocol {
    /// A server refuses a client of another version.
    public static let version = 2
    /// The longest line either side accepts once attached; a longer one is an error for
    /// that connection.
    public static let maximumLineLength = 1 << 20
    /// The longest line a connection may send before its `hello` was accepted: a hello is
    /// a version and a token, so a few KiB are plenty, and a stranger cannot make the app
    /// hold a megabyte per connection.
    public static let maximumHelloLineLength = 4 << 10
    /// How deep `{` and `[` may nest in a frame; no frame needs more than a few levels,
    /// and a deeper one is not decoded at all (the JSON decoder recurses).
    public static let maximumNesting = 32
    /// The lines a statement may say it starts on (`line` of a `statement` frame).
    public static let lineNumbers = 1...Int(Int32.max)
    /// The environment variable an app may set to choose its token instead of a random one.
    public static let tokenEnvironmentVariable = "KHIPU_REMOTE_TOKEN"
    /// The environment variable `khipu attach` takes the token from when `--token` is not
    /// given: for an app on another host, whose connection file is not here.
    public static let attachTokenEnvironmentVariable = "KHIPU_ATTACH_TOKEN"
}
