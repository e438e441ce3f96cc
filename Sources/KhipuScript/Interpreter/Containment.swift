import KhipuDSL
/// What `contains` looks into: the elements of an array or a set, the keys of a dictionary.
protocol MemberHolding {
    static var memberType: Any.Type { get }
    var members: [Any] { get }
}

extension Array: MemberHolding {
    static var memberType: Any.Type { Element.self }
    var members: [Any] { map { $0 } }
}

extension Set: MemberHolding {
    static var memberType: Any.Type { Element.self }
    var members: [Any] { map { $0 } }
}

extension Dictionary: MemberHolding {
    static var memberType: Any.Type { Key.self }
    var members: [Any] { keys.map { $0 } }
}

/// The left side of `expect a contains b`: a string (which contains substrings) or a
/// collection (which contains members).
enum Container {
    case text(String)
    case members([Any], memberType: Any.Type)

    init?(_ value: Any) {
        guard let value = ValueUnwrapping.unwrap(value) else { return nil }
        if let text = value as? String {
            self = .text(text)
        } else if let holder = value as? any MemberHolding {
            self = .members(holder.members, memberType: type(of: holder).memberType)
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
