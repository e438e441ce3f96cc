import KhipuDSL

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

    static func member(_ name: String, of value: Any) -> Any? {
        try? ValueMembers.member(name, of: value).get()
    }

    static func element(_ position: Int, of value: Any) -> Any? {
        try? ValueMembers.element(at: position, of: value).get()
    }
}
