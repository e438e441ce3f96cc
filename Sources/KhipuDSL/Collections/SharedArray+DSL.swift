/// What makes a `SharedArray` an array to the DSL: paths, completion and the type graph
/// see a list of `Element` (`ArrayShape`), and the decoder builds it from `[…]` without
/// `Codable`'s containers, as it builds an `Array`.
extension SharedArray: ArrayShape {
    package static var elementType: Any.Type { Element.self }

    package static func optionalElement(_ element: Any?) -> Any {
        element.flatMap { $0 as? Element } as Any
    }
}

extension SharedArray: ArrayDecoding where Element: Decodable {
    static func decodeElements(_ elements: [DSLExpression], with decoder: ExpressionDecoder) throws -> Self {
        Self(try [Element].decodeElements(elements, with: decoder))
    }
}

extension DSLTypeName {
    /// The runtime's name of `SharedArray<T>` up to its argument, as `String(reflecting:)` writes it.
    private static let sharedArrayPrefix = String(String(reflecting: SharedArray<Int>.self).prefix(while: { $0 != "<" })) + "<"

    /// A reflected type name with every `SharedArray<T>` spelled as the array it stands
    /// for, so that the DSL writes it `[T]`.
    static func spellingSharedArraysAsArrays(_ reflected: String) -> String {
        reflected.replacing(sharedArrayPrefix, with: "Swift.Array<")
    }

    /// A type as a declaration writes it (a schema's `typeName`), with a `SharedArray<T>`
    /// in it written `[T]`, as everywhere else in the DSL.
    static func declared(_ written: String, type: Any.Type) -> String {
        written.contains("SharedArray<") ? of(type) : written
    }
}

/// A `SharedArray` where an `Array` of its elements is expected, and the other way round:
/// `let items: [TodoItem] = state.todos.items` holds, as the two are one type to the DSL.
enum SharedArrayConversion {
    static func converted<T>(_ value: Any, to type: T.Type) -> T? {
        if let shared = value as? any ArrayConvertible { return shared.anyArray as? T }
        return (T.self as? any ArrayConvertible.Type)?.fromAnyArray(value) as? T
    }
}

protocol ArrayConvertible {
    /// The elements as `[Element]`.
    var anyArray: Any { get }
    /// `value` as this type when it is an `[Element]`.
    static func fromAnyArray(_ value: Any) -> Self?
}

extension SharedArray: ArrayConvertible {
    var anyArray: Any { array }

    static func fromAnyArray(_ value: Any) -> Self? {
        (value as? [Element]).map(Self.init)
    }
}
