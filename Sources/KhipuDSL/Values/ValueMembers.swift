/// What a path may read from a value: stored properties (through `Mirror`, so private
/// ones too), `[i]` on arrays, `["key"]` on dictionaries, and `count`, `first`, `last`,
/// `isEmpty`, `keys`, `values` where Swift has them. The interpreter, completion and
/// `describe` all read values through here, so they agree on what a path means.
///
/// Sets and dictionaries are unordered in Swift; here their elements (and keys) come in
/// the order of their printed forms, so that `first`, `keys` and `values` give the same
/// answer on every run.
package enum ValueMembers {
    /// Why a member or element could not be read.
    package enum Failure: Error, Equatable {
        /// The value is `nil` (at any depth of optionals).
        case isNil
        /// No member of that name; `kind` is what the value is ("a list", "TodoItem").
        case unknownMember(kind: String, available: [String])
        /// `[…]` on something that is neither a list nor a dictionary.
        case notSubscriptable(kind: String)
        case indexOutOfRange(index: Int, count: Int)
        /// The key is not of the dictionary's key type.
        case wrongKeyType(expected: String)
    }

    /// A member a value offers, for completion: its name and the DSL name of its type.
    package struct Member: Equatable {
        package let name: String
        package let typeName: String
    }

    /// What a value is, as far as paths are concerned.
    package enum Kind {
        case list([Any], shape: any ArrayShape.Type)
        case set([Any], shape: any SetShape.Type)
        case dictionary(any DictionaryShape)
        case string(String)
        case other(Mirror)
    }

    package static func kind(of value: Any) -> Kind {
        if let string = value as? String { return .string(string) }
        if let dictionary = value as? any DictionaryShape { return .dictionary(dictionary) }
        let mirror = Mirror(reflecting: value)
        let valueType = type(of: value)
        if let array = valueType as? any ArrayShape.Type, mirror.displayStyle == .collection {
            return .list(mirror.children.map(\.value), shape: array)
        }
        if let set = valueType as? any SetShape.Type {
            return .set(PrintedOrder.sorted(mirror.children.map(\.value)), shape: set)
        }
        return .other(mirror)
    }

    /// `value.name`, looking through optionals.
    package static func member(_ name: String, of value: Any) -> Result<Any, Failure> {
        guard let value = ValueUnwrapping.unwrap(value) else { return .failure(.isNil) }
        switch kind(of: value) {
        case .list(let elements, let shape):
            return listMember(name, elements, optional: shape.optionalElement)
        case .set(let elements, let shape):
            return listMember(name, elements, optional: shape.optionalElement)
        case .dictionary(let dictionary):
            switch name {
            case "count": return .success(dictionary.shapeCount)
            case "isEmpty": return .success(dictionary.shapeCount == 0)
            case "keys": return .success(dictionary.shapeSortedKeys)
            case "values": return .success(dictionary.shapeSortedValues)
            default: return .failure(.unknownMember(kind: "a dictionary", available: dictionaryMembers))
            }
        case .string(let string):
            switch name {
            case "count": return .success(string.count)
            case "isEmpty": return .success(string.isEmpty)
            default: return .failure(.unknownMember(kind: "a String", available: stringMembers))
            }
        case .other(let mirror):
            if let child = mirror.children.first(where: { $0.label == name }) {
                return .success(child.value)
            }
            // Named by the type the mirror reflects: a wrapper that reflects what it wraps (the
            // reducer adapter's `ReducedState<HelpdeskState>`) is, to a path, the user's type.
            return .failure(.unknownMember(kind: DSLTypeName.ofValue(value), available: mirror.children.compactMap(\.label)))
        }
    }

    private static func listMember(_ name: String, _ elements: [Any], optional: (Any?) -> Any) -> Result<Any, Failure> {
        switch name {
        case "count": .success(elements.count)
        case "isEmpty": .success(elements.isEmpty)
        case "first": .success(optional(elements.first))
        case "last": .success(optional(elements.last))
        default: .failure(.unknownMember(kind: "a list", available: listMembers))
        }
    }

    /// `value[index]` on a list, looking through optionals.
    package static func element(at index: Int, of value: Any) -> Result<Any, Failure> {
        guard let value = ValueUnwrapping.unwrap(value) else { return .failure(.isNil) }
        guard case .list(let elements, _) = kind(of: value) else {
            return .failure(.notSubscriptable(kind: DSLTypeName.ofValue(value)))
        }
        guard index >= 0, index < elements.count else {
            return .failure(.indexOutOfRange(index: index, count: elements.count))
        }
        return .success(elements[index])
    }

    /// `value[key]` on a dictionary: the value for the key as `Value?`, as in Swift.
    package static func value(forKey key: Any, of value: Any) -> Result<Any, Failure> {
        guard let value = ValueUnwrapping.unwrap(value) else { return .failure(.isNil) }
        guard let dictionary = value as? any DictionaryShape else {
            return .failure(.notSubscriptable(kind: DSLTypeName.ofValue(value)))
        }
        guard let found = dictionary.shapeLookup(key) else {
            return .failure(.wrongKeyType(expected: DSLTypeName.of(type(of: dictionary).keyType)))
        }
        return .success(found)
    }

    /// The type a subscript's index must have: `Int` for a list, the key type for a
    /// dictionary, nil for anything else (or `nil`).
    package static func subscriptIndexType(of value: Any) -> Any.Type? {
        guard let value = ValueUnwrapping.unwrap(value) else { return nil }
        if let dictionary = value as? any DictionaryShape { return type(of: dictionary).keyType }
        if case .list = kind(of: value) { return Int.self }
        return nil
    }

    /// The members `member(_:of:)` accepts on this value, with their types.
    package static func members(of value: Any) -> [Member] {
        guard let value = ValueUnwrapping.unwrap(value) else { return [] }
        switch kind(of: value) {
        case .list(_, let shape):
            return collectionMembers(element: DSLTypeName.of(shape.elementType))
        case .set(_, let shape):
            return collectionMembers(element: DSLTypeName.of(shape.elementType))
        case .dictionary(let dictionary):
            let shape = type(of: dictionary)
            return [
                Member(name: "count", typeName: "Int"), Member(name: "isEmpty", typeName: "Bool"),
                Member(name: "keys", typeName: "[\(DSLTypeName.of(shape.keyType))]"),
                Member(name: "values", typeName: "[\(DSLTypeName.of(shape.valueType))]"),
            ]
        case .string:
            return [Member(name: "count", typeName: "Int"), Member(name: "isEmpty", typeName: "Bool")]
        case .other(let mirror):
            guard mirror.displayStyle == .struct || mirror.displayStyle == .class else { return [] }
            return mirror.children.compactMap { child in
                child.label.map { Member(name: $0, typeName: DSLTypeName.of(type(of: child.value))) }
            }
        }
    }

    private static func collectionMembers(element: String) -> [Member] {
        [
            Member(name: "count", typeName: "Int"), Member(name: "first", typeName: "\(element)?"),
            Member(name: "last", typeName: "\(element)?"), Member(name: "isEmpty", typeName: "Bool"),
        ]
    }

    static let listMembers = ["count", "first", "last", "isEmpty"]
    static let dictionaryMembers = ["count", "isEmpty", "keys", "values"]
    static let stringMembers = ["count", "isEmpty"]
}

extension ValueMembers.Failure {
    /// The failure in words; `path` is the text of the value (`state.items`).
    package func message(member name: String, path: String) -> String {
        switch self {
        case .isNil: "'\(path)' is nil, it has no '\(name)'"
        case .unknownMember(let kind, _) where kind.hasPrefix("a "): "\(kind) has no '\(name)'"
        case .unknownMember(let kind, _): "\(kind) has no property '\(name)'"
        case .notSubscriptable(let kind): "\(kind) is neither a list nor a dictionary; [\(name)] needs one"
        case .indexOutOfRange(let index, _): "index \(index) is out of range"
        case .wrongKeyType(let expected): "the dictionary's keys are \(expected)"
        }
    }

    /// What would help.
    package var notes: [String] {
        switch self {
        case .unknownMember(let kind, let available) where kind.hasPrefix("a "):
            ["\(kind) has " + available.joined(separator: ", ") + (kind == "a list" ? " and [index]" : kind == "a dictionary" ? " and [key]" : "")]
        case .unknownMember(_, let available):
            available.isEmpty ? [] : ["its properties: " + available.joined(separator: ", ")]
        case .indexOutOfRange(_, let count):
            [count == 0 ? "the list is empty" : "the list has \(count) element\(count == 1 ? "" : "s"): 0…\(count - 1)"]
        default:
            []
        }
    }

    /// The names a "did you mean" may suggest.
    package var candidates: [String] {
        if case .unknownMember(_, let available) = self { return available }
        return []
    }
}
