/// A type every script may name without a domain, spelled in one file: how it reads
/// from a tree (the fast text path is its `DSLReadable`, in the same file), how it prints
/// (its `DSLPrintable` too), what Tab offers in its slot, and how it is described. A new
/// builtin is one file under `Builtins/` and its line in `BuiltinTypes.all`.
protocol BuiltinValue {
    /// The names a script writes the type by, its own first: `Double`, `TimeInterval`.
    static var builtinNames: [String] { get }

    /// The value `node` writes: a literal, or a name or path the resolver finds.
    static func decodeBuiltin(from node: DSLExpression, with decoder: ExpressionDecoder) throws -> Self

    /// The value as the printer lays it out; nil when its `encode(to:)` prints it.
    static func printedNode(for value: Self) -> PrintedNode?

    /// What Tab offers in a slot of this type besides the names bound to one.
    static var completions: [BuiltinCompletion] { get }

    /// How a value is written, for the notes of a mismatch and for `:describe`:
    /// `an ISO-8601 string such as "2024-06-16T09:00:00Z", or .now`.
    static var writtenAs: String { get }
}

extension BuiltinValue {
    static var completions: [BuiltinCompletion] { [] }
}

/// A completion a builtin offers, as data: the completer lives above this module.
package struct BuiltinCompletion: Equatable, Sendable {
    /// What Tab inserts: `.seconds(`.
    package let insertion: String
    /// How the list shows it: `.seconds(Int)`; nil shows the insertion.
    package let display: String?
    package let summary: String?

    init(_ insertion: String, display: String? = nil, summary: String? = nil) {
        self.insertion = insertion
        self.display = display
        self.summary = summary
    }
}
