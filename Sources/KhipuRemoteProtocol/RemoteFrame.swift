/// One line of the `khipu attach` wire protocol: a JSON object on one line, `\n` ends it.
///
/// The client opens with `hello` (the protocol version and the token); the server answers
/// `welcome` (with the schema) or `refused` and closes. Then the client sends `statement`
/// and `state` requests, each with an id its answer carries back, and the server sends
/// every message the domain processes, from any source, as a `message` frame. See
/// Documentation/Khipu.docc/Attach.md.
public struct RemoteFrame: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable {
        // client → server
        case hello, statement, state
        // server → client
        case welcome, refused, message, done, value, diagnostic, notice
    }

    /// Which way a `message` frame's message went: into the domain (sent by the app, by
    /// a client or by the domain's own feedback) or out of it (emitted by the domain).
    public enum Direction: String, Codable, Sendable {
        case input, output
    }

    public var type: Kind
    public var version: Int?
    public var token: String?
    /// The request a `done`, `value` or `diagnostic` frame answers.
    public var id: Int?
    /// DSL text: a statement, a message, a printed value, a rendered diagnostic or a notice.
    public var text: String?
    public var direction: Direction?
    /// Who sent an input message: `app`, or `client N`.
    public var origin: String?
    /// Whether an input message was sent by the client that receives this frame.
    public var own: Bool?
    /// The state's diff after a client's own dispatch, as `- `/`+ ` lines.
    public var diff: [String]?
    public var schema: RemoteSchema?
    /// The id the server gave this client, in `welcome`.
    public var client: Int?
    /// The line a statement started on in the client's input, for its diagnostic.
    public var line: Int?

    public init(
        type: Kind, version: Int? = nil, token: String? = nil, id: Int? = nil, text: String? = nil,
        direction: Direction? = nil, origin: String? = nil, own: Bool? = nil, diff: [String]? = nil,
        schema: RemoteSchema? = nil, client: Int? = nil, line: Int? = nil
    ) {
        self.type = type
        self.version = version
        self.token = token
        self.id = id
        self.text = text
        self.direction = direction
        self.origin = origin
        self.own = own
        self.diff = diff
        self.schema = schema
        self.client = client
        self.line = line
    }
}

/// The protocol's version and the limits both sides hold to.
public enum RemoteProtocol {
    /// A server refuses a client of another version.
    public static let version = 1
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
