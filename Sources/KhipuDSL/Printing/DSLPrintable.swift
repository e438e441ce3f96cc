/// Writes a value's compact DSL text straight into a `DSLTextWriter`: the fast path of
/// `DSLPrinter`, which otherwise goes through `Encodable` and a tree of printed nodes.
///
/// `@DSL` emits it beside `dslConstruct`, e.g. for
/// `enum CMD { case add(item: TodoItem); case clear }`:
///
/// ```swift
/// func dslPrint(into writer: inout DSLTextWriter) throws {
///     switch self {
///     case let .add(v0):
///         writer.openCase("add")
///         try writer.argument("item", v0)
///         writer.closeCase()
///     case .clear:
///         writer.writeCase("clear")
///     }
/// }
/// ```
///
/// It must write exactly the bytes the `Encodable` path writes, so `@DSL` emits it only
/// where the synthesised `Encodable` is known to be in use: an enum declared `Codable` or
/// `Encodable`, or a struct that also lists `DSLConstructible` or `DSLPrintable`, without
/// its own `encode(to:)`, a case's `CodingKeys`, a property wrapper or a `lazy` property.
public protocol DSLPrintable: Encodable {
    func dslPrint(into writer: inout DSLTextWriter) throws

    /// Whether the value prints as `nil`: true only for an empty `Optional`. A present
    /// value that prints `nil` is written `.some(nil)`, as the `Encodable` path does.
    var dslIsNil: Bool { get }
}

extension DSLPrintable {
    public var dslIsNil: Bool { false }
}
