import Foundation
import Khipu
import KhipuDSL
import KhipuDescribe
import KhipuRemoteProtocol

/// What the server does with a client's request, in the app's own types.
enum StatementAnswer: Equatable {
    /// Dispatched; the state's diff as `- `/`+ ` lines (empty: unchanged).
    case dispatched(diff: [String])
    /// Not dispatched (or stopped by the host): a rendered diagnostic.
    case diagnostic(String)
}

/// The served domain without its types, for the transport.
protocol ServedDomain: AnyObject, Sendable {
    var schema: RemoteSchema { get }
    func run(statement: String, line: Int, client: Int) -> StatementAnswer
    /// `:state [path]`: the printed value, or a rendered diagnostic.
    func state(path: String) -> Result<String, StatePathError>
    /// `observer` is told each message, printed, while `wanted` (no printing when no client listens).
    func observe(when wanted: @escaping @Sendable () -> Bool, _ observer: (@Sendable (_ text: String, _ direction: RemoteFrame.Direction, _ client: Int?) -> Void)?)
}

/// Decodes with the app's types, dispatches into the app's host, prints what the tap sees.
/// The observer prints the messages on the tap's thread: the types' metatypes cross to it.
final class TypedServedDomain<Message: Codable & Equatable & SendableMetatype, State: Codable & Equatable & Alterable & SendableMetatype>: ServedDomain, @unchecked Sendable {
    let host: DomainHost<Message, State>
    let tap: RemoteTap<Message, State>
    let schema: RemoteSchema
    private let decoder: DSLValueDecoder
    /// One decoder is not safe to share across threads: its memo is a cache.
    private let decoderLock = NSLock()

    init(host: DomainHost<Message, State>, tap: RemoteTap<Message, State>) {
        self.host = host
        self.tap = tap
        schema = RemoteSchemaBuilder.schema(of: tap.original)
        decoder = DSLValueDecoder(context: DSLDecodingContext(types: DomainTypes.nameable(tap.original)))
    }

    func observe(when wanted: @escaping @Sendable () -> Bool, _ observer: (@Sendable (String, RemoteFrame.Direction, Int?) -> Void)?) {
        guard let observer else { return tap.observe(nil) }
        tap.observe { tapped in
            guard wanted() else { return }
            observer(DSLPrinter.print(tapped.message), tapped.direction == .input ? .input : .output, tapped.client)
        }
    }

    func run(statement text: String, line: Int, client: Int) -> StatementAnswer {
        let source = StatementSource(text: text, line: line)
        let message: Message
        do {
            let expression = try DSLParser.parseExpression(text)
            guard case .implicitMember = expression.kind else {
                throw Diagnostic.typeMismatch(
                    expected: "a message such as '.\(schema.types.first?.cases.first?.name ?? "name")(…)'",
                    found: "'\(text.trimmingCharacters(in: .whitespaces))'", at: expression.range,
                    notes: ["an attached session sends messages and :state; let and expect run in scripts"])
            }
            message = try decoderLock.withLock { () throws(Diagnostic) -> Message in try decoder.decode(Message.self, from: expression) }
        } catch let diagnostic as Diagnostic {
            return .diagnostic(DiagnosticRenderer().render(diagnostic, source: source, fileName: nil, colored: false))
        } catch {
            return .diagnostic("error: \(error)")
        }
        let before = host.state
        tap.willSend(message, from: client)
        do {
            try host.send(message)
        } catch {
            return .diagnostic("error: \(error)")
        }
        let diff = PrintedDiff.lines(before: before, after: host.state) ?? []
        return .dispatched(diff: diff.map(\.served))
    }

    func state(path: String) -> Result<String, StatePathError> {
        StatePath.print(path, of: host.state)
    }
}

private extension PrintedDiff.Line {
    /// The line as a client shows it, `- `, `+ ` or two spaces before the text.
    var served: String {
        switch kind {
        case .removed: "- " + text
        case .added: "+ " + text
        case .context, .collapsed: "  " + text
        }
    }
}
