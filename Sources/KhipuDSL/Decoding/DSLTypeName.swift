/// The name a DSL user writes for a Swift type: `String(reflecting:)` without module
/// prefixes (`Todos.Directions.Step` → `Directions.Step`), with Swift's sugar for optionals,
/// arrays and dictionaries (`TodoItem?`, `[Step]`, `[String: Int]`).
///
/// The printer writes constructors with it and the decoder looks constructors up by it.
public enum DSLTypeName {
    public static func of(_ type: Any.Type) -> String {
        TypeInfoCache.shared.name(of: type)
    }

    /// Uncached: parses the reflected name once per type. A type's own name even where a
    /// domain's alias renamed it (`TypeAliases.adopt`).
    package static func compute(_ type: Any.Type) -> String {
        var simplifier = TypeNameSimplifier(spellingSharedArraysAsArrays(String(reflecting: type)))
        return simplifier.simplified()
    }

    /// The name of what a value is to its user: looking through optionals, and through a
    /// wrapper whose mirror reflects what it wraps (`ReducedState<HelpdeskState>` is a
    /// `HelpdeskState`). For messages; values print by their own type's name.
    package static func ofValue(_ value: Any) -> String {
        let unwrapped = ValueUnwrapping.unwrap(value) ?? value
        return of(Mirror(reflecting: unwrapped).subjectType)
    }

    /// Whether `written`, as a user typed it in a constructor, names the type called `name`:
    /// the whole name, or its innermost components (`Step` for `Directions.Step`).
    static func matches(_ written: String, _ name: String) -> Bool {
        written == name || (name.hasSuffix(written) && name.dropLast(written.count).hasSuffix("."))
    }
}
