/// `describe --format html`: one self-contained page (styles inline, no scripts, no
/// requests) for a reader who does not code: what the domain does, a table of what you
/// ask and what it answers (refusals and failures apart from successes), the simulated
/// services, then the reference of every message, change and type.
enum HTMLRenderer {
    static func render(_ references: [DomainReference]) -> String {
        let title = references.count == 1 ? "The \(references[0].domain) domain" : "Domains"
        var body: [String] = []
        if references.count > 1 {
            body.append("<h1>Domains</h1>")
            body.append("<nav><ul>" + references.map { "<li><a href=\"#\(id($0.domain))\">\(escape($0.domain))</a>: \(escape($0.summary))</li>" }.joined() + "</ul></nav>")
        }
        body += references.map(section)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <style>\(style)</style>
            </head>
            <body>
            \(body.joined(separator: "\n"))
            </body>
            </html>

            """
    }

    private static let style = """
        body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1d1d1f;line-height:1.45;background:#fff}\
        h1{font-size:1.8rem;border-bottom:2px solid #e5e5ea;padding-bottom:.3rem}h2{margin-top:2rem;font-size:1.3rem}h3{font-size:1.05rem}\
        table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}th,td{border:1px solid #d2d2d7;padding:.4rem .6rem;vertical-align:top;text-align:left}\
        th{background:#f5f5f7}code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.85em;white-space:pre-wrap;overflow-wrap:anywhere}\
        td.success{background:#f0faf0}td.refused{background:#fff6e5}td.failure{background:#fdf0f0}.kind{font-weight:600;display:block;margin-bottom:.2rem}\
        .note{color:#515154}p.summary{font-size:1.1rem}
        """

    private static func section(_ reference: DomainReference) -> String {
        var parts = ["<section id=\"\(id(reference.domain))\">", "<h1>The <code>\(escape(reference.domain))</code> domain</h1>",
                     "<p class=\"summary\">\(escape(reference.summary))</p>"]
        parts += Prose.paragraphs(reference.introduction).map { "<p>\(prose($0))</p>" }
        parts += commands(reference) + fixtures(reference) + gateways(reference) + grammar(reference)
        parts.append("</section>")
        return parts.joined(separator: "\n")
    }

    private static func commands(_ reference: DomainReference) -> [String] {
        guard !reference.rows.isEmpty else { return [] }
        let rows = reference.rows.map { row -> String in
            let answer: String
            if !row.refusal.isEmpty {
                answer = "<td class=\"refused\"><span class=\"kind\">Refused</span>\(cells(row.refusal))</td>"
            } else {
                answer = "<td class=\"success\">\(row.success.isEmpty ? "<span class=\"note\">(nothing)</span>" : cells(row.success))</td>"
            }
            let failure = row.failure.isEmpty
                ? "<td><span class=\"note\">—</span></td>"
                : "<td class=\"failure\">\(cells(row.failure))</td>"
            return "<tr><td>\(escape(row.comment))<br>\(cell(row.command))</td>\(answer)\(failure)</tr>"
        }
        return [
            "<h2>What you can ask, and what it answers</h2>",
            "<p class=\"note\">Every row is checked against the real domain by <code>khipu describe --domain \(escape(reference.domain)) --check</code>.</p>",
            "<table class=\"commands\"><thead><tr><th>You ask</th><th>It answers</th><th>When a service fails</th></tr></thead><tbody>",
        ] + rows + ["</tbody></table>"]
    }

    private static func fixtures(_ reference: DomainReference) -> [String] {
        guard !reference.fixtures.isEmpty else { return [] }
        return ["<h2>Names used in the table</h2>", "<table class=\"fixtures\"><thead><tr><th>Name</th><th>What it is</th><th>Value</th></tr></thead><tbody>"]
            + reference.fixtures.map { "<tr><td><code>\(escape($0.name))</code></td><td>\(escape($0.comment))</td><td><code>\(escape($0.value))</code></td></tr>" }
            + ["</tbody></table>"]
    }

    private static func gateways(_ reference: DomainReference) -> [String] {
        guard !reference.gateways.isEmpty else { return [] }
        var parts = ["<h2>Simulated services</h2>"]
        for gateway in reference.gateways {
            parts.append("<h3><code>\(escape(gateway.name))</code></h3><p>\(escape(gateway.summary))</p>")
            parts.append("<table class=\"gateway\"><thead><tr><th>Mode</th><th>What it does</th></tr></thead><tbody>")
            parts += gateway.modes.enumerated().map { index, mode in
                "<tr><td><code>\(escape(mode.name))</code>\(index == 0 ? " (default)" : "")</td><td>\(escape(mode.summary))</td></tr>"
            }
            parts.append("</tbody></table>")
        }
        return parts
    }

    private static func grammar(_ reference: DomainReference) -> [String] {
        var parts = ["<h2>Messages</h2>", definitionTable("Message", reference.grammar.messages.map { ($0.path, $0.doc) })]
        for change in reference.grammar.changes {
            parts.append("<h3>Changes of <code>\(escape(change.model))</code></h3>")
            parts += Prose.paragraphs(change.doc).map { "<p>\(prose($0))</p>" }
            parts.append(definitionTable("Change", change.lines.map { ($0.path, $0.doc) }))
        }
        if !reference.grammar.types.isEmpty { parts.append("<h2>Types</h2>") }
        for entry in reference.grammar.types {
            parts.append("<h3><code>\(escape(entry.name))</code></h3>")
            parts += Prose.paragraphs(entry.doc).map { "<p>\(prose($0))</p>" }
            parts.append(entry.kind == "enum"
                ? definitionTable("Case", entry.cases.map { (Grammar.Line.render(name: $0.name, parameters: $0.parameters), $0.doc) })
                : definitionTable("Property", entry.fields.map { ("\($0.name): \($0.type)", $0.doc) }))
        }
        return parts
    }

    private static func definitionTable(_ heading: String, _ rows: [(String, String?)]) -> String {
        "<table class=\"reference\"><thead><tr><th>\(heading)</th><th>Meaning</th></tr></thead><tbody>"
            + rows.map { "<tr><td><code>\(escape($0.0))</code></td><td>\(Prose.paragraphs($0.1).map(prose).joined(separator: "<br>"))</td></tr>" }.joined()
            + "</tbody></table>"
    }

    private static func cells(_ cells: [DescribedCell]) -> String {
        cells.map(cell).joined(separator: "<br>")
    }

    private static func cell(_ cell: DescribedCell) -> String {
        "<code>\(escape(cell.text))</code>"
    }

    private static func id(_ name: String) -> String {
        "domain-" + String(name.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    /// A doc paragraph: escaped, its `code spans` as code.
    static func prose(_ text: String) -> String {
        let pieces = escape(text).split(separator: "`", omittingEmptySubsequences: false)
        guard pieces.count >= 3, pieces.count % 2 == 1 else { return escape(text) }
        return pieces.enumerated().map { $0.offset % 2 == 1 ? "<code>\($0.element)</code>" : String($0.element) }.joined()
    }

    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
