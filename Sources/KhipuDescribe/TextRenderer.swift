import KhipuDSL

/// `describe --format text`: the grammar, gateways, fixtures and the table of commands,
/// laid out for a terminal `width` columns wide.
package enum TextRenderer {
    package static func render(_ reference: DomainReference, width: Int) -> String {
        var lines = TextWrapping.prose("\(reference.domain): \(reference.summary)", width: width)
        for paragraph in Prose.paragraphs(reference.introduction) {
            lines.append("")
            lines += TextWrapping.prose(paragraph, width: width)
        }
        lines += ["", "Messages"] + messages(reference.grammar.messages, width: width)
        if !reference.grammar.changes.isEmpty {
            lines += ["", "Changes"] + changes(reference.grammar.changes, width: width)
        }
        if !reference.grammar.types.isEmpty {
            lines += ["", "Types"] + types(reference.grammar.types, width: width)
        }
        if let missing = reference.missingDSL {
            lines += [""] + TextWrapping.prose(MissingDSL.warning(missing), width: width)
        }
        for place in reference.untypeable ?? [] {
            lines += [""] + TextWrapping.prose(UntypeableSlots.warning(place), width: width)
        }
        if !reference.gateways.isEmpty {
            lines += ["", "Gateways"] + gateways(reference.gateways, width: width)
        }
        if !reference.fixtures.isEmpty {
            lines += [""] + TextWrapping.prose("Fixtures (:fixtures binds them in a session)", width: width)
            lines += fixtures(reference.fixtures, width: width)
        }
        if !reference.rows.isEmpty {
            lines += [""] + TextWrapping.prose(commandsHeading, width: width) + [""]
            lines += commandTable(reference.rows, width: width)
        }
        lines += departures(reference, width: width)
        return lines.map(\.trimmingTrailingSpaces).joined(separator: "\n")
    }

    /// The departures from the seed article, each a bulleted paragraph with the article's
    /// code and the working code indented below it.
    private static func departures(_ reference: DomainReference, width: Int) -> [String] {
        guard reference.article != nil || !reference.departures.isEmpty else { return [] }
        var lines = ["", DomainReference.departuresHeading]
        if let article = reference.article {
            lines += TextWrapping.prose("Built from \(article).", width: width - 2).map { "  " + $0 }
        }
        for departure in reference.departures {
            let prose = TextWrapping.prose(Prose.oneLine(departure.what + " " + departure.why), width: width - 4)
            lines += prose.enumerated().map { ($0.offset == 0 ? "  - " : "    ") + $0.element }
            for (label, code) in [("the article prints:", departure.articleForm), ("what works here:", departure.workingForm)] {
                guard let code else { continue }
                lines.append("    " + label)
                lines += code.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
                    TextWrapping.code(String(line), width: width - 6).map { "      " + $0 }
                }
            }
        }
        return lines
    }

    private static let commandsHeading = "Commands (Success: with the gateways working; Failure: with them failing)"

    /// The grammar lines and rows whose text starts with `prefix`, for `:describe .todos(.cmd`.
    package static func render(_ reference: DomainReference, prefix: String, width: Int) -> String {
        let messages = reference.grammar.messages.filter { $0.path.hasPrefix(prefix) }
        let rows = reference.rows.filter { $0.command.text.hasPrefix(prefix) }
        guard !messages.isEmpty || !rows.isEmpty else {
            return "no message starts with \(prefix)"
        }
        var lines = ["Messages"] + self.messages(messages, width: width)
        if !rows.isEmpty {
            lines += [""] + TextWrapping.prose(commandsHeading, width: width) + [""]
            lines += commandTable(rows, width: width)
        }
        return lines.map(\.trimmingTrailingSpaces).joined(separator: "\n")
    }

    static func messages(_ messages: [Grammar.Line], width: Int) -> [String] {
        twoColumns(messages.map { ($0.path, Prose.oneLine($0.doc)) }, indent: 2, width: width)
    }

    private static func changes(_ changes: [Grammar.ChangeDSL], width: Int) -> [String] {
        changes.flatMap { change in
            ["  \(change.type)"] + twoColumns(change.lines.map { ($0.path, Prose.oneLine($0.doc)) }, indent: 4, width: width)
        }
    }

    private static func types(_ types: [Grammar.TypeEntry], width: Int) -> [String] {
        types.flatMap { entry in
            let members: [(String, String)] =
                entry.kind == "enum"
                ? entry.cases.map { (Grammar.Line.render(name: $0.name, parameters: $0.parameters), Prose.oneLine($0.doc)) }
                : entry.fields.map { ("\($0.name): \($0.type)", Prose.oneLine($0.doc)) }
            let initializers = entry.initializers.map { ($0.signature, Prose.oneLine($0.doc)) }
            return twoColumns([(entry.name, Prose.oneLine(entry.doc))], indent: 2, width: width, alignedWith: types.map(\.name))
                + twoColumns(members + initializers, indent: 4, width: width)
        }
    }

    private static func gateways(_ gateways: [DomainReference.Gateway], width: Int) -> [String] {
        gateways.flatMap { gateway in
            let modes = gateway.modes.enumerated().map { index, mode in
                (mode.name + (index == 0 ? " (default)" : ""), mode.summary)
            }
            let example = gateway.modes.dropFirst().first.map { ":gateway \(gateway.name) \($0.name)" } ?? ":gateway \(gateway.name) MODE"
            return twoColumns([(gateway.name, gateway.summary)], indent: 2, width: width)
                + twoColumns(modes, indent: 4, width: width)
                + TextWrapping.prose("a script or a session sets a mode with \(example)", width: width - 4).map { "    " + $0 }
        }
    }

    private static func fixtures(_ fixtures: [DomainReference.Fixture], width: Int) -> [String] {
        fixtures.flatMap { fixture in
            TextWrapping.prose("// " + fixture.comment, width: width - 2).map { "  " + $0 }
                + TextWrapping.code(fixture.binding, width: width - 2).map { "  " + $0 }
        }
    }

    /// `left   doc` pairs; the docs start in one column and wrap in theirs. A left side
    /// too long for its column gets a line of its own, with the doc below it. The column
    /// is also as wide as the longest of `others`, to align with lines printed apart.
    static func twoColumns(_ pairs: [(String, String)], indent: Int, width: Int, alignedWith others: [String] = []) -> [String] {
        let pad = String(repeating: " ", count: indent)
        let leftLimit = max((width - indent) * 45 / 100, 8)
        let leftWidth = min((pairs.map(\.0) + others).map(\.displayWidth).max() ?? 0, leftLimit)
        // Too narrow for docs beside the left side: each doc goes under its left side.
        let stacked = width - indent - leftWidth - 3 < 24
        let docIndent = stacked ? indent + 4 : indent + leftWidth + 3
        let docWidth = width - docIndent
        var lines: [String] = []
        for (left, doc) in pairs {
            let docLines = doc.isEmpty ? [] : TextWrapping.prose(doc, width: docWidth)
            let docPad = String(repeating: " ", count: docIndent)
            if !stacked, left.displayWidth <= leftWidth {
                lines.append(pad + left.padded(to: leftWidth) + (docLines.first.map { "   " + $0 } ?? ""))
                lines += docLines.dropFirst().map { docPad + $0 }
            } else {
                lines += TextWrapping.code(left, width: width - indent).map { pad + $0 }
                lines += docLines.map { docPad + $0 }
            }
        }
        return lines
    }

    /// Command | Success | Failure, each row under its comment, the columns as wide as
    /// their cells or shrunk to fit `width`, cells broken over lines where they must.
    static func commandTable(_ rows: [DomainReference.Row], width: Int) -> [String] {
        let indent = 2
        let gap = 2
        let headers = ["Command", "Success", "Failure"]
        let cells: [[[String]]] = rows.map { row in
            [
                [row.command.text] + (row.after.map { ["(answers after \($0))"] } ?? []),
                row.refusal.isEmpty ? (row.success.isEmpty ? ["(nothing)"] : row.success.map(\.text)) : ["refused"],
                row.refusedOrFailing.isEmpty ? ["—"] : row.refusedOrFailing.map(\.text),
            ]
        }
        let available = width - indent - gap * 2
        guard let widths = ColumnFitting.fit(cells, headers: headers, into: available, minimum: min(12, available / headers.count)) else {
            return stackedTable(rows, cells: cells, headers: headers, width: width)
        }
        let pad = String(repeating: " ", count: indent)
        let separator = String(repeating: " ", count: gap)
        var lines = [pad + zip(headers, widths).map { $0.padded(to: $1) }.joined(separator: separator)]
        lines.append(pad + widths.map { String(repeating: "-", count: $0) }.joined(separator: separator))
        for (row, rowCells) in zip(rows, cells) {
            lines += TextWrapping.prose(row.comment, width: width - indent).map { pad + $0 }
            let columns = (0..<3).map { column in
                rowCells[column].flatMap { TextWrapping.code($0, width: widths[column]) }
            }
            let height = columns.map(\.count).max() ?? 0
            for line in 0..<height {
                let parts = (0..<3).map { column in
                    (line < columns[column].count ? columns[column][line] : "").padded(to: widths[column])
                }
                lines.append(pad + parts.joined(separator: separator))
            }
            lines.append("")
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The table for a width too narrow for three columns that keep every literal whole:
    /// each row's cells under one another, each after its column's name.
    private static func stackedTable(_ rows: [DomainReference.Row], cells: [[[String]]], headers: [String], width: Int) -> [String] {
        let pad = "  "
        let labelWidth = (headers.map(\.count).max() ?? 0) + 2
        var lines: [String] = []
        for (row, rowCells) in zip(rows, cells) {
            lines += TextWrapping.prose(row.comment, width: width - pad.count).map { pad + $0 }
            for (header, column) in zip(headers, rowCells) {
                let wrapped = column.flatMap { TextWrapping.code($0, width: width - pad.count - labelWidth) }
                for (index, line) in wrapped.enumerated() {
                    lines.append(pad + (index == 0 ? header : "").padded(to: labelWidth) + line)
                }
            }
            lines.append("")
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// Shares a width between the columns of a table whose cells are DSL values: each column
/// gets what it needs when all fit; otherwise the widths that break the fewest lines.
enum ColumnFitting {
    /// nil when no widths fit `available` without cutting a literal.
    static func fit(_ cells: [[[String]]], headers: [String], into available: Int, minimum: Int) -> [Int]? {
        let columns = headers.indices
        let natural = columns.map { column in
            max(headers[column].displayWidth, cells.map { $0[column].map(\.displayWidth).max() ?? 0 }.max() ?? 0)
        }
        guard natural.reduce(0, +) > available, natural.count > 1 else { return natural }
        // No column so narrow that a name or literal in it would be cut in two.
        let floors = columns.map { column in
            min(natural[column], max(minimum, (cells.flatMap { $0[column] }.map(longestToken).max() ?? 0) + 4))
        }
        // Useful widths are those at which a cell just fits; the last column takes the rest.
        let candidates: [[Int]] = columns.dropLast().map { column in
            let lengths = Set(cells.flatMap { $0[column].map(\.displayWidth) } + [natural[column], available / natural.count])
            return lengths.filter { $0 >= floors[column] && $0 <= available - minimum * (natural.count - 1) }.sorted()
        }
        var best: (height: Int, spread: Int, widths: [Int])?
        for widths in combinations(candidates) {
            let rest = available - widths.reduce(0, +)
            guard rest >= max(floors[floors.count - 1], headers[headers.count - 1].count) else { continue }
            let all = widths + [min(rest, natural[natural.count - 1])]
            let height = cells.reduce(0) { total, row in
                total + (columns.map { column in
                    row[column].reduce(0) { $0 + TextWrapping.code($1, width: all[column]).count }
                }.max() ?? 0)
            }
            let spread = (all.max() ?? 0) - (all.min() ?? 0)
            if best == nil || height < best!.height || (height == best!.height && spread < best!.spread) {
                best = (height, spread, all)
            }
        }
        // No widths keep every literal whole: the caller lays the cells out otherwise.
        guard let best else { return floors.reduce(0, +) <= available ? floors : nil }
        return best.widths
    }

    /// The longest run of characters a cell cannot be broken inside: a name, a number, a
    /// string literal whole.
    private static func longestToken(_ text: String) -> Int {
        TextWrapping.unbreakableLengths(text).max() ?? 0
    }

    /// Every way to pick one width a column.
    private static func combinations(_ candidates: [[Int]]) -> [[Int]] {
        candidates.reduce([[]]) { partial, options in
            partial.flatMap { prefix in options.map { prefix + [$0] } }
        }
    }
}
