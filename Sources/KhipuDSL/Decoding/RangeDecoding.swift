import KhipuInternals

/// `ClosedRange` and `Range` of any `Decodable` bound, read from `8...20` and `8..<20`
/// rather than from their `Codable` form (an array of the two bounds), which is not how
/// Swift writes a range.
protocol RangeDecoding {
    static var isClosed: Bool { get }
    static var boundType: Any.Type { get }
    static func decodeBounds(_ lower: DSLExpression, _ upper: DSLExpression, with decoder: ExpressionDecoder) throws -> Self
}

extension ClosedRange: RangeDecoding where Bound: Decodable {
    static var isClosed: Bool { true }
    static var boundType: Any.Type { Bound.self }

    static func decodeBounds(_ lower: DSLExpression, _ upper: DSLExpression, with decoder: ExpressionDecoder) throws -> Self {
        let (low, high) = try decoder.decodeOrderedBounds(Bound.self, lower, upper, isClosed: true)
        return low...high
    }
}

extension Range: RangeDecoding where Bound: Decodable {
    static var isClosed: Bool { false }
    static var boundType: Any.Type { Bound.self }

    static func decodeBounds(_ lower: DSLExpression, _ upper: DSLExpression, with decoder: ExpressionDecoder) throws -> Self {
        let (low, high) = try decoder.decodeOrderedBounds(Bound.self, lower, upper, isClosed: false)
        return low..<high
    }
}

extension ExpressionDecoder {
    /// A range where `T`, a `ClosedRange` or a `Range`, is expected.
    func decodeRange<T>(_ range: any RangeDecoding.Type, as type: T.Type, from node: DSLExpression) throws -> T {
        try decodeOpenedRange(range, as: T.self, from: node)
    }

    /// `Bounds` is `T`: the entry it comes from is `T`'s.
    private func decodeOpenedRange<Bounds: RangeDecoding, T>(_ range: Bounds.Type, as type: T.Type, from node: DSLExpression) throws -> T {
        guard case .range(let lower, let upper, let isClosed) = node.kind else {
            throw Diagnostic.notARange(
                expected: DSLTypeName.of(T.self), found: ExpressionText.describe(node), at: node.range, notes: [Self.rangeExample(Bounds.self)])
        }
        guard isClosed == Bounds.isClosed else {
            let spelled = Bounds.isClosed ? "'...'" : "'..<'"
            throw Diagnostic.wrongRangeOperator(
                DSLTypeName.of(T.self), isWritten: spelled, at: node.range, notes: [Self.rangeExample(Bounds.self)])
        }
        try enterLevel(at: node)
        defer { leaveLevel() }
        return reinterpret(try Bounds.decodeBounds(lower, upper, with: self), as: T.self)
    }

    /// Both bounds, the lower not above the upper (as Swift's range operators require).
    func decodeOrderedBounds<Bound: Decodable & Comparable>(
        _ type: Bound.Type, _ lower: DSLExpression, _ upper: DSLExpression, isClosed: Bool
    ) throws -> (Bound, Bound) {
        let low: Bound = try decode(Bound.self, from: lower)
        let high: Bound = try decode(Bound.self, from: upper)
        guard low <= high else {
            throw Diagnostic.rangeBoundsReversed(at: SourceRange(lower.range.start, upper.range.end))
        }
        return (low, high)
    }

    /// "write a ClosedRange<Int> as lower...upper, e.g. 8...20".
    private static func rangeExample(_ range: any RangeDecoding.Type) -> String {
        let example = range.boundType == Double.self || range.boundType == Float.self ? ("0.5", "1.5") : ("8", "20")
        return range.isClosed
            ? "a ClosedRange is written lower...upper, e.g. \(example.0)...\(example.1)"
            : "a Range is written lower..<upper, e.g. \(example.0)..<\(example.1)"
    }
}
