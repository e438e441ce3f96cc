import Foundation
import KhipuDSL

/// What `:save` writes for an attached session: every message sent into the live domain
/// while attached (by this session, the app or other clients), in the order the domain
/// took them, each followed by expectations of what it emitted. Values the live app made
/// (ids, dates, whole items) are matched with `_`, so the script passes on the fresh
/// domain of `khipu run`; literals (numbers, strings, cases) are kept.
struct LiveSessionScript {
    struct Step {
        let input: String
        let origin: String
        var outputs: [String] = []
    }

    private(set) var steps: [Step] = []

    mutating func input(_ text: String, origin: String) {
        steps.append(Step(input: text, origin: origin))
    }

    mutating func output(_ text: String) {
        guard !steps.isEmpty else { return }
        steps[steps.count - 1].outputs.append(text)
    }

    func text(domain: String, address: String) -> String {
        var lines = [
            ":domain \(domain)",
            "# Saved from `khipu attach \(address)`: what was sent into the live domain while attached, and what it emitted.",
        ]
        for step in steps {
            lines.append("")
            if step.origin != "this session" { lines.append("# sent by \(step.origin)") }
            lines.append(step.input)
            if step.outputs.isEmpty {
                lines.append("expect nothing")
            } else {
                var seen: Set<String> = []
                for output in step.outputs {
                    let expectation = "expect " + Self.pattern(of: output)
                    if seen.insert(expectation).inserted { lines.append(expectation) }
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `.todos(.ack(.added(item: TodoItem(…))))` → `.todos(.ack(.added(item: _)))`.
    static func pattern(of printed: String) -> String {
        guard let expression = try? DSLParser.parseExpression(printed) else { return printed }
        return pattern(expression, in: Array(printed.utf8))
    }

    private static func pattern(_ node: DSLExpression, in bytes: [UInt8]) -> String {
        switch node.kind {
        case .implicitMember(let name, _, let arguments):
            guard let arguments else { return "." + name }
            return "." + name + "(" + arguments.map { ($0.label.map { $0 + ": " } ?? "") + pattern($0.value, in: bytes) }.joined(separator: ", ") + ")"
        case .string, .integer, .float, .bool, .nil:
            let range = max(0, node.range.start)..<min(bytes.count, node.range.end)
            return String(decoding: bytes[range], as: UTF8.self)
        default:
            return "_"
        }
    }
}
