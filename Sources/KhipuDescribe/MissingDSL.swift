import KhipuDSL

/// The types a domain's values hold that have no `@DSL`: their values still decode and
/// print (through `Codable`), but describe, `:describe`, completion and "did you mean"
/// cannot show their cases or properties, which is easy to miss on a nested payload type.
/// Found by walking the schemas from the domain's message, state and exposed types (and
/// the `Change` DSLs of its models): a type that a `@DSL` type's case or property holds,
/// that no schema describes and that is neither a builtin nor a container of others,
/// lacks the macro. The roots themselves are not judged: a state wrapper coded as the
/// state it wraps (the reducer adapter's `ReducedState`) needs no schema of its own.
///
/// Only types the domain's author can put `@DSL` on are named: a type declared in another
/// module (Foundation's, another package's `Tagged`) cannot take it, and a type coded as a
/// single value reads and prints as that value, with no cases or properties to show.
package enum MissingDSL {
    package static func typeNames(reachableFrom roots: [Any.Type]) -> [String] {
        let held = HeldSlots.slots(reachableFrom: roots).flatMap(\.leaves)
        // The author's modules: the message type's, and those of the types with a schema.
        let ownModules = Set(roots.enumerated().filter { $0.offset == 0 || GrammarCollector.schema(of: $0.element) != nil }.map { module(of: $0.element) })
        var named: Set<ObjectIdentifier> = []
        return held.filter { type in
            named.insert(ObjectIdentifier(type)).inserted && GrammarCollector.schema(of: type) == nil
                && !BuiltinTypes.isBuiltin(type)
                && ownModules.contains(module(of: type)) && !CodableForm.isSingleValue(type)
        }.map(DSLTypeName.of)
    }

    /// The module a type is declared in, as its reflected name starts.
    private static func module(of type: Any.Type) -> Substring {
        let reflected = String(reflecting: type)
        return reflected.prefix { $0 != "." && $0 != "<" }
    }

    /// "warning[missing-dsl]: Plain has no @DSL: …".
    package static func warning(_ names: [String]) -> String {
        let subject = names.count == 1 ? "\(names[0]) has" : names.joined(separator: ", ") + " have"
        let declaration = names.count == 1 ? "its declaration" : "each declaration"
        return "warning[\(DiagnosticID.missingDSL)]: \(subject) no @DSL: values decode and print, but describe, :describe, "
            + "completion and \"did you mean\" cannot show \(names.count == 1 ? "its" : "their") cases or properties; "
            + "write @DSL before \(declaration)"
    }
}
