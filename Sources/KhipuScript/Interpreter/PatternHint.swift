import KhipuDSL

/// A constructor inside an `expect` that leaves out a property it needs ("missing argument
/// 'title'"): the user most likely meant a pattern, which a `_` makes of it. The
/// diagnostic then says so and shows the constructor with the property as `_`.
enum PatternHint {
    static func adding(to diagnostic: Diagnostic, in statement: Statement, source: String) -> Diagnostic {
        guard diagnostic.id == .missingArgument else { return diagnostic }
        let roots: [DSLExpression]
        switch statement {
        case .expectMessage(let expression, _): roots = [expression]
        case .expectComparison(let lhs, _, _, let rhs): roots = [lhs, rhs]
        default: return diagnostic
        }
        guard let call = roots.lazy.compactMap({ constructor(at: diagnostic.range, in: $0) }).first,
            case .call(let typeName, _, let arguments) = call.kind
        else { return diagnostic }
        let bytes = Array(source.utf8)
        let written = arguments.map { argument in
            String(decoding: bytes[min(argument.range.start, bytes.count)..<min(argument.range.end, bytes.count)], as: UTF8.self)
        }
        let property = missingLabel(in: diagnostic.message) ?? "property"
        let fix = "\(typeName)(" + (written + ["\(property): _"]).joined(separator: ", ") + ")"
        var explained = diagnostic
        explained.notes.append(
            "in an expect, a `_` makes \(typeName)(...) a pattern whose left-out properties match any value: write \(fix)")
        return explained
    }

    /// The constructor `range` covers, anywhere in `expression`.
    private static func constructor(at range: SourceRange, in expression: DSLExpression) -> DSLExpression? {
        if case .call = expression.kind, expression.range == range { return expression }
        guard expression.range.start <= range.start, range.end <= expression.range.end else { return nil }
        return expression.children.lazy.compactMap { constructor(at: range, in: $0) }.first
    }

    /// `title` in "missing argument 'title: String'".
    private static func missingLabel(in message: String) -> String? {
        guard let open = message.firstIndex(of: "'") else { return nil }
        let rest = message[message.index(after: open)...]
        guard let colon = rest.firstIndex(of: ":") else { return nil }
        let label = rest[..<colon]
        return label.isEmpty || label.contains(" ") ? nil : String(label)
    }
}
