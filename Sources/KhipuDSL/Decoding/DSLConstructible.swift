/// Builds a value straight from checked arguments, without `Codable`'s keyed containers:
/// the fast path of `DSLValueDecoder`, several times quicker than `init(from:)`.
///
/// Meant to be emitted by `@DSL` beside the schema, e.g. for
/// `enum CMD { case add(item: TodoItem); case clear }`:
///
/// ```swift
/// static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
///     switch form {
///     case 0: return .add(item: try arguments.decode(TodoItem.self, at: 0))
///     default: return .clear
///     }
/// }
/// ```
///
/// It must build what the synthesised `init(from:)` would: a type with a hand-written
/// `init(from:)` should not conform. `@DSL` emits it for `Codable` enums and for structs
/// that list `DSLConstructible` themselves, unless their body writes `init(from:)` or
/// `encode(to:)`; it cannot see one written in an extension.
public protocol DSLConstructible {
    /// For an enum, `form` is the index of the case in `dslSchema.cases` and argument `i`
    /// is the case's parameter `i`. For a struct, `form` is 0 and argument `i` is the
    /// stored property `dslSchema.fields[i]`. An optional left out decodes as `nil`.
    static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self

    /// How many of `dslSchema.initializers` `dslInitialize` calls: all of them, or 0 (the
    /// default) when it is not written and each initializer's `make` is called instead.
    static var dslInitializerCount: Int { get }

    /// Calls initializer `index` of `dslSchema.initializers` as its `make` does, but
    /// returns the value itself rather than boxed in `Any`. `@DSL` writes it beside
    /// `dslConstruct` for a type whose schema lists initializers.
    static func dslInitialize(_ index: Int, arguments: some DSLArguments) throws -> Self
}

extension DSLConstructible {
    public static var dslInitializerCount: Int { 0 }

    public static func dslInitialize(_ index: Int, arguments: some DSLArguments) throws -> Self {
        throw DSLArgumentError.notDecodable(String(describing: Self.self))
    }
}
