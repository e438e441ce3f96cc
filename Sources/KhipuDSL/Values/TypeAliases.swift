/// The names a domain's author gave types with `typealias` (`typealias AgentID =
/// Tagged<Agent, String>`), found where the `@DSL` macro saw them: the type a case's
/// parameter, a property or an initializer's parameter is declared with (`AgentID?`),
/// beside the type Swift resolved it to. A name is an alias when it is not the type's own
/// name nor a builtin's, and names one type wherever it is written.
package enum TypeAliases {
    /// Each alias once, with its type, from the schemas of `types`.
    package static func declared(in types: [Any.Type]) -> [(name: String, type: any Decodable.Type)] {
        var found: [String: Any.Type] = [:]
        var order: [String] = []
        var conflicting: Set<String> = []
        for owner in types {
            // A generic type's parameters (`let value: T`) are no aliases.
            guard let schema = (owner as? any DSLSchemaProviding.Type)?.dslSchema, !DSLTypeName.of(owner).contains("<") else { continue }
            var declared: [(String, Any.Type)] = schema.fields.map { ($0.typeName, $0.type) }
            for dslCase in schema.cases { declared += dslCase.parameters.map { ($0.typeName, $0.type) } }
            for initializer in schema.initializers { declared += initializer.parameters.map { ($0.typeName, $0.type) } }
            for (spelling, type) in declared {
                guard let (name, aliased) = alias(spelling, type) else { continue }
                if let known = found[name] {
                    if ObjectIdentifier(known) != ObjectIdentifier(aliased) { conflicting.insert(name) }
                } else {
                    found[name] = aliased
                    order.append(name)
                }
            }
        }
        return order.filter { !conflicting.contains($0) }.compactMap { name in
            (found[name] as? any Decodable.Type).map { (name, $0) }
        }
    }

    /// Makes the aliased types that have no name of the user's own (another package's
    /// `Tagged<Agent, String>`, no `@DSL`, no builtin) print by their alias, so messages
    /// and diagnostics name them as the author wrote them.
    package static func adopt(_ aliases: [(name: String, type: any Decodable.Type)]) {
        for (name, type) in aliases where !BuiltinTypes.isBuiltin(type) && !(type is any DSLSchemaProviding.Type) {
            TypeInfoCache.shared.name(type, as: name)
        }
    }

    /// The alias a declared spelling makes, looking through `T?` and `[T]`.
    private static func alias(_ spelling: String, _ type: Any.Type) -> (String, Any.Type)? {
        let spelling = spelling.trimmingCharacters(in: " ")
        if spelling.hasSuffix("?"), let optional = type as? any OptionalShape.Type {
            return alias(String(spelling.dropLast()), optional.wrappedType)
        }
        if spelling.hasPrefix("["), spelling.hasSuffix("]"), !spelling.contains(":"), let array = type as? any ArrayShape.Type {
            return alias(String(spelling.dropFirst().dropLast()), array.elementType)
        }
        guard let first = spelling.first, first.isLetter || first == "_", spelling != "Self",
            spelling.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        else { return nil }
        let own = DSLTypeName.compute(type)
        guard !DSLTypeName.matches(spelling, own), BuiltinTypes.byName[spelling] == nil else { return nil }
        return (spelling, type)
    }
}

extension String {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        var text = Substring(self)
        while text.first == character { text.removeFirst() }
        while text.last == character { text.removeLast() }
        return String(text)
    }
}
