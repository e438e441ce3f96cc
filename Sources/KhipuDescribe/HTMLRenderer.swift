import Foundation

/// `describe --format html`: one self-contained page (styles inline, no scripts, no
/// requests) that a team browses as documentation: each domain with its own contents,
/// the table of what you ask and what it answers, the simulated services, then the
/// reference of every message, change and type. Every type, case, message and row has an
/// anchor, type names link to their definitions, and the layout reads on a phone. Made
/// with `--check`, each row shows its result and the page says when the check ran.
enum HTMLRenderer {
    static func render(_ references: [DomainReference], checks: [CheckReport]? = nil, tool: String = "khipu") -> String {
        let title = "\(tool) describe — " + references.map(\.domain).joined(separator: ", ")
        var body: [String] = []
        if references.count > 1 {
            body.append("<header><h1>Domains</h1>")
            body.append("<nav class=\"domains\" aria-label=\"Domains\"><ul>" + references.map {
                "<li><a href=\"#\(HTMLAnchors(($0)).section)\">\(escape($0.domain))</a> — \(escape($0.summary))</li>"
            }.joined() + "</ul></nav></header>")
        }
        body += references.map { reference in
            section(reference, check: checks?.first { $0.domain == reference.domain }, tool: tool)
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(escape(title))</title>
            <style>\(HTMLPageStyle.css)</style>
            </head>
            <body>
            <main>
            \(body.joined(separator: "\n"))
            </main>
            </body>
            </html>

            """
    }

    private static func section(_ reference: DomainReference, check: CheckReport?, tool: String) -> String {
        let anchors = HTMLAnchors(reference)
        var parts = ["<section class=\"domain\" id=\"\(anchors.section)\">", "<h1>The <code>\(escape(reference.domain))</code> domain</h1>",
                     "<p class=\"summary\">\(escape(reference.summary))</p>"]
        parts += Prose.paragraphs(reference.introduction).map { "<p>\(prose($0))</p>" }
        parts.append(contents(reference, anchors))
        parts += commands(reference, anchors, check: check, tool: tool) + fixtures(reference, anchors) + gateways(reference, anchors)
        // The reference a reader looks things up in comes before the story of how the domain
        // departs from its article, which only some readers want.
        parts += grammar(reference, anchors) + departures(reference, anchors)
        parts.append("</section>")
        return parts.joined(separator: "\n")
    }

    /// The domain's own table of contents: its parts, and every model's changes and type.
    private static func contents(_ reference: DomainReference, _ anchors: HTMLAnchors) -> String {
        var items: [String] = []
        func item(_ anchor: String, _ title: String, _ children: [String] = []) {
            let nested = children.isEmpty ? "" : "<ul>" + children.joined() + "</ul>"
            items.append("<li><a href=\"#\(anchor)\">\(title)</a>\(nested)</li>")
        }
        if !reference.rows.isEmpty { item(anchors.part("commands"), "What you can ask, and what it answers") }
        if !reference.fixtures.isEmpty { item(anchors.part("fixtures"), "Names used in the table") }
        if !reference.gateways.isEmpty { item(anchors.part("services"), "Simulated services") }
        item(anchors.part("messages"), "Messages")
        if !reference.grammar.changes.isEmpty {
            item(anchors.part("changes"), "Changes", reference.grammar.changes.map {
                "<li><a href=\"#\(anchors.type($0.type))\"><code>\(escape($0.model))</code></a></li>"
            })
        }
        if !reference.grammar.types.isEmpty {
            item(anchors.part("types"), "Types", reference.grammar.types.map {
                "<li><a href=\"#\(anchors.type($0.name))\"><code>\(escape($0.name))</code></a></li>"
            })
        }
        if reference.article != nil || !reference.departures.isEmpty { item(anchors.part("departures"), escape(DomainReference.departuresHeading)) }
        return "<nav class=\"contents\" aria-label=\"Contents of \(escape(reference.domain))\"><h2 class=\"contents-title\">Contents</h2><ul>" + items.joined() + "</ul></nav>"
    }

    private static func commands(_ reference: DomainReference, _ anchors: HTMLAnchors, check: CheckReport?, tool: String) -> [String] {
        guard !reference.rows.isEmpty else { return [] }
        let rows = reference.rows.enumerated().map { index, row -> String in
            let answer: String
            if !row.refusal.isEmpty {
                answer = "<td class=\"refused\"><span class=\"kind\">Refused</span>\(cells(row.refusal, anchors))</td>"
            } else {
                answer = "<td class=\"success\">\(row.success.isEmpty ? "<span class=\"note\">(nothing)</span>" : cells(row.success, anchors))</td>"
            }
            let failure = row.failure.isEmpty
                ? "<td><span class=\"note\">—</span></td>"
                : "<td class=\"failure\">\(cells(row.failure, anchors))</td>"
            let id = anchors.row(index + 1)
            let after = row.after.map { "<br><span class=\"after\">answers after \(escape($0))</span>" } ?? ""
            let ask = "<td id=\"\(id)\"><a class=\"anchor\" href=\"#\(id)\">\(index + 1)</a> \(escape(row.comment))<br>\(cell(row.command, anchors))\(after)</td>"
            return "<tr>\(ask)\(answer)\(failure)\(result(of: index, in: check))</tr>"
        }
        let checkedHeading = check == nil ? "" : "<th>Checked</th>"
        return [
            "<section id=\"\(anchors.part("commands"))\">",
            "<h2>What you can ask, and what it answers</h2>",
            checkNote(reference, check: check, tool: tool),
            "<div class=\"scroll\"><table class=\"commands\"><thead><tr><th>You ask</th><th>It answers</th><th>When a service fails</th>\(checkedHeading)</tr></thead><tbody>",
        ] + rows + ["</tbody></table></div>", "</section>"]
    }

    /// Says how the rows are checked, and when made with `--check`, when and with what result.
    private static func checkNote(_ reference: DomainReference, check: CheckReport?, tool: String) -> String {
        let command = "<code>\(escape(tool)) describe --domain \(escape(reference.domain)) --check</code>"
        guard let check else {
            return "<p class=\"note\">\(command) runs every row against the real domain.</p>"
        }
        let date = ISO8601DateFormatter.string(from: check.date, timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate])
        let time = ISO8601DateFormatter.string(from: check.date, timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withTime, .withColonSeparatorInTime])
        let outcome = check.passed ? "every row held" : "\(check.problems.count) problem\(check.problems.count == 1 ? "" : "s")"
        return "<p class=\"checked\">Checked on <time datetime=\"\(escape(ISO8601DateFormatter().string(from: check.date)))\">\(date) at \(time) UTC</time> by \(command): \(check.rows) row\(check.rows == 1 ? "" : "s"), \(outcome).</p>"
    }

    private static func result(of index: Int, in check: CheckReport?) -> String {
        guard let check else { return "" }
        let problems = index < check.rowProblems.count ? check.rowProblems[index] : []
        guard !problems.isEmpty else { return "<td class=\"holds\">✓ holds</td>" }
        let details = problems.map { "<li>\(escape($0.message))</li>" }.joined()
        return "<td class=\"fails\">✗ does not hold<ul>\(details)</ul></td>"
    }

    private static func fixtures(_ reference: DomainReference, _ anchors: HTMLAnchors) -> [String] {
        guard !reference.fixtures.isEmpty else { return [] }
        return ["<section id=\"\(anchors.part("fixtures"))\">", "<h2>Names used in the table</h2>",
                "<div class=\"scroll\"><table class=\"fixtures\"><thead><tr><th>Name</th><th>What it is</th><th>Value</th></tr></thead><tbody>"]
            + reference.fixtures.map {
                "<tr><td id=\"\(anchors.part("fixture-" + $0.name))\"><code>\(escape($0.name))</code></td><td>\(escape($0.comment))</td><td><code>\(anchors.linked($0.value))</code></td></tr>"
            }
            + ["</tbody></table></div>", "</section>"]
    }

    private static func gateways(_ reference: DomainReference, _ anchors: HTMLAnchors) -> [String] {
        guard !reference.gateways.isEmpty else { return [] }
        var parts = ["<section id=\"\(anchors.part("services"))\">", "<h2>Simulated services</h2>"]
        for gateway in reference.gateways {
            parts.append("<h3 id=\"\(anchors.part("service-" + gateway.name))\"><code>\(escape(gateway.name))</code></h3><p>\(escape(gateway.summary))</p>")
            parts.append("<div class=\"scroll\"><table class=\"gateway\"><thead><tr><th>Mode</th><th>What it does</th></tr></thead><tbody>")
            parts += gateway.modes.enumerated().map { index, mode in
                "<tr><td><code>\(escape(mode.name))</code>\(index == 0 ? " (default)" : "")</td><td>\(escape(mode.summary))</td></tr>"
            }
            parts.append("</tbody></table></div>")
        }
        parts.append("</section>")
        return parts
    }

    private static func departures(_ reference: DomainReference, _ anchors: HTMLAnchors) -> [String] {
        guard reference.article != nil || !reference.departures.isEmpty else { return [] }
        var parts = ["<section id=\"\(anchors.part("departures"))\">", "<h2>\(escape(DomainReference.departuresHeading))</h2>"]
        if let article = reference.article { parts.append("<p>Built from \(escape(article)).</p>") }
        for departure in reference.departures {
            parts.append("<p><strong>\(prose(Prose.oneLine(departure.what)))</strong> \(prose(Prose.oneLine(departure.why)))</p>")
            if let article = departure.articleForm { parts.append("<p class=\"note\">The article prints:</p><pre><code>\(escape(article))</code></pre>") }
            if let working = departure.workingForm { parts.append("<p class=\"note\">What works here:</p><pre><code>\(anchors.linked(working))</code></pre>") }
        }
        parts.append("</section>")
        return parts
    }

    private static func grammar(_ reference: DomainReference, _ anchors: HTMLAnchors) -> [String] {
        var parts = [
            "<section id=\"\(anchors.part("messages"))\">", "<h2>Messages</h2>",
            definitionTable("Message", reference.grammar.messages.map { (anchors.message($0.path), anchors.linked($0.path), $0.doc) }),
            "</section>",
        ]
        if !reference.grammar.changes.isEmpty {
            parts.append("<section id=\"\(anchors.part("changes"))\"><h2>Changes</h2>")
            for change in reference.grammar.changes {
                parts.append("<h3 id=\"\(anchors.type(change.type))\">Changes of <code>\(anchors.linked(change.model))</code></h3>")
                parts += Prose.paragraphs(change.doc).map { "<p>\(prose($0))</p>" }
                parts.append(definitionTable("Change", change.lines.map { (anchors.member($0.name, of: change.type), anchors.linked($0.path), $0.doc) }))
            }
            parts.append("</section>")
        }
        guard !reference.grammar.types.isEmpty else { return parts }
        parts.append("<section id=\"\(anchors.part("types"))\"><h2>Types</h2>")
        for entry in reference.grammar.types {
            parts.append("<h3 id=\"\(anchors.type(entry.name))\"><code>\(escape(entry.name))</code></h3>")
            parts += Prose.paragraphs(entry.doc).map { "<p>\(prose($0))</p>" }
            parts.append(entry.kind == "enum"
                ? definitionTable("Case", entry.cases.map {
                    (anchors.member($0.name, of: entry.name), anchors.linked(Grammar.Line.render(name: $0.name, parameters: $0.parameters)), $0.doc)
                })
                : definitionTable("Property", entry.fields.map {
                    (anchors.member($0.name, of: entry.name), escape($0.name) + ": " + anchors.linked($0.type), $0.doc)
                }))
            if !entry.initializers.isEmpty {
                parts.append(definitionTable("Initializer", entry.initializers.enumerated().map { index, initializer in
                    (anchors.member("init-\(index + 1)", of: entry.name), anchors.linked(initializer.signature), initializer.doc)
                }))
            }
        }
        parts.append("</section>")
        return parts
    }

    /// Rows of an anchor, code already in HTML, and a doc.
    private static func definitionTable(_ heading: String, _ rows: [(id: String, code: String, doc: String?)]) -> String {
        var seen: Set<String> = []
        return "<div class=\"scroll\"><table class=\"reference\"><thead><tr><th>\(heading)</th><th>Meaning</th></tr></thead><tbody>"
            + rows.map { row in
                let id = seen.insert(row.id).inserted ? row.id : row.id + "-\(seen.count)"
                seen.insert(id)
                return "<tr><td id=\"\(id)\"><code>\(row.code)</code><a class=\"anchor\" href=\"#\(id)\" title=\"link to this \(heading.lowercased())\" aria-label=\"link to this \(heading.lowercased())\">\(HTMLLinkIcon.svg)</a></td><td>\(Prose.paragraphs(row.doc).map(prose).joined(separator: "<br>"))</td></tr>"
            }.joined()
            + "</tbody></table></div>"
    }

    private static func cells(_ cells: [DescribedCell], _ anchors: HTMLAnchors) -> String {
        cells.map { cell($0, anchors) }.joined(separator: "<br>")
    }

    private static func cell(_ cell: DescribedCell, _ anchors: HTMLAnchors) -> String {
        "<code>\(anchors.linked(cell.text))</code>"
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
