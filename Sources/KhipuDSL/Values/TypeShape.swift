/// Looks inside types known only as `Any.Type`: optionals, arrays, sets, dictionaries
/// and `@DSL` schemas.
package enum TypeShape {
    /// Deeper optionals than this are not looked through (they do not occur in models).
    static let maximumOptionalDepth = 16

    package static func unwrappingOptionals(_ type: Any.Type) -> Any.Type {
        var type = type
        for _ in 0..<maximumOptionalDepth {
            guard let optional = type as? any OptionalShape.Type else { break }
            type = optional.wrappedType
        }
        return type
    }

    package static func isOptional(_ type: Any.Type) -> Bool {
        type is any OptionalShape.Type
    }

    /// The element type of `[T]` or `Set<T>` (optionals looked through).
    package static func element(of type: Any.Type) -> Any.Type? {
        let type = unwrappingOptionals(type)
        if let array = type as? any ArrayShape.Type { return array.elementType }
        if let set = type as? any SetShape.Type { return set.elementType }
        return nil
    }

    package static func schema(of type: Any.Type) -> DSLTypeSchema? {
        (unwrappingOptionals(type) as? any DSLSchemaProviding.Type)?.dslSchema
    }

    /// The types a container holds directly: `T` for `T?`, `[T]` and `Set<T>`, `K` and
    /// `V` for `[K: V]`; empty for any other type.
    package static func containedTypes(of type: Any.Type) -> [Any.Type] {
        if let optional = type as? any OptionalShape.Type { return [optional.wrappedType] }
        if let array = type as? any ArrayShape.Type { return [array.elementType] }
        if let set = type as? any SetShape.Type { return [set.elementType] }
        if let dictionary = type as? any DictionaryShape.Type { return [dictionary.keyType, dictionary.valueType] }
        if let range = type as? any RangeShape.Type { return [range.boundType] }
        return []
    }

    package static func same(_ a: Any.Type, _ b: Any.Type) -> Bool {
        ObjectIdentifier(a) == ObjectIdentifier(b)
    }
}
