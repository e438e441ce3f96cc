import KhipuDSL

/// Lets the decoder read fixture names, as a session does once `:fixtures` bound them.
struct FixtureResolver: DSLValueResolver {
    let values: [String: Any]

    func resolve(_ expression: DSLExpression, expecting expected: Any.Type?) throws -> Any {
        guard case .identifier(let name) = expression.kind, let value = values[name] else {
            throw Diagnostic.notAFixture(among: values.keys.sorted(), at: expression.range)
        }
        return value
    }
}

extension Diagnostic {
    /// In a fixture's text, anything but the name of another fixture.
    static func notAFixture(among names: [String], at range: SourceRange) -> Diagnostic {
        Diagnostic("only the fixtures' names can be used here", at: range, notes: ["fixtures: " + names.joined(separator: ", ")], id: .unknownName)
    }
}
