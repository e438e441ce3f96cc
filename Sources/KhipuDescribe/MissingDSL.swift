import KhipuDSL

/// The types a domain's values hold that have no `@DSL`: their values still decode and
/// print (through `Codable`), but describe, `:describe`, completion and "did you mean"
/// cannot show their cases or properties, which is easy to miss on a nested payload type.
/// Found by walking the schemas from the domain's message, state and exposed types (and
/// the `Change` DSLs of its models): a type that a `@DSL` type's case or property holds,
/// that no schema describes and that is neither a builtin nor a container of others,
/// lacks the macro. The roots themselves are not judged: a state wrapper coded as the
/// state it wraps (the reducer adapter's `ReducedState`) needs no schema of its own.
package enum MissingDSL {
    package static func typeNames(reachableFrom roots: [Any.Type]) -> [String] {
        var walked: Set<ObjectIdentifier> = []
        var held: [Any.Type] = []
        var queue = roots
        var index = 0
        while index < queue.count {
            let type = queue[index]
            index += 1
            for leaf in leaves(of: type) where walked.insert(ObjectIdentifier(leaf)).inserted {
                if let change = GrammarCollector.changeType(of: leaf) { queue.append(change) }
                guard let schema = GrammarCollector.schema(of: leaf) else { continue }
                let children = schema.cases.flatMap { $0.parameters.map(\.type) } + schema.fields.map(\.type)
                for child in children.flatMap({ leaves(of: $0) }) {
                    held.append(child)
                    queue.append(child)
                }
            }
        }
        var named: Set<ObjectIdentifier> = []
        return held.filter { type in
            named.insert(ObjectIdentifier(type)).inserted && GrammarCollector.schema(of: type) == nil
                && !BuiltinTypes.isBuiltin(type) && type != Character.self
        }.map(DSLTypeName.of)
    }

    /// The type itself, or the types a container of them holds (`[Parcel?]` holds `Parcel`).
    private static func leaves(of type: Any.Type, depth: Int = 0) -> [Any.Type] {
        let contained = TypeShape.containedTypes(of: type)
        guard !contained.isEmpty else { return [type] }
        return depth < 16 ? contained.flatMap { leaves(of: $0, depth: depth + 1) } : []
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
