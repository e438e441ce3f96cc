/// Emits `DSLSchemaProviding` for an enum or a struct: its cases or stored properties,
/// labels, parameter types, `///` doc comments and callable initializers.
///
/// An enum declared `Codable` (or `Decodable`) also gets `DSLConstructible`, so the
/// decoder builds its cases without `Codable`'s containers; so does a struct that lists
/// `DSLConstructible` itself (`struct TodoItem: Codable, DSLConstructible`) and has the
/// memberwise initializer or one that only sets each stored property. Either must keep the
/// synthesised `Codable`: `@DSL` sees an `init(from:)` written in the type's body, not one
/// written in an extension, which the fast path would skip. The same types get
/// `DSLPrintable` (a struct also when it lists `DSLPrintable`), so the compact printer
/// writes them without `Codable`'s containers.
///
/// The conformances take the isolation of the type: a `nonisolated` type (or one nested in
/// a `nonisolated` type) gets `nonisolated` conformances, a `@MainActor` type `@MainActor`
/// ones, any other the module's default. In a target with
/// `.defaultIsolation(MainActor.self)` a domain's types are therefore declared `nonisolated`.
/// A stored property of a type whose `Codable` form is a bare list of numbers (`CGPoint`,
/// `SIMD2<Float>`) is a warning: no text can spell its values by name.
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
@attached(extension, conformances: DSLSchemaProviding, DSLConstructible, DSLPrintable, DSLReadable, names: named(dslSchema), named(dslConstruct), named(dslInitialize), named(dslInitializerCount), named(dslPrint), named(dslRead))
@attached(member, names: named(dslSchema), named(dslConstruct), named(dslInitialize), named(dslInitializerCount), named(dslPrint), named(dslPrintedTypeName), named(dslRead))
public macro DSL() = #externalMacro(module: "KhipuDSLMacros", type: "DSLMacro")
