import KhipuDSL

/// `expect a OP b` with `==`, `!=`, `<`, `<=`, `>`, `>=` or `contains`.
///
/// A side that is a name or a path is evaluated first, and its type is what the other side
/// is read as (`items.count == 1`, `state.user == nil`); a `_` on the other side takes its
/// value from it. For `contains`, the left side is the container and the right side is
/// read as its member type (a string's is `String`: it contains substrings).
struct ComparisonEvaluation {
    let builder: ExpectedValueBuilder
    /// The value of a name or a path (`state.todos.items[0]`).
    let evaluate: (DSLExpression) throws(Diagnostic) -> Any
    /// The statement's text, for quoting the sides in failures.
    let source: String

    func check(_ lhs: DSLExpression, _ operator: ExpectationOperator, at operatorRange: SourceRange, _ rhs: DSLExpression) throws(Diagnostic) -> ScriptEvent {
        if `operator` == .contains { return try checkContains(lhs, rhs) }
        guard let (left, right) = try operands(lhs, rhs) else {
            return .expectationFailed(details: ExpectationReport.shapeMismatch(expected: text(of: WildcardPattern.containsWildcard(lhs) ? lhs : rhs)))
        }
        switch `operator` {
        case .equal, .notEqual:
            let equal = ValueEquality.areEqualForExpectations(left, right)
            if equal == (`operator` == .equal) { return .expectationPassed }
            return .expectationFailed(details: ExpectationReport.comparisonFailed(left: left, right: right, isEqual: `operator` == .equal))
        default:
            for side in [left, right] where !ValueOrdering.isComparable(side) {
                throw Diagnostic.unordered(
                    `operator`.rawValue, typeName: DSLTypeName.ofValue(side), at: operatorRange)
            }
            if ValueOrdering.holds(left, `operator`, right) == true { return .expectationPassed }
            return .expectationFailed(details: ExpectationReport.orderFailed(left: left, operator: `operator`.rawValue, right: right, source: "\(text(of: lhs)) \(`operator`.rawValue) \(text(of: rhs))"))
        }
    }

    /// Both sides as values; nil when a side with `_` does not have the other's shape.
    private func operands(_ lhs: DSLExpression, _ rhs: DSLExpression) throws(Diagnostic) -> (Any, Any)? {
        if Self.isPath(lhs) || (!Self.isPath(rhs) && !WildcardPattern.containsWildcard(lhs)) {
            let left = try anchor(lhs)
            return try value(of: rhs, like: left).map { (left, $0) }
        }
        if Self.isPath(rhs) || !WildcardPattern.containsWildcard(rhs) {
            let right = try anchor(rhs)
            return try value(of: lhs, like: right).map { ($0, right) }
        }
        throw Diagnostic.wildcardWithoutValue(at: rhs.range)
    }

    /// The side that decides the type: a path, or a literal read on its own.
    private func anchor(_ expression: DSLExpression) throws(Diagnostic) -> Any {
        if Self.isPath(expression) { return try evaluate(expression) }
        return try builder.decoder.decodeWithoutExpectedType(from: expression)
    }

    /// The other side, read as the anchor's type.
    private func value(of expression: DSLExpression, like other: Any) throws(Diagnostic) -> Any? {
        if case .nil = expression.kind { return Optional<Int>.none as Any }
        if Self.isPath(expression) { return retyped(try evaluate(expression), like: other) }
        let unwrapped = ValueUnwrapping.unwrap(other) ?? other
        guard let type = type(of: unwrapped) as? any Decodable.Type else {
            return try builder.decoder.decodeWithoutExpectedType(from: expression)
        }
        return try expected(expression, as: type, comparedWith: unwrapped)
    }

    private func expected(_ expression: DSLExpression, as type: any Decodable.Type, comparedWith actual: Any) throws(Diagnostic) -> Any? {
        if WildcardPattern.containsWildcard(expression) { try builder.check(expression, as: type) }
        return try builder.value(expression, as: type, comparedWith: actual)
    }

    /// `value` read back from its printed text as the type of `other`, when the two types
    /// differ and the text reads back; else `value` as it is. A state held in a wrapper coded
    /// as what it wraps (`ReducedState<TimerState>`) then equals the `TimerState` its text builds.
    private func retyped(_ value: Any, like other: Any) -> Any {
        guard let unwrapped = ValueUnwrapping.unwrap(value), let otherUnwrapped = ValueUnwrapping.unwrap(other),
            !TypeShape.same(type(of: unwrapped), type(of: otherUnwrapped)),
            let encodable = unwrapped as? any Encodable,
            let targetType = type(of: otherUnwrapped) as? any Decodable.Type,
            let expression = try? DSLParser.parseExpression(DSLPrinter.print(encodable)),
            let retyped = try? builder.decoder.decode(targetType, from: expression)
        else { return value }
        return retyped
    }

    // MARK: - contains

    private func checkContains(_ lhs: DSLExpression, _ rhs: DSLExpression) throws(Diagnostic) -> ScriptEvent {
        let containerValue = try anchor(lhs)
        guard ValueUnwrapping.unwrap(containerValue) != nil else {
            return .expectationFailed(details: "expected \(text(of: lhs)) to contain \(text(of: rhs)), but it is nil")
        }
        guard let container = Container(containerValue) else {
            throw Diagnostic.notAContainer(text(of: lhs), typeName: ExpectationReport.typeName(of: containerValue), at: lhs.range)
        }
        switch container {
        case .text(let text):
            let needle: String
            if Self.isPath(rhs) {
                guard let string = ValueUnwrapping.unwrap(try evaluate(rhs)) as? String else {
                    throw Diagnostic.notASubstring(self.text(of: rhs), at: rhs.range)
                }
                needle = string
            } else {
                needle = try builder.decoder.decode(String.self, from: rhs)
            }
            if text.contains(needle) { return .expectationPassed }
            return .expectationFailed(details: ExpectationReport.substringMissing(needle, in: text))
        case .members(let members, let memberType):
            let missing = { (expected: [Any?]) in
                ScriptEvent.expectationFailed(details: ExpectationReport.memberMissing(expected: expected, members: members, container: self.text(of: lhs), written: self.text(of: rhs)))
            }
            guard WildcardPattern.containsWildcard(rhs) else {
                let needle: Any
                if Self.isPath(rhs) {
                    needle = try evaluate(rhs)
                } else if let type = memberType as? any Decodable.Type {
                    needle = try builder.decoder.decode(type, from: rhs)
                } else {
                    needle = try builder.decoder.decodeWithoutExpectedType(from: rhs)
                }
                if members.contains(where: { ValueEquality.areEqualForExpectations($0, needle) }) { return .expectationPassed }
                return missing(members.isEmpty ? [needle] : members.map { _ in needle })
            }
            guard let type = memberType as? any Decodable.Type else {
                throw Diagnostic.wildcardInUnwritableMembers(at: rhs.range)
            }
            try builder.check(rhs, as: type)
            var expected: [Any?] = []
            for member in members {
                let value = try builder.value(rhs, as: type, comparedWith: member)
                if let value, ValueEquality.areEqualForExpectations(member, value) { return .expectationPassed }
                expected.append(value)
            }
            return missing(expected)
        }
    }

    // MARK: - Helpers

    static func isPath(_ expression: DSLExpression) -> Bool {
        switch expression.kind {
        case .identifier: !WildcardPattern.isWildcard(expression)
        case .member, .subscript, .methodCall: true
        default: false
        }
    }

    /// What the user wrote for a side, as it stands in the statement.
    private func text(of expression: DSLExpression) -> String {
        let bytes = Array(source.utf8)
        let start = max(0, min(expression.range.start, bytes.count))
        let end = max(start, min(expression.range.end, bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
