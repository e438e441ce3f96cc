import KhipuDSL

/// Orders two values known only as `Any`, the way `<` would if their types were known:
/// optionals are looked through; values that are not of one `Comparable` type have no order.
enum ValueOrdering {
    /// Whether `lhs < rhs`; nil when they cannot be ordered (nil, different types, not Comparable).
    static func isLess(_ lhs: Any, than rhs: Any) -> Bool? {
        guard let lhs = ValueUnwrapping.unwrap(lhs), let rhs = ValueUnwrapping.unwrap(rhs),
            let comparable = lhs as? any Comparable
        else { return nil }
        return isLess(comparable, rhs)
    }

    /// Whether values of this type can be ordered at all.
    static func isComparable(_ value: Any) -> Bool {
        guard let value = ValueUnwrapping.unwrap(value) else { return true }
        return value is any Comparable
    }

    /// `lhs OP rhs` for an ordering operator; nil when the two cannot be ordered.
    static func holds(_ lhs: Any, _ operator: ExpectationOperator, _ rhs: Any) -> Bool? {
        switch `operator` {
        case .less: isLess(lhs, than: rhs)
        case .greater: isLess(rhs, than: lhs)
        case .lessOrEqual: isLess(rhs, than: lhs).map { !$0 }
        case .greaterOrEqual: isLess(lhs, than: rhs).map { !$0 }
        case .equal, .notEqual, .contains: nil
        }
    }

    private static func isLess<T: Comparable>(_ lhs: T, _ rhs: Any) -> Bool? {
        guard let rhs = rhs as? T else { return nil }
        return lhs < rhs
    }
}
