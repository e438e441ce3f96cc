import KhipuDSL

/// The left side of `expect a contains b`: a string (which contains substrings) or a
/// collection (which contains members).
enum Container {
    case text(String)
    case members([Any], memberType: Any.Type)

    init?(_ value: Any) {
        guard let value = ValueUnwrapping.unwrap(value) else { return nil }
        if let text = value as? String {
            self = .text(text)
        } else if let dictionary = value as? any DictionaryShape {
            // A dictionary contains its keys.
            self = .members(dictionary.shapeSortedKeys as? [Any] ?? [], memberType: type(of: dictionary).keyType)
        } else if let array = type(of: value) as? any ArrayShape.Type {
            self = .members(Mirror(reflecting: value).children.map(\.value), memberType: array.elementType)
        } else if let set = type(of: value) as? any SetShape.Type {
            self = .members(Mirror(reflecting: value).children.map(\.value), memberType: set.elementType)
        } else {
            return nil
        }
    }

    /// What the right side is read as: `String` for a text, the member type otherwise.
    var memberType: Any.Type {
        switch self {
        case .text: String.self
        case .members(_, let memberType): memberType
        }
    }
}
