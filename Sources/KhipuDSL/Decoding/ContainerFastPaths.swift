/// Optionals and arrays decoded without `Codable`'s containers: the same results as
/// `Optional.init(from:)` and `Array.init(from:)`, with no container boxes.
protocol OptionalDecoding {
    static var absent: Self { get }
    static func decodeWrapped(from node: DSLExpression, with decoder: ExpressionDecoder) throws -> Self
}

extension Optional: OptionalDecoding where Wrapped: Decodable {
    static var absent: Self { nil }

    static func decodeWrapped(from node: DSLExpression, with decoder: ExpressionDecoder) throws -> Self {
        .some(try decoder.decode(Wrapped.self, from: node))
    }
}

protocol ArrayDecoding {
    static func decodeElements(_ elements: [DSLExpression], with decoder: ExpressionDecoder) throws -> Self
}

extension Array: ArrayDecoding where Element: Decodable {
    static func decodeElements(_ elements: [DSLExpression], with decoder: ExpressionDecoder) throws -> Self {
        var array: [Element] = []
        array.reserveCapacity(elements.count)
        for element in elements {
            array.append(try decoder.decode(Element.self, from: element))
        }
        return array
    }
}
