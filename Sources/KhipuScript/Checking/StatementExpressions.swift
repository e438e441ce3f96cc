import KhipuDSL

extension Statement {
    /// The expressions the statement holds, outermost first.
    var expressions: [DSLExpression] {
        switch self {
        case .dispatch(let expression), .expectMessage(let expression, _): [expression]
        case .binding(_, _, _, _, let value): [value]
        case .expectComparison(let lhs, _, _, let rhs): [lhs, rhs]
        default: []
        }
    }
}

extension ScriptChecker {
    /// The name a `let` statement binds and where it is written; nil for other statements.
    package static func boundName(in text: String) -> (name: String, range: SourceRange)? {
        guard case .binding(let name, let range, _, _, _)? = try? StatementParser.parse(text) else { return nil }
        return (name, range)
    }
}
