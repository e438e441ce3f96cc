/// Emits `DSLSchemaProviding` for an enum or a struct: its cases or stored properties,
/// labels, parameter types, `///` doc comments and callable initializers. A type declared
/// `Codable` (or `Decodable`) with the synthesised conformance also gets `DSLConstructible`,
/// so the decoder builds its values without `Codable`'s containers.
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
@attached(extension, conformances: DSLSchemaProviding, DSLConstructible, names: named(dslSchema), named(dslConstruct))
@attached(member, names: named(dslSchema), named(dslConstruct))
public macro DSL() = #externalMacro(module: "KhipuDSLMacros", type: "DSLMacro")
