/// Optionals and arrays decoded without `Codable`'s containers: the same results as
/// `Optional.init(from:)` and `Array.init(from:)`, with no container boxes.
protocol OptionalDecoding {
    static var absent: Self { get }
    static var wrappedType: Any.Type { get }
    static func decodeWrapped(from node: DSLExpression, with decoder: ExpressionDecoder) throws -> Self
}

extension Optional: OptionalDecoding where Wrapped: Decodable {
    static var absent: Self { nil }
    static var wrappedType: Any.Type { Wrapped.self }

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

protocol DictionaryDecoding {
    static func decodeEntries(_ entries: [DictionaryEntry], with decoder: ExpressionDecoder) throws -> Self
}

extension Dictionary: DictionaryDecoding where Key: Decodable, Value: Decodable {
    /// Keys of any decodable type, unlike `Dictionary.init(from:)`'s string-keyed form; a
    /// key written twice is an error, as in a Swift literal.
    static func decodeEntries(_ entries: [DictionaryEntry], with decoder: ExpressionDecoder) throws -> Self {
        var dictionary: [Key: Value] = [:]
        dictionary.reserveCapacity(entries.count)
        for entry in entries {
            let key = try decoder.decode(Key.self, from: entry.key)
            guard dictionary[key] == nil else {
                throw Diagnostic.duplicateKey(ExpressionText.source(of: entry.key), at: entry.key.range)
            }
            dictionary[key] = try decoder.decode(Value.self, from: entry.value)
        }
        return dictionary
    }
}
