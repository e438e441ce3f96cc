/// Emits `DSLSchemaProviding` for an enum or a struct: its cases or stored properties,
/// labels, parameter types, `///` doc comments and callable initializers.
///
/// Apply it to every type that appears in a Message or Change DSL, nested ones included:
///
/// ```swift
/// @DSL enum Message: Codable, Equatable {
///     /// Everything about the todo list.
///     case todos(Todos)
///     @DSL enum Todos: Codable, Equatable { ... }
/// }
/// ```
@attached(extension, conformances: DSLSchemaProviding, names: named(dslSchema))
@attached(member, names: named(dslSchema))
public macro DSL() = #externalMacro(module: "KhipuDSLMacros", type: "DSLMacro")
