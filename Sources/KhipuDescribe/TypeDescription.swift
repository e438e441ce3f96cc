/// `:describe TypeName`: a type's cases or fields with their docs, or a model's Change DSL.
package enum TypeDescription {
    package static func render(_ name: String, in grammar: Grammar) -> String? {
        if let entry = grammar.types.first(where: { $0.name == name || $0.name.hasSuffix("." + name) }) {
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
        if let change = grammar.changes.first(where: { $0.type == name || $0.type.hasSuffix("." + name) }) {
            return (["enum \(change.type)"] + Prose.paragraphs(change.doc).map { "  " + $0 } + aligned(change.lines.map { ($0.path, $0.doc) }))
                .joined(separator: "\n")
        }
        return nil
    }

    private static func aligned(_ rows: [(String, String?)]) -> [String] {
        let width = min(rows.map(\.0.count).max() ?? 0, 48)
        return rows.map { text, doc in
            let docText = Prose.paragraphs(doc).joined(separator: " ")
            guard !docText.isEmpty else { return "  " + text }
            return text.count > width
                ? "  " + text + "\n  " + String(repeating: " ", count: width + 2) + docText
                : "  " + text.padding(toLength: width + 2, withPad: " ", startingAt: 0) + docText
        }
    }
}
