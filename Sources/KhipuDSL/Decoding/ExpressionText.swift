/// How diagnostics quote what the user wrote: "a string literal", "'.add(...)'",
/// "'state.todos.items[0]'".
enum ExpressionText {
    /// The longest literal quoted in a message; longer ones are cut with "…".
    static let quotedLimit = 32

    /// What was found, for "expected X, found …".
    static func describe(_ node: DSLExpression) -> String {
        switch node.kind {
        case .string: "a string literal"
        case .integer(let text): "an integer literal '\(clipped(text))'"
        case .float(let text): "a floating-point literal '\(clipped(text))'"
        case .bool(let value): "'\(value)'"
        case .nil: "'nil'"
        case .array: "an array literal"
        case .dictionary: "a dictionary literal"
        case .range: "the range '\(source(of: node))'"
        default: "'\(source(of: node))'"
        }
    }

    /// Source-like text of a node, arguments abbreviated: `.add(...)`, `Coordinate(...)`,
    /// `state.todos.items[0]`, `coffee.alter(...)`.
    static func source(of node: DSLExpression) -> String {
        switch node.kind {
        case .string(let text): quoted(text)
        case .integer(let text), .float(let text): clipped(text)
        case .bool(let value): "\(value)"
        case .nil: "nil"
        case .array(let elements): elements.isEmpty ? "[]" : "[...]"
        case .dictionary(let entries): entries.isEmpty ? "[:]" : "[...: ...]"
        case .implicitMember(let name, _, let arguments): arguments == nil ? ".\(name)" : ".\(name)(...)"
        case .call(let typeName, _, _): "\(typeName)(...)"
        case .identifier(let name): name
        case .member(let base, let name, _): "\(source(of: base)).\(name)"
        case .subscript(let base, let index): "\(source(of: base))[\(source(of: index))]"
        case .methodCall(let base, let name, _, _): "\(source(of: base)).\(name)(...)"
        case .qualifiedMember(let typeName, _, let member): typeName + source(of: member)
        case .range(let lower, let upper, let isClosed): source(of: lower) + (isClosed ? "..." : "..<") + source(of: upper)
        }
    }

    /// The name a path starts from: `state` in `state.todos.items[0]`.
    static func root(of node: DSLExpression) -> DSLExpression {
        var current = node
        while true {
            switch current.kind {
            case .member(let base, _, _), .subscript(let base, _), .methodCall(let base, _, _, _):
                current = base
            default:
                return current
            }
        }
    }

    /// `"Get coffee"` with quotes and escapes, cut when long.
    static func quoted(_ text: String) -> String {
        let shown = text.count > quotedLimit ? String(text.prefix(quotedLimit)) + "…" : text
        return "\"" + StringEscaping.escaped(shown) + "\""
    }

    /// "a TodoItem", "an Int".
    static func article(for typeName: String) -> String {
        let startsWithVowel = typeName.first.map { "AEIOUaeiou".contains($0) } ?? false
        return (startsWithVowel ? "an " : "a ") + typeName
    }

    private static func clipped(_ text: String) -> String {
        text.count > quotedLimit ? String(text.prefix(quotedLimit)) + "…" : text
    }
}
