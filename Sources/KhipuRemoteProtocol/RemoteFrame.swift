import Khipu
import KhipuDSL

/// One line of the `khipu attach` wire protocol: a JSON object on one line, `\n` ends it,
/// whose `type` says which frame it is (`RemoteFrame+Codable`).
///
/// The client opens with `hello` (the protocol version and the token); the server answers
/// `welcome` or `refused` and closes. Then the client sends `statement` and `complete`
/// requests, each with an id its answer carries back; the app runs each statement in an
/// interpreter of that client's, and sends every message the domain processes from other
/// sources as a `message` frame. See Documentation/Khipu.docc/Attach.md.
package enum RemoteFrame: Equatable, Sendable {
    // client → server
    /// `tool`: the name of the client's tool (`khipu`, or a package's own), which an
    /// attached `:save` says replays the script; absent: `khipu`.
    case hello(version: Int, token: String, tool: String?)
    /// `line`: where the statement starts in the client's input, for its diagnostics.
    case statement(id: Int, text: String, line: Int)
    /// Tab: `text` is the entry up to the cursor.
    case complete(id: Int, text: String)

    // server → client
    /// `client`: the id the server gave this client.
    case welcome(version: Int, client: Int, domain: String, summary: String)
    case refused(version: Int, reason: String)
    /// A message the domain processed that this client's steps did not cause.
    case message(direction: Direction, text: String, source: MessageSource)
    /// What a statement did; `diff` the state's changes (nil: nothing to show, empty:
    /// unchanged), `file` a file for the client to write (`:save FILE`).
    case answer(id: Int, outcome: RemoteOutcome, diff: [PrintedDiff.Line]?, file: RemoteFile?)
    /// `fragmentStart`: where the fragment the candidates replace starts (UTF-8 offset).
    case completions(id: Int, fragmentStart: Int, candidates: [RemoteCandidate])
    /// Why a request was not run; `id` nil for a line that was no frame at all.
    case diagnostic(id: Int?, text: String)
    case notice(String)

    /// Which way a `message` frame's message went: into the domain (sent by the app or by
    /// another client) or out of it (emitted by the domain).
    package enum Direction: String, Codable, Sendable {
        case input, output
    }

    /// The frame's `type` on the wire.
    package enum Kind: String, Codable, Sendable {
        case hello, statement, complete, welcome, refused, message, answer, completions, diagnostic, notice
    }

    package var kind: Kind {
        switch self {
        case .hello: .hello
        case .statement: .statement
        case .complete: .complete
        case .welcome: .welcome
        case .refused: .refused
        case .message: .message
        case .answer: .answer
        case .completions: .completions
        case .diagnostic: .diagnostic
        case .notice: .notice
        }
    }

    /// The request a frame is or answers, if it is one or answers one.
    package var requestID: Int? {
        switch self {
        case .statement(let id, _, _), .complete(let id, _), .answer(let id, _, _, _), .completions(let id, _, _): id
        case .diagnostic(let id, _): id
        case .hello, .welcome, .refused, .message, .notice: nil
        }
    }
}

/// The protocol's version and the limits both sides hold to.
public enum RemoteProtocol {
    /// A server refuses a client of another version.
    public static let version = 3
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
