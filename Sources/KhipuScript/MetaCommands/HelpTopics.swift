import Foundation
import KhipuDSL
import KhipuDescribe

/// Statements of the current domain to show in `:help`: a message from its documentation
/// table, what it answers, a fixture to bind, a path into its state.
struct HelpExamples {
    let domain: String
    let message: String?
    let answer: String?
    let binding: String?
    let path: String?
    /// The value at `path` as typed, when it is short.
    let pathValue: String?
    /// The start of the domain's messages, for `:describe .todos(.cmd`.
    let prefix: String?
    /// The answer with its innermost last argument written `_`, when it has one.
    let wildcard: String?

    init(_ interpreter: Interpreter) {
        domain = interpreter.domainName
        let table = interpreter.describableDomain?.table()
        let row = table?.rows.first
        message = row.map { FixtureNaming.expanded($0.command) }
        answer = row?.success.first.map { FixtureNaming.expanded($0) }
        binding = table?.fixtures.first.flatMap { fixture in
            let printed = FixtureNaming.expanded(fixture.value)
            let binding = DomainReference.binding(fixture.name, typeName: DSLTypeName.of(type(of: fixture.value)), printed: printed)
            return binding.count <= 60 ? binding : nil
        }
        let first = Mirror(reflecting: interpreter.state).children.first
        path = first?.label.map { "state." + $0 }
        pathValue = first.map { interpreter.printed($0.value) }.flatMap { $0.count <= 30 ? $0 : nil }
        wildcard = answer.flatMap(HelpExamples.wildcarded)
        prefix = message.flatMap { text in
            text.firstIndex(of: "(").map { String(text[...$0]) }
        }
    }

    /// `.todos(.ack(.added(item: x)))` as `.todos(.ack(.added(item: _)))`: the last
    /// argument of the innermost call, when it is a simple one, written `_`.
    static func wildcarded(_ text: String) -> String? {
        guard !text.contains("\""), let close = text.firstIndex(of: ")"), let open = text[..<close].lastIndex(of: "("),
            text.index(after: open) < close
        else { return nil }
        let arguments = text[text.index(after: open)..<close]
        let last = arguments.lastIndex(of: ",").map { arguments.index(after: $0) } ?? arguments.startIndex
        let value = arguments[last...].lastIndex(of: ":").map { arguments.index(after: $0) } ?? last
        var head = String(text[..<value])
        if head.last == ":" || head.last == "," { head += " " }
        return head + "_" + String(text[close...])
    }

    /// Pairs of statement and explanation, the statement column aligned.
    var statements: [(String, String)] {
        var lines: [(String, String)] = []
        if let message { lines.append((message, "dispatch a message")) }
        lines.append((binding ?? "let name = \(path ?? "state")", "bind a name"))
        if let path { lines.append((path, "show a value (a name, a path, a constructor)")) }
        if let answer { lines.append(("expect " + answer, "the last dispatch emitted this message")) }
        lines.append(("expect " + (wildcard ?? ".\(domain)(_)"), "_ matches any value at its place"))
        lines.append(("expect nothing", "the last dispatch emitted no message"))
        if let path, let pathValue {
            lines.append(("expect \(path) == \(pathValue)", "compare with == != < <= > >="))
        } else {
            lines.append(("expect a == b", "compare two values with == != < <= > >="))
        }
        lines.append(("expect list contains value", "a list, set, dictionary key or substring"))
        lines.append(("scenario \"A name\"", "in a script: a fresh domain, then the background"))
        return lines
    }
}

extension MetaCommand {
    static func helpText(examples: HelpExamples) -> String {
        let statements = examples.statements
        let statementWidth = statements.map(\.0.count).filter { $0 <= 44 }.max() ?? 44
        let statementLines = statements.map { statement, meaning in
            statement.count > statementWidth
                ? "  \(statement)\n  \(String(repeating: " ", count: statementWidth))  \(meaning)"
                : "  " + statement.padding(toLength: statementWidth + 2, withPad: " ", startingAt: 0) + meaning
        }
        let width = allCases.map(\.usage.count).max() ?? 0
        let commands = allCases.map { "  " + $0.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary }
        return (["statements (\(examples.domain)):"] + statementLines + ["commands (:help COMMAND explains one):"] + commands)
            .joined(separator: "\n")
    }

    func helpTopic(examples: HelpExamples) -> String {
        ([usage, "  " + summary] + handler.help(examples).map { "  " + $0 }).joined(separator: "\n")
    }
}
