/// Evaluates the path before a `.` being completed (`state.todos.items[0]`, `coffee`)
/// the way the interpreter does, but quietly: nil when it does not lead anywhere.
enum ValuePath {
    static func evaluate(_ chain: [PartialToken], in context: CompletionContext) -> Any? {
        guard let first = chain.first?.identifier else { return nil }
        var value: Any
        if first == "state" {
            value = context.state
        } else if let bound = context.bindings.last(where: { $0.name == first }) {
            value = bound.value
        } else {
            return nil
        }
        var index = 1
        while index < chain.count {
            switch chain[index].kind {
            case .symbol("."):
                guard index + 1 < chain.count, let name = chain[index + 1].identifier, let next = member(name, of: value) else {
                    return nil
                }
                value = next
                index += 2
            case .closedSubscript(let position?):
                guard let next = element(position, of: value) else { return nil }
                value = next
                index += 1
            default:
                return nil
            }
        }
        return value
    }

    /// Looks through any depth of `Optional`; nil for `nil`.
    static func unwrap(_ value: Any) -> Any? {
        var value = value
        for _ in 0..<8 {
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .optional else { return value }
            guard let wrapped = mirror.children.first?.value else { return nil }
            value = wrapped
        }
        return value
    }

    static func member(_ name: String, of value: Any) -> Any? {
        guard let value = unwrap(value) else { return nil }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .collection || mirror.displayStyle == .set {
            let elements = mirror.children.map(\.value)
            switch name {
            case "count": return elements.count
            case "first": return elements.first
            case "last": return elements.last
            case "isEmpty": return elements.isEmpty
            default: return nil
            }
        }
        if let string = value as? String {
            return name == "count" ? string.count : name == "isEmpty" ? string.isEmpty : nil
        }
        return mirror.children.first { $0.label == name }?.value
    }

    static func element(_ position: Int, of value: Any) -> Any? {
        guard let value = unwrap(value) else { return nil }
        let elements = Mirror(reflecting: value).children.map(\.value)
        guard Mirror(reflecting: value).displayStyle == .collection, position >= 0, position < elements.count else { return nil }
        return elements[position]
    }
}
