import KhipuDSL

/// Lets the decoder read fixture names, as a session does once `:fixtures` bound them.
struct FixtureResolver: DSLValueResolver {
    let values: [String: Any]

    func resolve(_ expression: DSLExpression, expecting expected: Any.Type?) throws -> Any {
        guard case .identifier(let name) = expression.kind, let value = values[name] else {
            throw Diagnostic(
                "only the fixtures' names can be used here",
                at: expression.range,
                notes: ["fixtures: " + values.keys.sorted().joined(separator: ", ")]
            )
        }
        return value
    }
}
