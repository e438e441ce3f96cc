/// Prints any `Encodable` value in DSL syntax, the way a user types it:
/// `.todos(.cmd(.add(item: TodoItem(id: "…", title: "Get coffee", …))))`.
///
/// Enum cases print as `.name(label: value)` (unlabelled payloads without labels), structs
/// as `TypeName(label: value)`, strings with Swift escapes, dates as ISO-8601 strings,
/// UUIDs and URLs as their strings, decimals as plain numbers (`19.99`), raw-value enum
/// cases by name, dictionaries and sets as literals sorted by printed text (the same bytes
/// on every run), `nil` optionals inside a value are left out and a nested optional's
/// `.some(nil)` is written so. Whatever it prints `DSLValueDecoder` reads back to an equal value.
public enum DSLPrinter {
    public enum Style: Sendable, Hashable {
        /// One line.
        case compact
        /// Calls longer than `width` columns broken over indented lines, e.g. for diffs.
        case pretty(width: Int = 80)
    }

    public static func print(_ value: any Encodable, style: Style = .compact) -> String {
        if let printable = value as? any DSLPrintable {
            switch style {
            case .compact:
                if let text = try? compactText(printable) { return text }
            case .pretty(let width):
                // What fits on one line the layout leaves on one line: the compact text.
                if let text = try? compactText(printable, upTo: width) { return text }
            }
        }
        return printThroughEncodable(value, style: style)
    }

    /// The compact text through `DSLPrintable`; a value it cannot print (an `encode(to:)`
    /// that throws) goes the `Encodable` way, which says why.
    static func compactText(_ value: some DSLPrintable) throws -> String {
        var writer = DSLTextWriter()
        try writer.write(value)
        return writer.text
    }

    /// The compact text if it has at most `limit` bytes; it stops writing soon after.
    static func compactText(_ value: some DSLPrintable, upTo limit: Int) throws -> String? {
        var writer = DSLTextWriter(limit: limit)
        do {
            try writer.write(value)
        } catch is DSLTextWriter.LimitReached {
            return nil
        }
        return writer.bytes.count <= limit ? writer.text : nil
    }

    /// The text through `Encodable` and the tree of printed nodes: the way of a value
    /// without `DSLPrintable` or too long for one line, and the check that `DSLPrintable`
    /// writes the same.
    package static func printThroughEncodable(_ value: any Encodable, style: Style = .compact) -> String {
        let node: PrintedNode
        do {
            node = try printedNode(value)
        } catch {
            return "<cannot print \(DSLTypeName.of(type(of: value))): \(error)>"
        }
        switch style {
        case .compact: return node.compact
        case .pretty(let width): return PrettyLayout(width: width).render(node)
        }
    }

    static func printedNode<T: Encodable>(_ value: T) throws -> PrintedNode {
        let slot = PrintSlot()
        try PrintingEncoder.fill(slot, with: value)
        return slot.node
    }
}
