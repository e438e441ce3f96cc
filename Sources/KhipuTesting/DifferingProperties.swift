/// The names of the stored properties that differ between two values of a struct, e.g.
/// `["state", "changed"]` after finishing a todo item; for checking that a change
/// touched what it should and nothing else.
///
/// Properties are compared with `==` where their type is `Equatable`, else by their
/// printed form.
public func differingProperties<Value>(_ a: Value, _ b: Value) -> Set<String> {
    let left = Mirror(reflecting: a).children
    let right = Mirror(reflecting: b).children
    var names: Set<String> = []
    for (index, (l, r)) in zip(left, right).enumerated() where !areEqual(l.value, r.value) {
        names.insert(l.label ?? "\(index)")
    }
    return names
}

private func areEqual(_ a: Any, _ b: Any) -> Bool {
    if let a = a as? any Equatable {
        return isEqual(a, b)
    }
    return String(reflecting: a) == String(reflecting: b)
}

private func isEqual<E: Equatable>(_ a: E, _ b: Any) -> Bool {
    guard let b = b as? E else { return false }
    return a == b
}
