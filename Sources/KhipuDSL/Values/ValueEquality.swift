/// Compares two values known only as `Any`, the way `==` would if their types were known:
/// optionals are looked through, and values of different types are unequal.
package enum ValueEquality {
    package static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        switch (ValueUnwrapping.unwrap(lhs), ValueUnwrapping.unwrap(rhs)) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (lhs?, rhs?):
            guard let equatable = lhs as? any Equatable else { return false }
            return isEqual(equatable, rhs)
        }
    }

    /// What expectations compare by: `==` with optionals looked through, or else equal part
    /// by part with a NaN equal to a NaN (`areStructurallyEqual`), so `expect d == .nan`
    /// holds for a NaN. The domain's own `==` is unchanged.
    package static func areEqualForExpectations(_ lhs: Any, _ rhs: Any) -> Bool {
        if areEqual(lhs, rhs) { return true }
        guard let lhs = ValueUnwrapping.unwrap(lhs), let rhs = ValueUnwrapping.unwrap(rhs) else { return false }
        return areStructurallyEqual(lhs, rhs)
    }

    /// Equal as `==` says, or, where `==` says no, equal part by part with a NaN equal to a
    /// NaN of the same type: a value holding `.nan` is the same value after a round trip
    /// even though `==` never says so. Stored properties `==` ignores are not compared.
    package static func areStructurallyEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        structurallyEqual(lhs, rhs, depth: 0)
    }

    private static func structurallyEqual(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        if let equatable = lhs as? any Equatable, isEqual(equatable, rhs) { return true }
        if let lhs = lhs as? any BinaryFloatingPoint, let rhs = rhs as? any BinaryFloatingPoint {
            return lhs.isNaN && rhs.isNaN
        }
        guard depth < 64 else { return false }
        let left = Mirror(reflecting: lhs)
        let right = Mirror(reflecting: rhs)
        if left.displayStyle == .dictionary {
            return sameEntries(lhs, rhs, depth: depth)
        }
        // Without parts, `==` (or its absence) had the last word.
        guard !left.children.isEmpty, left.children.count == right.children.count else { return false }
        if left.displayStyle == .set {
            let rightElements = right.children.map(\.value)
            return left.children.allSatisfy { element in rightElements.contains { structurallyEqual(element.value, $0, depth: depth + 1) } }
        }
        return zip(left.children, right.children).allSatisfy {
            $0.label == $1.label && structurallyEqual($0.value, $1.value, depth: depth + 1)
        }
    }

    private static func sameEntries(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
        guard let lhs = lhs as? any DictionaryShape, let rhs = rhs as? any DictionaryShape, lhs.shapeCount == rhs.shapeCount,
            let keys = lhs.shapeSortedKeys as? [Any]
        else { return false }
        return keys.allSatisfy { key in
            guard let left = lhs.shapeLookup(key), let right = rhs.shapeLookup(key) else { return false }
            return structurallyEqual(left, right, depth: depth + 1)
        }
    }

    private static func isEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }
}
