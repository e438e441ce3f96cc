import KhipuDSL

/// The messages a domain understands, one case path a line with its parameters and doc:
/// `.todos(.cmd(.add(item: TodoItem)))   Adds an item to the list.`
enum GrammarListing {
    static func render(messageType: Any.Type, prefix: String) -> String {
        var lines: [(path: String, doc: String?)] = []
        collect(messageType, wrap: { $0 }, into: &lines, depth: 0)
        let trimmedPrefix = prefix.trimmingCharacters(in: .whitespaces)
        let selected = trimmedPrefix.isEmpty ? lines : lines.filter { $0.path.hasPrefix(trimmedPrefix) }
        guard !selected.isEmpty else {
            return "no message starts with \(trimmedPrefix)"
        }
        let width = min(selected.map(\.path.count).max() ?? 0, 60)
        return selected.map { line in
            guard let doc = line.doc, !doc.isEmpty else { return line.path }
            let firstLine = doc.split(separator: "\n").first.map(String.init) ?? doc
            return line.path.padding(toLength: max(width, line.path.count), withPad: " ", startingAt: 0) + "   " + firstLine
        }.joined(separator: "\n")
    }

    private static func collect(_ type: Any.Type, wrap: (String) -> String, into lines: inout [(path: String, doc: String?)], depth: Int) {
        guard depth < 12, let schema = (type as? any DSLSchemaProviding.Type)?.dslSchema else { return }
        for dslCase in schema.cases {
            let parameters = dslCase.parameters
            // A case whose one payload is another DSL enum is a step deeper into the grammar.
            if parameters.count == 1, parameters[0].label == nil,
                let nested = (parameters[0].type as? any DSLSchemaProviding.Type)?.dslSchema,
                !nested.cases.isEmpty
            {
                collect(parameters[0].type, wrap: { wrap(".\(dslCase.name)(\($0))") }, into: &lines, depth: depth + 1)
                continue
            }
            let rendered = parameters.isEmpty
                ? ".\(dslCase.name)"
                : ".\(dslCase.name)(" + parameters.map { ($0.label.map { $0 + ": " } ?? "") + $0.typeName }.joined(separator: ", ") + ")"
            lines.append((wrap(rendered), dslCase.doc))
        }
    }
}
