import Khipu

/// What the REPL's completion reads from a session besides what `Interpreter` shows:
/// bound values and the Change DSL of a model.
extension Interpreter {
    /// The names bound with `let` and their values, in the order they were bound.
    package var boundValues: [(name: String, value: Any)] {
        bindings.names.compactMap { name in bindings[name].map { (name, $0) } }
    }

    /// The `Change` type of a value whose type has a Change DSL (`coffee.alter(…)`).
    package static func changeType(of value: Any) -> Any.Type? {
        guard let model = value as? any Alterable else { return nil }
        return changeType(model)
    }

    private static func changeType<Model: Alterable>(_ model: Model) -> Any.Type {
        Model.Change.self
    }
}

extension Interpreter {
    /// Each simulated gateway's modes with what they do, the default first.
    package var gatewayModes: [String: [(name: String, summary: String)]] {
        Dictionary(session.gateways.map { ($0.name, $0.modes) }, uniquingKeysWith: { first, _ in first })
    }
}
