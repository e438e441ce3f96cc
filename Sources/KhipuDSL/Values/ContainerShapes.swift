/// Lets code that knows a type only as `Any.Type` (or a value only as `Any`) see inside
/// the standard containers: `T?`, `[T]`, `Set<T>` and `[K: V]`. The package's one set of
/// marker protocols; the decoder's fast paths (`OptionalDecoding`, `ArrayDecoding`) are
/// separate because they carry decoding code.
package protocol OptionalShape {
    static var wrappedType: Any.Type { get }
}

package protocol ArrayShape {
    static var elementType: Any.Type { get }
    /// `element` as this array's `Element?`, so that `first` keeps its type.
    static func optionalElement(_ element: Any?) -> Any
}

package protocol SetShape {
    static var elementType: Any.Type { get }
    static func optionalElement(_ element: Any?) -> Any
}

/// `ClosedRange` and `Range`, whose bounds are values of the DSL like any other.
package protocol RangeShape {
    static var boundType: Any.Type { get }
    /// `...` (a `ClosedRange`) rather than `..<` (a `Range`).
    static var isClosed: Bool { get }
}

extension ClosedRange: RangeShape {
    package static var boundType: Any.Type { Bound.self }
    package static var isClosed: Bool { true }
}

extension Range: RangeShape {
    package static var boundType: Any.Type { Bound.self }
    package static var isClosed: Bool { false }
}

package protocol DictionaryShape {
    static var keyType: Any.Type { get }
    static var valueType: Any.Type { get }
    var shapeCount: Int { get }
    /// The keys as `[Key]`, in the order of their printed forms.
    var shapeSortedKeys: Any { get }
    /// The values as `[Value]`, in the order of their keys' printed forms.
    var shapeSortedValues: Any { get }
    /// `self[key]` as `Value?`; nil when `key` is not a `Key`.
    func shapeLookup(_ key: Any) -> Any?
}

extension Optional: OptionalShape {
    package static var wrappedType: Any.Type { Wrapped.self }
}

extension Array: ArrayShape {
    package static var elementType: Any.Type { Element.self }

    package static func optionalElement(_ element: Any?) -> Any {
        element.flatMap { $0 as? Element } as Any
    }
}

extension Set: SetShape {
    package static var elementType: Any.Type { Element.self }

    package static func optionalElement(_ element: Any?) -> Any {
        element.flatMap { $0 as? Element } as Any
    }
}

extension Dictionary: DictionaryShape {
    package static var keyType: Any.Type { Key.self }
    package static var valueType: Any.Type { Value.self }
    package var shapeCount: Int { count }

    package var shapeSortedKeys: Any {
        PrintedOrder.sorted(Array(keys))
    }

    package var shapeSortedValues: Any {
        PrintedOrder.sorted(Array(keys)).map { self[$0]! }
    }

    package func shapeLookup(_ key: Any) -> Any? {
        guard let key = key as? Key else { return nil }
        return self[key] as Any
    }
}
