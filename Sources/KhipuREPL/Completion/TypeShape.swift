import KhipuDSL

/// Looks inside types known only as `Any.Type`: optionals, arrays and DSL schemas.
enum TypeShape {
    static func unwrappingOptionals(_ type: Any.Type) -> Any.Type {
        var type = type
        for _ in 0..<8 {
            guard let optional = type as? any OptionalTypeShape.Type else { break }
            type = optional.wrappedType
        }
        return type
    }

    static func isOptional(_ type: Any.Type) -> Bool {
        type is any OptionalTypeShape.Type
    }

    static func element(of type: Any.Type) -> Any.Type? {
        (unwrappingOptionals(type) as? any ArrayTypeShape.Type)?.elementType
    }

    static func schema(of type: Any.Type) -> DSLTypeSchema? {
        (unwrappingOptionals(type) as? any DSLSchemaProviding.Type)?.dslSchema
    }

    static func same(_ a: Any.Type, _ b: Any.Type) -> Bool {
        ObjectIdentifier(a) == ObjectIdentifier(b)
    }
}

protocol OptionalTypeShape {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalTypeShape {
    static var wrappedType: Any.Type { Wrapped.self }
}

protocol ArrayTypeShape {
    static var elementType: Any.Type { get }
}

extension Array: ArrayTypeShape {
    static var elementType: Any.Type { Element.self }
}
