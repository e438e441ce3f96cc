import Foundation

/// What decoding needs from outside the syntax tree: how to evaluate names and paths,
/// which types may be built by name, and what `.now` means.
public struct DSLDecodingContext {
    /// Evaluates bound names, paths and method calls; without one, every name is unknown.
    public var resolver: (any DSLValueResolver)?
    /// The types a constructor `TypeName(...)` may name where no type is expected,
    /// e.g. in `let coffee = TodoItem(title: "Get coffee")`.
    public var types: [any Decodable.Type] {
        get { typeList.value }
        set { typeList = MadeOnFirstUse(made: newValue) }
    }
    /// The clock behind `.now` where a `Date` is expected.
    public var now: () -> Date

    private var typeList: MadeOnFirstUse<[any Decodable.Type]>

    public init(
        resolver: (any DSLValueResolver)? = nil,
        types: [any Decodable.Type] = [],
        now: @escaping () -> Date = { Date() }
    ) {
        self.resolver = resolver
        typeList = MadeOnFirstUse(made: types)
        self.now = now
    }

    /// `types` worked out only when a statement first names a type: finding every type a
    /// domain reaches asks the runtime about many conformances, and most statements
    /// (`expect state.items.count == 0`) name none.
    package init(
        resolver: (any DSLValueResolver)? = nil,
        typesOnFirstUse makeTypes: @escaping () -> [any Decodable.Type],
        now: @escaping () -> Date = { Date() }
    ) {
        self.resolver = resolver
        typeList = MadeOnFirstUse(makeTypes)
        self.now = now
    }
}
