import KhipuDSL

/// Evaluates both sides of `expect a == b`: a side that is a name or a path is evaluated
/// first, and its type is what the other side is decoded as (`items.count == 1`).
enum ComparisonEvaluation {
    static func evaluate(_ lhs: DSLExpression, _ rhs: DSLExpression, decoder: DSLValueDecoder, resolver: ScriptValueResolver) throws -> (Any, Any) {
        if isPath(lhs) {
            let left = try resolver.evaluate(lhs)
            return (left, try decodeOther(rhs, like: left, decoder: decoder, resolver: resolver))
        }
        if isPath(rhs) {
            let right = try resolver.evaluate(rhs)
            return (try decodeOther(lhs, like: right, decoder: decoder, resolver: resolver), right)
        }
        let left = try decoder.decodeWithoutExpectedType(from: lhs)
        return (left, try decodeOther(rhs, like: left, decoder: decoder, resolver: resolver))
    }

    private static func decodeOther(_ expression: DSLExpression, like value: Any, decoder: DSLValueDecoder, resolver: ScriptValueResolver) throws -> Any {
        if case .nil = expression.kind { return Optional<Int>.none as Any }
        if isPath(expression) { return try resolver.evaluate(expression) }
        let unwrapped = ValueUnwrapping.unwrap(value) ?? value
        guard let type = type(of: unwrapped) as? any Decodable.Type else {
            return try decoder.decodeWithoutExpectedType(from: expression)
        }
        return try decoder.decode(type, from: expression)
    }

    private static func isPath(_ expression: DSLExpression) -> Bool {
        switch expression.kind {
        case .identifier, .member, .subscript, .methodCall: true
        default: false
        }
    }
}
