import Foundation

/// What decoding needs from outside the syntax tree: how to evaluate names and paths,
/// which types may be built by name, and what `.now` means.
public struct DSLDecodingContext {
    /// Evaluates bound names, paths and method calls; without one, every name is unknown.
    public var resolver: (any DSLValueResolver)?
    /// The types a constructor `TypeName(...)` may name where no type is expected,
    /// e.g. in `let coffee = TodoItem(title: "Get coffee")`.
    public var types: [any Decodable.Type]
    /// The clock behind `.now` where a `Date` is expected.
    public var now: () -> Date

    public init(
        resolver: (any DSLValueResolver)? = nil,
        types: [any Decodable.Type] = [],
        now: @escaping () -> Date = { Date() }
    ) {
        self.resolver = resolver
        self.types = types
        self.now = now
    }
}
