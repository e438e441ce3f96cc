/// The names a script or session has bound with `let`, in the order they were bound.
struct Bindings {
    private(set) var values: [String: Any] = [:]
    private(set) var order: [String] = []

    subscript(name: String) -> Any? { values[name] }

    mutating func bind(_ name: String, to value: Any) {
        if values[name] == nil { order.append(name) }
        values[name] = value
    }

    var names: [String] { order }
}
