import KhipuDSL

/// Breaks a DSL value that is longer than `width` over indented lines, one argument a
/// line, so that a diff of two long values shows the part that differs.
package enum ExpressionLayout {
    /// `step` is how many spaces each level indents: 4 for reading, 2 in narrow table cells.
    package static func pretty(_ text: String, width: Int, step: Int = 4) -> String {
        guard text.count > width, let tree = try? DSLParser.parseExpression(text) else { return text }
        let bytes = Array(text.utf8)
        return lines(tree, bytes: bytes, indent: 0, lead: 0, width: width, step: step).joined(separator: "\n")
    }

    /// The first line starts after `lead` characters (a label) at `indent`; the lines are
    /// returned with the first one unindented and the others indented in full.
    private static func lines(_ expression: DSLExpression, bytes: [UInt8], indent: Int, lead: Int, width: Int, step: Int) -> [String] {
        let compact = slice(expression.range, bytes)
        guard indent + lead + compact.count > width else { return [compact] }
        let open: String
        let close: String
        let items: [(label: String?, value: DSLExpression)]
        switch expression.kind {
        case .implicitMember(let name, _, let arguments?) where !arguments.isEmpty:
            (open, close) = ("." + name + "(", ")")
            items = arguments.map { ($0.label, $0.value) }
        case .call(let typeName, _, let arguments) where !arguments.isEmpty:
            (open, close) = (typeName + "(", ")")
            items = arguments.map { ($0.label, $0.value) }
        case .array(let elements) where !elements.isEmpty:
            (open, close) = ("[", "]")
            items = elements.map { (nil, $0) }
        default:
            return [compact]
        }
        // A call with one argument keeps it on its line, as the printer's pretty layout does:
        // `.todos(.ack(.added(item: TodoItem(` opens one level, not four.
        if items.count == 1, open != "[" {
            let prefix = items[0].label.map { $0 + ": " } ?? ""
            var inner = lines(items[0].value, bytes: bytes, indent: indent, lead: lead + open.count + prefix.count, width: width, step: step)
            inner[0] = open + prefix + inner[0]
            inner[inner.count - 1] += close
            return inner
        }
        let pad = String(repeating: " ", count: indent + step)
        var result = [open]
        for (index, item) in items.enumerated() {
            let prefix = item.label.map { $0 + ": " } ?? ""
            var inner = lines(item.value, bytes: bytes, indent: indent + step, lead: prefix.count, width: width, step: step)
            inner[0] = prefix + inner[0]
            if index < items.count - 1 { inner[inner.count - 1] += "," }
            result += inner.enumerated().map { $0.offset == 0 ? pad + $0.element : $0.element }
        }
        result.append(String(repeating: " ", count: indent) + close)
        return result
    }

    private static func slice(_ range: SourceRange, _ bytes: [UInt8]) -> String {
        guard range.start >= 0, range.start <= range.end, range.end <= bytes.count else { return "" }
        return String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }
}
