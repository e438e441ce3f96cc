/// Reads a value straight from text in the shape the printer writes it, without a syntax
/// tree: the fast path of `DSLValueDecoder.decode(_:fromText:)`.
///
/// `@DSL` writes it beside `dslConstruct` for the same types, e.g. for
/// `enum CMD { case add(item: TodoItem); case clear }`:
///
/// ```swift
/// static func dslRead(from reader: inout DSLTextReader) throws -> Self {
///     if reader.caseName("add") {
///         try reader.openArguments()
///         let v0 = try reader.argument("item", TodoItem.self)
///         try reader.closeArguments()
///         return .add(item: v0)
///     }
///     if reader.caseName("clear") { return .clear }
///     throw DSLTextReader.GiveUp()
/// }
/// ```
///
/// It must give what the tree path gives for every text it accepts, and it accepts only
/// what it is sure of: anything else (a comment, a name, a default left out, an argument
/// out of order) throws `DSLTextReader.GiveUp`, and the whole text goes through the tree,
/// whose diagnostics say what is wrong, if anything is.
public protocol DSLReadable {
    static func dslRead(from reader: inout DSLTextReader) throws -> Self
}
