import KhipuDSL

/// Compares two values known only as `Any`, the way `==` would if their types were known:
/// optionals are looked through, and values of different types are unequal.
///
/// One exception, so that expectations can check values holding a NaN: a value that is
/// not `==` to itself (it holds a NaN somewhere) equals another of its type that prints
/// the same DSL text, so `.nan` matches `.nan`. The domain's own `==` is unchanged.
enum ValueEquality {
    static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        let lhs = OptionalUnwrapping.unwrap(lhs)
        let rhs = OptionalUnwrapping.unwrap(rhs)
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (lhs?, rhs?):
            guard let equatable = lhs as? any Equatable else { return false }
            if isEqual(equatable, rhs) { return true }
            return !isEqual(equatable, lhs) && type(of: lhs) == type(of: rhs) && printSame(lhs, rhs)
        }
    }

    private static func printSame(_ lhs: Any, _ rhs: Any) -> Bool {
        guard let lhs = lhs as? any Encodable, let rhs = rhs as? any Encodable else { return false }
        return DSLPrinter.print(lhs) == DSLPrinter.print(rhs)
    }

    private static func isEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }
}

/// Looks through any depth of `Optional` wrapped in `Any`.
enum OptionalUnwrapping {
    static func unwrap(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        guard let wrapped = mirror.children.first?.value else { return nil }
        return unwrap(wrapped)
    }

    static func isOptionalType(_ type: Any.Type) -> Bool {
        type is any OptionalProtocol.Type
    }
}

protocol OptionalProtocol {}
extension Optional: OptionalProtocol {}
