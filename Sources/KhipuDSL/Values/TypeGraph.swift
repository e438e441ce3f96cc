/// The types a domain uses: everything reachable from its `Message` and state through
/// the `@DSL` schemas (cases' parameters, fields, initializers' parameters), looking
/// through optionals, arrays, sets and dictionaries.
package enum TypeGraph {
    /// Reachable named types (no containers, no builtins), roots first, each once.
    /// `related` adds types a type leads to outside its schema (a model's `Change` DSL);
    /// `values` are walked by reflection, for roots without a schema (a state wrapper).
    package static func reachableTypes(
        from roots: [Any.Type],
        values: [Any] = [],
        related: (Any.Type) -> [Any.Type] = { _ in [] }
    ) -> [any Decodable.Type] {
        var walk = Walk()
        for value in values { walk.reflect(value, depth: 0) }
        roots.forEach { walk.enqueue($0) }
        var index = 0
        while index < walk.queue.count {
            let type = walk.queue[index]
            index += 1
            if let schema = (type as? any DSLSchemaProviding.Type)?.dslSchema {
                for dslCase in schema.cases { dslCase.parameters.forEach { walk.enqueue($0.type) } }
                schema.fields.forEach { walk.enqueue($0.type) }
                schema.initializers.forEach { $0.parameters.forEach { walk.enqueue($0.type) } }
            }
            related(type).forEach { walk.enqueue($0) }
        }
        return walk.queue.compactMap { $0 as? any Decodable.Type }
    }

    private struct Walk {
        var queue: [Any.Type] = []
        var seen: Set<ObjectIdentifier> = []

        mutating func enqueue(_ type: Any.Type) {
            guard seen.insert(ObjectIdentifier(type)).inserted else { return }
            let contained = TypeShape.containedTypes(of: type)
            if !contained.isEmpty {
                contained.forEach { enqueue($0) }
                return
            }
            guard !BuiltinTypes.isBuiltin(type), type is any Decodable.Type else { return }
            queue.append(type)
        }

        /// A value's type, the type its mirror reflects (a wrapper may reflect what it
        /// wraps) and, for types without a schema, its stored properties' types.
        mutating func reflect(_ value: Any, depth: Int) {
            let mirror = Mirror(reflecting: value)
            enqueue(type(of: value))
            enqueue(mirror.subjectType)
            guard depth < 8, !(type(of: value) is any DSLSchemaProviding.Type) else { return }
            for child in mirror.children where mirror.displayStyle == .struct || mirror.displayStyle == .class {
                reflect(child.value, depth: depth + 1)
            }
        }
    }
}
