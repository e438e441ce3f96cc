import Foundation
import Khipu
import KhipuDSL
import KhipuDescribe

/// Statements of the current domain to show in `:help`: a message from its documentation
/// table, what it answers, a fixture to bind, paths into its state. Every statement shown
/// is one the session reads: each expectation is type-checked against the domain before it
/// is shown, and one that is not found on this domain is left out, never shown as a form
/// with names the session does not have.
struct HelpExamples {
    let domain: String
    let message: String?
    let answer: String?
    let binding: String?
    let path: String?
    /// The start of the domain's messages, for `:describe .todos(.cmd`.
    let prefix: String?
    /// The answer (or a message of the domain) with a part written `_`, as a pattern.
    let wildcard: String?
    /// `expect PATH == VALUE` on the state as it is now.
    let comparison: String?
    /// `expect PATH contains MEMBER`, when the state holds a collection or text that is not empty.
    let containment: String?

    /// The fixture names the message and answer are written with, bound by `:fixtures`;
    /// empty when they are written in full.
    let fixtureNames: [String]

    /// The longest statement shown on one line: longer values are written with the names
    /// of the documentation's fixtures, or left out.
    static let shortLength = 60

    init(_ context: any MetaCommandContext) {
        domain = context.domainName
        let describable = context.describableDomain
        let table = describable?.table()
        let row = table?.rows.first
        let fullAnswer = row?.success.first.map { FixtureNaming.expanded($0) }
        let expanded = [row.map { FixtureNaming.expanded($0.command) }, fullAnswer]
        var shown = expanded
        var named: [String] = []
        if let row, let table, let describable, expanded.contains(where: { ($0?.count ?? 0) > Self.shortLength }) {
            let values = [row.command] + Array(row.success.prefix(1))
            let texts = describable.documentationTexts(of: values, fixtures: table.fixtureValues)
            for (index, text) in texts.enumerated() where (expanded[index]?.count ?? 0) > Self.shortLength {
                // A message is shown however long when no shorter form is found: the
                // statements after it need a dispatch; an answer's pattern stands for it.
                shown[index] = text.count <= Self.shortLength || index == 0 ? text : nil
            }
            named = table.fixtures.map(\.name).filter { name in
                shown.contains { $0?.range(of: "\\b\(name)\\b", options: .regularExpression) != nil && !expanded.contains($0) }
            }
        }
        message = shown[0]
        answer = shown[1]
        fixtureNames = named
        binding = table?.fixtures.first.flatMap { fixture in
            let printed = FixtureNaming.expanded(fixture.value)
            let binding = DomainReference.binding(fixture.name, typeName: DSLTypeName.of(type(of: fixture.value)), printed: printed)
            return binding.count <= 60 ? binding : nil
        }
        let check = HelpExampleCheck(context: context)
        let paths = check.statePaths()
        path = paths.first?.path
        wildcard = (fullAnswer.flatMap { HelpExamples.wildcarded($0, isPattern: check.isMessagePattern) })
            ?? HelpExamples.pattern(of: context.messageType, isPattern: check.isMessagePattern)
        comparison = paths.lazy.compactMap { path, value -> String? in
            let printed = context.printed(value)
            guard printed.count <= 30 else { return nil }
            let statement = "\(path) == \(printed)"
            return check.isComparison(statement) ? statement : nil
        }.first
        containment = paths.lazy.compactMap { path, value -> String? in
            guard let member = check.member(of: value, at: path) else { return nil }
            let statement = "\(path) contains \(member)"
            return check.isComparison(statement) ? statement : nil
        }.first
        prefix = message.flatMap { text in
            text.firstIndex(of: "(").map { String(text[...$0]) }
        }
    }

    /// `.todos(.ack(.added(item: TodoItem(…))))` as `.todos(.ack(.added(item: _)))`: the
    /// last argument of the innermost message case written `_`, read on the syntax tree (a
    /// string holding a `)` or `,` is one argument); the first candidate `isPattern` takes,
    /// from the innermost outwards, else nil.
    static func wildcarded(_ text: String, isPattern: (DSLExpression) -> Bool) -> String? {
        guard let tree = try? DSLParser.parseExpression(text) else { return nil }
        var candidates: [SourceRange] = []
        var node = tree
        while case .implicitMember(_, _, let arguments?) = node.kind, let last = arguments.last {
            candidates.append(last.value.range)
            node = last.value
        }
        for range in candidates.reversed() {
            let candidate = ExpectationRecorder.replacing(text, range, with: "_")
            if let parsed = try? DSLParser.parseExpression(candidate), isPattern(parsed) { return candidate }
        }
        return nil
    }

    /// A message of `type` with every argument `_`, from its schema: the first case that
    /// takes arguments, e.g. `.todos(_)`; nil when no case reads as a pattern.
    static func pattern(of type: Any.Type, isPattern: (DSLExpression) -> Bool) -> String? {
        guard let schema = (type as? any DSLSchemaProviding.Type)?.dslSchema else { return nil }
        for item in schema.cases where !item.parameters.isEmpty {
            let arguments = item.parameters.map { ($0.label.map { $0 + ": " } ?? "") + "_" }.joined(separator: ", ")
            let text = ".\(item.name)(\(arguments))"
            if let parsed = try? DSLParser.parseExpression(text), isPattern(parsed) { return text }
        }
        return nil
    }

    /// Pairs of statement and explanation, the statement column aligned.
    var statements: [(String, String)] {
        var lines: [(String, String)] = []
        if !fixtureNames.isEmpty {
            lines.append((":fixtures", "bind the documentation's names: " + fixtureNames.joined(separator: ", ")))
        }
        if let message { lines.append((message, "dispatch a message")) }
        lines.append((binding ?? "let name = \(path ?? "state")", "bind a name"))
        if let path { lines.append((path, "show a value (a name, a path, a constructor)")) }
        if let answer { lines.append(("expect " + answer, "the last dispatch emitted this message")) }
        if let wildcard { lines.append(("expect " + wildcard, "_ matches any value at its place")) }
        lines.append(("expect nothing", "the last dispatch emitted no message"))
        if let comparison { lines.append(("expect " + comparison, "compare with == != < <= > >=")) }
        if let containment { lines.append(("expect " + containment, "a list, set, dictionary key or substring")) }
        lines.append(("scenario \"A name\"", "in a script: a fresh domain, then the background"))
        return lines
    }
}

/// Reads candidate statements the way the session would, without running anything: a
/// path is evaluated on the state, an expectation type-checked, its values built aside.
private struct HelpExampleCheck {
    let context: any MetaCommandContext

    /// The paths into the state, `state.a` before `state.a.b`, two levels deep at most,
    /// with their values; at most `limit`.
    func statePaths(limit: Int = 40) -> [(path: String, value: Any)] {
        var found: [(path: String, value: Any)] = []
        var queue: [(path: String, depth: Int)] = [("state", 0)]
        while !queue.isEmpty, found.count < limit {
            let (base, depth) = queue.removeFirst()
            guard let value = evaluate(base) else { continue }
            if base != "state" { found.append((base, value)) }
            guard depth < 2 else { continue }
            for child in Mirror(reflecting: value).children {
                guard let label = child.label, let first = label.first, first.isLetter, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
                queue.append((base + "." + label, depth + 1))
            }
        }
        return found
    }

    /// A member of the collection or text at `path`, as typed: its first element, a
    /// dictionary's first key, a string's first character; nil when empty or neither.
    func member(of value: Any, at path: String) -> String? {
        if let text = value as? String {
            return text.first.map { context.printed(String($0)) }
        }
        let style = Mirror(reflecting: value).displayStyle
        guard style == .collection || style == .set || style == .dictionary || evaluate(path + ".first") != nil else { return nil }
        let firstPath = style == .dictionary ? path + ".keys.first" : path + ".first"
        guard let first = evaluate(firstPath), let unwrapped = ValueUnwrapping.unwrap(first) else { return nil }
        let printed = context.printed(unwrapped)
        return printed.count <= 40 ? printed : nil
    }

    func evaluate(_ path: String) -> Any? {
        guard let expression = try? DSLParser.parseExpression(path) else { return nil }
        return aside { try? context.evaluate(expression) }
    }

    /// Whether `text` is an `expect` pattern or message of the domain.
    func isMessagePattern(_ expression: DSLExpression) -> Bool {
        aside { (try? context.checkExpectedMessage(expression)) != nil }
    }

    /// Whether `expect TEXT` reads and type-checks as a comparison.
    func isComparison(_ text: String) -> Bool {
        guard case .expectComparison(let lhs, let op, let range, let rhs)? = try? StatementParser.parse("expect " + text) else { return false }
        return aside { (try? context.comparison(quoting: "expect " + text).check(lhs, op, at: range, rhs)) != nil }
    }

    /// Values built while checking take ids and time from an environment of their own.
    private func aside<T>(_ body: () -> T) -> T {
        KhipuEnvironment.$current.withValue(.fixed(now: context.environment.now(), idSpace: IDSpace.expectations), operation: body)
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
