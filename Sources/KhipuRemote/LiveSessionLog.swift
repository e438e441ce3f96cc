import Foundation
import KhipuDSL

/// What `:save` writes for an attached session: the messages that went into the live
/// domain while the client was attached, in the order the domain took them, each with
/// `expect` lines for what its step emitted, and the answers that came later after the
/// clock move that makes them due, so that `khipu run` passes the script on a fresh domain.
/// The rules are in Attach.md ("Saving a live session").
struct LiveSessionLog {
    private enum Entry {
        /// A message sent into the domain, by this client or another source, and what its step emitted.
        case sent(text: String, cause: MessageCause, time: Date, outputs: [String])
        /// A message asynchronous work emitted after a wait on the clock, at `time`; its
        /// work was started when the message processed at `startedAt` was, and slept `slept`.
        case later(time: Date, startedAt: Date?, slept: Duration?, output: String)
    }

    private var entries: [Entry] = []
    /// The client whose session this is: its own messages need no comment.
    private var client: Int?
    /// When the last message of each client whose statement has been answered was taken:
    /// that client's step is over, so what it emitted is all it emitted.
    private var endedSteps: [MessageCause: Date] = [:]
    /// Entries are kept up to this many; a session longer than that saves its last ones.
    private let limit = 10_000

    var messageCount: Int { entries.count }

    mutating func note(_ message: ServedMessage, client: Int) {
        self.client = client
        if message.direction == .input {
            entries.append(.sent(text: message.text, cause: message.cause, time: message.time, outputs: []))
        } else if message.cause == .later {
            entries.append(.later(time: message.time, startedAt: message.startedAt, slept: message.slept, output: message.text))
        } else if let index = entries.lastIndex(where: { if case .sent(_, message.cause, _, _) = $0 { true } else { false } }),
            case .sent(let text, let cause, let time, let outputs) = entries[index]
        {
            entries[index] = .sent(text: text, cause: cause, time: time, outputs: outputs + [message.text])
        }
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
    }

    /// Client `client`'s statement was answered: its step is over.
    mutating func stepEnded(client: Int) {
        let cause = MessageCause.client(client)
        guard let last = entries.last(where: { if case .sent(_, cause, _, _) = $0 { true } else { false } }),
            case .sent(_, _, let time, _) = last
        else { return }
        endedSteps[cause] = time
    }

    /// The script; `tool` is the name of the tool that replays it (`khipu`, or a package's own).
    func script(domain: String, tool: String) -> String {
        var lines = [
            "# A \(tool) session on \(domain), saved with :save from an attached session: what went into the live",
            "# domain and what it emitted. `\(tool) run FILE` replays it from the domain's initial state with a fixed",
            "# clock; values the live app made are `_`, and the time that passed is `:clock advance`.",
            ":domain \(domain)",
        ]
        guard let start = entries.first.map(Self.time) else { return lines.joined(separator: "\n") + "\n" }
        var timeline = ScriptTimeline(start: start)
        // Each message sent, by when the domain took it: where the work it started begins.
        var sentAt: [Date: Int] = [:]
        var lastOfSource: [MessageCause: Int] = [:]
        for (index, entry) in entries.enumerated() {
            guard case .sent(_, let cause, let time, _) = entry else { continue }
            sentAt[time] = sentAt[time] ?? index
            lastOfSource[cause] = index
        }
        let answers = entries.map { Self.answer($0, since: start, startEntry: sentAt) }
        // Later answers written already, with an earlier one whose move makes them due too.
        var written = Set<Int>()
        for index in entries.indices where !written.contains(index) {
            switch entries[index] {
            case .sent(let text, let cause, let time, let outputs):
                lines.append("")
                let pending = answers[(index + 1)...].indices.filter { !written.contains($0) }.compactMap { answers[$0] }
                if let move = timeline.send(index, at: time, pending: pending) { lines.append(":clock advance \(move)") }
                switch cause {
                case .app: lines.append("# sent by the app")
                case .client(let id) where id != client: lines.append("# sent by client \(id)")
                case .client, .later: break
                }
                lines.append(text)
                if outputs.isEmpty, case .client(let other) = cause, other != client, lastOfSource[cause] == index, endedSteps[cause] != time {
                    // Another client's last message, whose step had not ended when this was saved.
                    lines.append("# (saved before its answer, if any, came)")
                } else {
                    lines += Self.expectations(outputs)
                }
            case .later(let time, _, _, let output):
                guard let first = answers[index] else {
                    lines += ["", "# answered later by work started before this session (not replayed):", "# " + output]
                    continue
                }
                // The move to this answer's due makes every answer still to come due that is
                // due by then (one that woke late live, one due at the same instant): they
                // come with it, in the order they come due.
                let target = timeline.due(first)
                let group = [index] + ((index + 1)..<entries.endIndex).filter { later in
                    guard !written.contains(later), let answer = answers[later] else { return false }
                    return timeline.isStarted(answer, by: index, at: time) && timeline.due(answer) <= target
                }
                // In the order they come due on the replay; in the log's order at one instant.
                func due(_ entry: Int) -> Int { answers[entry].map(timeline.due) ?? target }
                let ordered = group.enumerated().sorted { (due($0.element), $0.offset) < (due($1.element), $1.offset) }.map(\.element)
                written.formUnion(group)
                lines += ["", "# answered later, on the live clock"]
                if let move = timeline.answers(dueBy: target, at: time) { lines.append(":clock advance \(move)") }
                lines += Self.expectations(ordered.compactMap { if case .later(_, _, _, let output) = entries[$0] { output } else { nil } })
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func time(_ entry: Entry) -> Date {
        switch entry {
        case .sent(_, _, let time, _), .later(let time, _, _, _): time
        }
    }

    /// A later answer whose work started while the session was attached, for the timeline.
    private static func answer(_ entry: Entry, since start: Date, startEntry: [Date: Int]) -> ScriptTimeline.Answer? {
        guard case .later(let time, let startedAt?, let slept, _) = entry, startedAt >= start else { return nil }
        return ScriptTimeline.Answer(time: time, startedAt: startedAt, startEntry: startEntry[startedAt], slept: slept)
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
