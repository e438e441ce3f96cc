/// Looks through `Optional`s wrapped in `Any`, at any depth.
package enum ValueUnwrapping {
    /// The value inside any depth of optionals; nil for `nil`.
    package static func unwrap(_ value: Any) -> Any? {
        var value = value
        for _ in 0...TypeShape.maximumOptionalDepth {
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .optional else { return value }
            guard let wrapped = mirror.children.first?.value else { return nil }
            value = wrapped
        }
        return value
    }

    /// The type of the value inside its optionals, or of the value itself when it is `nil`.
    package static func unwrappedType(of value: Any) -> Any.Type {
        type(of: unwrap(value) ?? value)
    }
}
