/// The name a DSL user writes for a Swift type: `String(reflecting:)` without module
/// prefixes (`Todos.Directions.Step` → `Directions.Step`), with Swift's sugar for optionals,
/// arrays and dictionaries (`TodoItem?`, `[Step]`, `[String: Int]`).
///
/// The printer writes constructors with it and the decoder looks constructors up by it.
public enum DSLTypeName {
    public static func of(_ type: Any.Type) -> String {
        TypeInfoCache.shared.name(of: type)
    }

    /// Uncached: parses the reflected name once per type.
    static func compute(_ type: Any.Type) -> String {
        var simplifier = TypeNameSimplifier(spellingSharedArraysAsArrays(String(reflecting: type)))
        return simplifier.simplified()
    }

    /// Whether `written`, as a user typed it in a constructor, names the type called `name`:
    /// the whole name, or its innermost components (`Step` for `Directions.Step`).
    static func matches(_ written: String, _ name: String) -> Bool {
        written == name || (name.hasSuffix(written) && name.dropLast(written.count).hasSuffix("."))
    }
}
