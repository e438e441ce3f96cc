/// Evaluates the expressions the DSL cannot evaluate on its own: bound names (`coffee`),
/// paths (`state.todos.items[0]`) and method calls (`coffee.alter(.finish)`).
/// The interpreter implements it; the DSL knows nothing of bindings or domains.
public protocol DSLValueResolver {
    /// The value of an `.identifier`, `.member`, `.subscript` or `.methodCall` expression.
    /// `expected` is the type the surrounding context wants, when it is known.
    /// Throws a `Diagnostic` pointing into the expression when it cannot be evaluated.
    func resolve(_ expression: DSLExpression, expecting expected: Any.Type?) throws -> Any
}
