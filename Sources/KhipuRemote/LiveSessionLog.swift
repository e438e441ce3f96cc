import Foundation
import KhipuDSL

/// What `:save` writes for an attached session: the messages that went into the live
/// domain while the client was attached, in the order the domain took them, each with
/// `expect` lines for what it caused, and the answers that came later after the clock move
/// that makes them due, so that `khipu run` passes the script on a fresh domain. The rules
/// are in Attach.md ("Saving a live session").
struct LiveSessionLog {
    private enum Entry {
        /// A message sent into the domain, by this client or another source, and what it caused.
        case sent(text: String, cause: MessageCause, time: Date, outputs: [String])
        /// Messages asynchronous work emitted later (a gateway, a timer), first at `time`.
        case later(time: Date, outputs: [String])
    }

    private var entries: [Entry] = []
    /// The client whose session this is: its own messages need no comment.
    private var client: Int?
    /// Entries are kept up to this many; a session longer than that saves its last ones.
    private let limit = 10_000

    var messageCount: Int { entries.count }

    mutating func note(_ message: ServedMessage, client: Int) {
        self.client = client
        if message.direction == .input {
            entries.append(.sent(text: message.text, cause: message.cause, time: message.time, outputs: []))
        } else if message.cause == .later {
            entries.append(.later(time: message.time, outputs: [message.text]))
        } else if let index = entries.lastIndex(where: { if case .sent(_, message.cause, _, _) = $0 { true } else { false } }),
            case .sent(let text, let cause, let time, let outputs) = entries[index]
        {
            entries[index] = .sent(text: text, cause: cause, time: time, outputs: outputs + [message.text])
        }
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
    }

    func script(domain: String) -> String {
        var lines = [
            "# A khipu session on \(domain), saved with :save from an attached session: what went into the live",
            "# domain and what it emitted. `khipu run` replays it from the domain's initial state with a fixed",
            "# clock; values the live app made are `_`, and the time that passed is `:clock advance`.",
            ":domain \(domain)",
        ]
        guard let start = entries.first.map(Self.time) else { return lines.joined(separator: "\n") + "\n" }
        // Whole seconds since the first message that the script's clock stands at.
        var clock = 0
        var afterLaterAnswer = false
        for entry in entries {
            switch entry {
            case .sent(let text, let cause, let time, let outputs):
                // Time that passed between statements, rounded down: the clock never gets ahead of the live one.
                lines.append("")
                afterLaterAnswer = false
                let elapsed = Int(time.timeIntervalSince(start).rounded(.down))
                if elapsed > clock {
                    lines.append(":clock advance \(elapsed - clock)s")
                    clock = elapsed
                }
                switch cause {
                case .app: lines.append("# sent by the app")
                case .client(let id) where id != client: lines.append("# sent by client \(id)")
                case .client: break
                case .later: break
                }
                lines.append(text)
                lines += Self.expectations(outputs)
            case .later(let time, let outputs):
                // An answer comes due at or before the moment it arrived: the clock moves there, rounded up.
                // Answers due by the same whole second come with the one move.
                let due = Int(time.timeIntervalSince(start).rounded(.up))
                if !(afterLaterAnswer && due <= clock) {
                    let moved = max(clock + 1, due)
                    lines += ["", "# answered later, on the live clock", ":clock advance \(moved - clock)s"]
                    clock = moved
                }
                afterLaterAnswer = true
                lines += outputs.map { "expect " + Self.pattern(of: $0) }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func time(_ entry: Entry) -> Date {
        switch entry {
        case .sent(_, _, let time, _), .later(let time, _): time
        }
    }

    private static func expectations(_ outputs: [String]) -> [String] {
        guard !outputs.isEmpty else { return ["expect nothing"] }
        var seen: Set<String> = []
        return outputs.map { "expect " + pattern(of: $0) }.filter { seen.insert($0).inserted }
    }

    /// `.todos(.ack(.added(item: TodoItem(…))))` → `.todos(.ack(.added(item: _)))`: cases and
    /// literals the client typed are kept; values the live app made (constructed values, ids
    /// and dates, which print as strings) are `_`.
    static func pattern(of printed: String) -> String {
        guard let expression = try? DSLParser.parseExpression(printed) else { return printed }
        return pattern(expression, in: Array(printed.utf8))
    }

    private static func pattern(_ node: DSLExpression, in bytes: [UInt8]) -> String {
        switch node.kind {
        case .implicitMember(let name, _, let arguments):
            guard let arguments else { return "." + name }
            return "." + name + "(" + arguments.map { ($0.label.map { $0 + ": " } ?? "") + pattern($0.value, in: bytes) }.joined(separator: ", ") + ")"
        case .string(let value) where UUID(uuidString: value) != nil || (try? Date.ISO8601FormatStyle().parse(value)) != nil:
            return "_"
        case .string, .integer, .float, .bool, .nil:
            let range = max(0, node.range.start)..<min(bytes.count, node.range.end)
            return String(decoding: bytes[range], as: UTF8.self)
        default:
            return "_"
        }
    }
}
