import KhipuDSL

/// Evaluates both sides of `expect a == b`: a side that is a name or a path is evaluated
/// first, and its type is what the other side is decoded as (`items.count == 1`). When
/// both are paths to values of different types, the right one is read back as the left's
/// type from its printed text, as if typed: a state held in a wrapper coded as what it
/// wraps (`ReducedState<TimerState>`) equals the `TimerState` its text builds.
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
        if isPath(expression) { return retyped(try resolver.evaluate(expression), like: value, decoder: decoder) }
        let unwrapped = ValueUnwrapping.unwrap(value) ?? value
        guard let type = type(of: unwrapped) as? any Decodable.Type else {
            return try decoder.decodeWithoutExpectedType(from: expression)
        }
        return try decoder.decode(type, from: expression)
    }

    /// `value` read back from its printed text as the type of `other`, when the two types
    /// differ and the text reads back; else `value` as it is.
    private static func retyped(_ value: Any, like other: Any, decoder: DSLValueDecoder) -> Any {
        guard let unwrapped = ValueUnwrapping.unwrap(value), let otherUnwrapped = ValueUnwrapping.unwrap(other),
            !TypeShape.same(type(of: unwrapped), type(of: otherUnwrapped)),
            let encodable = unwrapped as? any Encodable,
            let targetType = type(of: otherUnwrapped) as? any Decodable.Type,
            let expression = try? DSLParser.parseExpression(DSLPrinter.print(encodable)),
            let retyped = try? decoder.decode(targetType, from: expression)
        else { return value }
        return retyped
    }

    private static func isPath(_ expression: DSLExpression) -> Bool {
        switch expression.kind {
        case .identifier, .member, .subscript, .methodCall: true
        default: false
        }
    }
}
