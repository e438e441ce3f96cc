/// Lays a printed value out for reading and diffing: whatever fits in `width` terminal
/// columns stays on one line; a call that does not breaks its arguments onto lines of
/// their own, indented by four spaces (two in a narrow table cell). A call with one
/// argument keeps it on its line, so `.todos(.cmd(.add(item: TodoItem(` opens only one
/// level of indentation. The one layout of values: the printer's, the diff's, and that of
/// a value's printed text laid out again (`relaidOut`) by describe and the REPL.
package struct PrettyLayout {
    static let indentUnit = "    "

    let width: Int
    var indentUnit = Self.indentUnit

    func render(_ node: PrintedNode) -> String {
        var output = ""
        write(node, column: 0, indent: 0, trailing: 0, into: &output)
        return output
    }

    /// Writes `node` starting at `column`; `trailing` characters will follow it on the
    /// same line (closing brackets, a comma).
    private func write(_ node: PrintedNode, column: Int, indent: Int, trailing: Int, into output: inout String) {
        if let flat = Self.compact(node, ifAtMost: width - column - trailing) {
            output += flat
            return
        }
        switch node {
        case .member(let name, let arguments?) where !arguments.isEmpty:
            let head = "." + name + "("
            output += head
            writeArguments(arguments, column: column + head.displayWidth, indent: indent, trailing: trailing, into: &output)
            output += ")"
        case .call(let typeName, let arguments) where !arguments.isEmpty:
            let head = typeName + "("
            output += head
            writeArguments(arguments, column: column + head.displayWidth, indent: indent, trailing: trailing, into: &output)
            output += ")"
        case .array(let elements) where !elements.isEmpty:
            output += "["
            writeLines(elements.map { PrintedArgument(label: nil, value: $0) }, indent: indent + 1, into: &output)
            output += "\n" + indentation(indent) + "]"
        case .dictionary(let entries) where !entries.isEmpty:
            output += "["
            writeLines(entries.map { PrintedArgument(label: $0.key.compact, value: $0.value) }, indent: indent + 1, into: &output)
            output += "\n" + indentation(indent) + "]"
        default:
            output += node.compact
        }
    }

    /// `node` on one line if that has at most `limit` characters. A node much longer
    /// (a store's whole state) is written only as far as it takes to tell: the characters
    /// of a prefix, but its last, are characters of the whole text.
    static func compact(_ node: PrintedNode, ifAtMost limit: Int) -> String? {
        guard limit >= 0 else { return nil }
        var output = ""
        if !node.writeCompact(into: &output, stoppingPast: 4 * limit + 64) {
            if output.displayWidth - 1 > limit { return nil }
            output = node.compact
        }
        return output.displayWidth <= limit ? output : nil
    }

    private func writeArguments(_ arguments: [PrintedArgument], column: Int, indent: Int, trailing: Int, into output: inout String) {
        if arguments.count == 1 {
            let argument = arguments[0]
            let label = argument.label.map { $0 + ": " } ?? ""
            output += label
            write(argument.value, column: column + label.displayWidth, indent: indent, trailing: trailing + 1, into: &output)
            return
        }
        writeLines(arguments, indent: indent + 1, into: &output)
        output += "\n" + indentation(indent)
    }

    /// One argument or element a line, separated by commas.
    private func writeLines(_ arguments: [PrintedArgument], indent: Int, into output: inout String) {
        let prefix = indentation(indent)
        for (index, argument) in arguments.enumerated() {
            let label = argument.label.map { $0 + ": " } ?? ""
            output += "\n" + prefix + label
            let isLast = index == arguments.count - 1
            write(argument.value, column: prefix.count + label.displayWidth, indent: indent, trailing: isLast ? 0 : 1, into: &output)
            if !isLast { output += "," }
        }
    }

    private func indentation(_ level: Int) -> String {
        String(repeating: indentUnit, count: level)
    }
}

extension PrettyLayout {
    /// A value's one-line printed text laid out again for `width` columns, indented by
    /// `step` spaces a level; text that does not parse stays as it is.
    package static func relaidOut(_ text: String, width: Int, step: Int = 4) -> String {
        guard text.displayWidth > width, let tree = try? DSLParser.parseExpression(text) else { return text }
        let layout = PrettyLayout(width: width, indentUnit: String(repeating: " ", count: max(step, 1)))
        return layout.render(PrintedNode(parsed: tree, source: Array(text.utf8)))
    }
}
