/// Builds `T?`, `[T]`, `Set<T>` and `[K: V]` from element types known only at run time.
package enum TypeComposition {
    package static func optional(_ wrapped: any Decodable.Type) -> any Decodable.Type {
        optionalOf(wrapped)
    }

    package static func array(_ element: any Decodable.Type) -> any Decodable.Type {
        arrayOf(element)
    }

    /// nil when the element is not `Hashable`.
    package static func set(_ element: any Decodable.Type) -> (any Decodable.Type)? {
        (element as? any (Decodable & Hashable).Type).map { setOf($0) }
    }

    /// `ClosedRange<T>` or `Range<T>`; nil when the bound is not `Comparable`.
    package static func range(_ bound: any Decodable.Type, isClosed: Bool) -> (any Decodable.Type)? {
        (bound as? any (Decodable & Comparable).Type).map { isClosed ? closedRangeOf($0) : rangeOf($0) }
    }

    private static func closedRangeOf<T: Decodable & Comparable>(_: T.Type) -> any Decodable.Type { ClosedRange<T>.self }
    private static func rangeOf<T: Decodable & Comparable>(_: T.Type) -> any Decodable.Type { Range<T>.self }

    /// nil when the key is not `Hashable`.
    package static func dictionary(_ key: any Decodable.Type, _ value: any Decodable.Type) -> (any Decodable.Type)? {
        (key as? any (Decodable & Hashable).Type).map { dictionaryOf($0, value) }
    }

    private static func optionalOf<T: Decodable>(_: T.Type) -> any Decodable.Type { T?.self }
    private static func arrayOf<T: Decodable>(_: T.Type) -> any Decodable.Type { [T].self }
    private static func setOf<T: Decodable & Hashable>(_: T.Type) -> any Decodable.Type { Set<T>.self }

    private static func dictionaryOf<K: Decodable & Hashable>(_: K.Type, _ value: any Decodable.Type) -> any Decodable.Type {
        dictionaryOf(K.self, opening: value)
    }

    private static func dictionaryOf<K: Decodable & Hashable, V: Decodable>(_: K.Type, opening _: V.Type) -> any Decodable.Type {
        [K: V].self
    }
}
