import KhipuDSL

/// Hosts a reducer's state in a Khipu store: a model whose `Change` DSL is the reducer's
/// actions, so `store.change(action)` reduces, and the store's persistence, `:state`,
/// `:undo` and a script's `state.alter(action)` work as for any other model.
///
/// It is invisible from outside: it encodes and decodes as the wrapped state (the store
/// file and the printer show the state itself), and reflects the wrapped state's
/// properties, so a script's path reads `state.start`, not `state.state.start`.
public struct ReducedState<State: Reducible>: Alterable, Codable, Equatable, CustomReflectable {
    public typealias Change = State.Action

    /// The reducer's state.
    public let state: State

    public init(_ state: State) {
        self.state = state
    }

    /// Reduces the actions in order with `State.reducer`.
    public func alter(_ actions: Change...) -> Self {
        Self(actions.reduce(state, State.reducer))
    }

    public init(from decoder: any Decoder) throws {
        state = try decoder.singleValueContainer().decode(State.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(state)
    }

    public var customMirror: Mirror {
        Mirror(reflecting: state)
    }
}

extension ReducedState: Sendable where State: Sendable {}

/// Read as the wrapped state, as `init(from:)` decodes it.
extension ReducedState: DSLReadable where State: DSLReadable {
    public static func dslRead(from reader: inout DSLTextReader) throws -> Self {
        Self(try State.dslRead(from: &reader))
    }
}
