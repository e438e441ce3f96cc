import KhipuDSL

extension Statement {
    /// The expressions the statement holds, outermost first.
    var expressions: [DSLExpression] {
        switch self {
        case .dispatch(let expression), .expectMessage(let expression): [expression]
        case .binding(_, _, _, _, let value): [value]
        case .expectComparison(let lhs, _, _, let rhs): [lhs, rhs]
        default: []
        }
    }
}

extension MetaCommand {
    /// `:nme` is no command.
    static func unknown(_ name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "unknown command ':\(name)'",
            at: range,
            notes: ["commands: " + allCases.map { ":" + $0.rawValue }.joined(separator: " ")],
            suggestion: DidYouMean.suggestion(for: name, among: allCases.map(\.rawValue)).map { ":" + $0 },
            id: .unknownCommand
        )
    }

    /// `:domain NAME` names no domain of the tool.
    static func unknownDomain(_ name: String, at range: SourceRange, among domains: [String]) -> Diagnostic {
        Diagnostic(
            name.isEmpty ? "expected a domain name" : "unknown domain '\(name)'",
            at: range,
            notes: ["domains: " + domains.joined(separator: ", ")],
            suggestion: DidYouMean.suggestion(for: name, among: domains),
            id: .unknownDomain
        )
    }
}

extension ScriptChecker {
    /// The name a `let` statement binds and where it is written; nil for other statements.
    package static func boundName(in text: String) -> (name: String, range: SourceRange)? {
        guard case .binding(let name, let range, _, _, _)? = try? StatementParser.parse(text) else { return nil }
        return (name, range)
    }
}
