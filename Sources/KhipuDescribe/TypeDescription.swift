import KhipuDSL

/// `:describe TypeName`: a type's cases or fields with their docs, or a model's Change DSL.
/// Any type the domain has is found: those the grammar lists, those it walks through as a
/// step of a message's path (`Refusal` under `.refused(…)`), and the domain's aliases.
package enum TypeDescription {
    package static func render(_ name: String, in reference: DomainReference, of domain: DescribableDomain) -> String? {
        if let text = render(name, in: reference.grammar) { return text }
        if let alias = TypeAliases.declared(in: domain.exposedTypes).first(where: { $0.name == name }) {
            return aliasDescription(alias.name, of: alias.type, in: reference.grammar)
        }
        let schemas = domain.exposedTypes.compactMap(GrammarCollector.schema(of:))
        guard let schema = schemas.first(where: { $0.name == name || $0.name.hasSuffix("." + name) }) else {
            return BuiltinTypes.byName[name].flatMap { builtinDescription(name, of: $0) }
        }
        return render(entry: GrammarCollector.typeEntry(for: schema), in: reference.grammar)
    }

    /// `Date`, then how a value is written, as the builtin's own file says.
    private static func builtinDescription(_ heading: String, of type: Any.Type) -> String? {
        BuiltinTypes.writtenAs(type).map { heading + "\n  written as " + $0 }
    }

    /// `typealias AgentID = Tagged<Agent, String>`, then what that type is written as.
    private static func aliasDescription(_ alias: String, of type: any Decodable.Type, in grammar: Grammar) -> String {
        let heading = "typealias \(alias) = \(DSLTypeName.compute(type))"
        if let text = builtinDescription(heading, of: type) { return text }
        if let schema = GrammarCollector.schema(of: type) {
            return heading + "\n" + render(entry: GrammarCollector.typeEntry(for: schema), in: grammar)
        }
        if CodableForm.isSingleValue(type) {
            return heading + "\n  written as the value it wraps, as its Codable form is"
        }
        return heading
    }

    package static func render(_ name: String, in grammar: Grammar) -> String? {
        if let entry = grammar.types.first(where: { $0.name == name || $0.name.hasSuffix("." + name) }) {
            return render(entry: entry, in: grammar)
        }
        if let change = grammar.changes.first(where: { $0.type == name || $0.type.hasSuffix("." + name) }) {
            return (["enum \(change.type)"] + Prose.paragraphs(change.doc).map { "  " + $0 } + aligned(change.lines.map { ($0.path, $0.doc) }))
                .joined(separator: "\n")
        }
        return nil
    }

    private static func render(entry: Grammar.TypeEntry, in grammar: Grammar) -> String {
        var lines = ["\(entry.kind) \(entry.name)"] + Prose.paragraphs(entry.doc).map { "  " + $0 }
        let rows: [(String, String?)] = entry.kind == "enum"
            ? entry.cases.map { (Grammar.Line.render(name: $0.name, parameters: $0.parameters), $0.doc) }
            : entry.fields.map { ("\($0.name): \($0.type)", $0.doc) }
        lines += aligned(rows)
        if !entry.initializers.isEmpty {
            lines.append("initializers:")
            lines += aligned(entry.initializers.map { ($0.signature, $0.doc) })
        }
        if let change = grammar.changes.first(where: { $0.model == entry.name }) {
            lines.append("changes (\(entry.name.split(separator: ".").last.map(String.init) ?? "value").alter(…)):")
            lines += aligned(change.lines.map { ($0.path, $0.doc) })
        }
        return lines.joined(separator: "\n")
    }

    private static func aligned(_ rows: [(String, String?)]) -> [String] {
        let width = min(rows.map(\.0.displayWidth).max() ?? 0, 48)
        return rows.map { text, doc in
            let docText = Prose.paragraphs(doc).joined(separator: " ")
            guard !docText.isEmpty else { return "  " + text }
            return text.displayWidth > width
                ? "  " + text + "\n  " + String(repeating: " ", count: width + 2) + docText
                : "  " + text.padded(to: width + 2) + docText
        }
    }
}
