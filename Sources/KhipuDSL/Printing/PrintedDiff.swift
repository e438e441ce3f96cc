/// The difference of two values as a short tree that points at what changed:
///
/// ```
///   AppState(todos: TodoList(
///       items: [
///           [1]: TodoItem(
/// -             state: .unfinished
/// +             state: .finished
///               … (7 unchanged)
///           … (2 unchanged)
/// ```
///
/// Fields are matched by label and list elements by position (after the elements both
/// lists start and end with), so a change is named by its path; unchanged neighbours fold
/// into "… (N unchanged)"; a field that appears or disappears shows as `nil` on its other
/// side. Long runs of changed elements and long values are cut, so that one step of a big
/// state prints a handful of lines, fast.
public enum PrintedDiff {
    /// Codable for the attach wire, which carries it as `{"kind": "removed", "text": …}`.
    public struct Line: Codable, Equatable, Sendable {
        public enum Kind: String, Codable, Equatable, Sendable { case context, removed, added, collapsed }
        public let kind: Kind
        /// Indented by four spaces a level.
        public let text: String

        public init(_ kind: Kind, _ text: String) {
            self.kind = kind
            self.text = text
        }

        /// The line as plain text: `- `, `+ ` or two spaces, then the text.
        public var rendered: String {
            switch kind {
            case .removed: "- " + text
            case .added: "+ " + text
            case .context, .collapsed: "  " + text
            }
        }
    }

    /// At most this many changed elements of one list are shown; the rest are counted.
    static let changedElementLimit = 3
    /// At most this many lines of one removed or added value are shown.
    static let valueLineLimit = 12

    /// nil when both print the same.
    public static func lines(before: any Encodable, after: any Encodable) -> [Line]? {
        guard let old = try? DSLPrinter.printedNode(before), let new = try? DSLPrinter.printedNode(after) else { return nil }
        guard old != new else { return nil }
        var lines: [Line] = []
        diff(old, new, head: "", indent: 0, into: &lines)
        return lines
    }

    /// `closing` holds the brackets the calls in `head` opened on the same line: a change
    /// that fits on that line closes them, so `- AppState(counter: Counter(value: 0))` reads
    /// as the value it is.
    private static func diff(_ old: PrintedNode, _ new: PrintedNode, head: String, indent: Int, closing: String = "", into lines: inout [Line]) {
        switch (old, new) {
        case (.call(let oldType, let oldArguments), .call(let newType, let newArguments)) where oldType == newType:
            diffArguments(oldArguments, newArguments, opening: head + newType + "(", indent: indent, closing: closing, into: &lines)
        case (.member(let oldName, let oldArguments?), .member(let newName, let newArguments?)) where oldName == newName:
            diffArguments(oldArguments, newArguments, opening: head + "." + newName + "(", indent: indent, closing: closing, into: &lines)
        case (.array(let oldElements), .array(let newElements)) where !oldElements.isEmpty && !newElements.isEmpty:
            lines.append(Line(.context, pad(indent) + head + "["))
            diffElements(oldElements, newElements, indent: indent + 1, into: &lines)
        default:
            value(old, head: head, indent: indent, kind: .removed, closing: closing, into: &lines)
            value(new, head: head, indent: indent, kind: .added, closing: closing, into: &lines)
        }
    }

    /// A call with one argument keeps it on the opening line, as the pretty layout does.
    private static func diffArguments(
        _ old: [PrintedArgument], _ new: [PrintedArgument], opening: String, indent: Int, closing: String, into lines: inout [Line]
    ) {
        if old.count == 1, new.count == 1, old[0].label == new[0].label {
            diff(
                old[0].value, new[0].value, head: opening + (new[0].label.map { $0 + ": " } ?? ""), indent: indent,
                closing: ")" + closing, into: &lines)
            return
        }
        lines.append(Line(.context, pad(indent) + opening))
        var unchanged = 0
        func flush() {
            if unchanged > 0 { lines.append(Line(.collapsed, pad(indent + 1) + "… (\(unchanged) unchanged)")) }
            unchanged = 0
        }
        let oldByLabel = Dictionary(old.enumerated().map { ($0.element.label ?? "#\($0.offset)", $0.element.value) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<String> = []
        for (offset, argument) in new.enumerated() {
            let key = argument.label ?? "#\(offset)"
            seen.insert(key)
            let head = argument.label.map { $0 + ": " } ?? ""
            guard let previous = oldByLabel[key] else {
                flush()
                lines.append(Line(.removed, pad(indent + 1) + head + "nil"))
                value(argument.value, head: head, indent: indent + 1, kind: .added, into: &lines)
                continue
            }
            if previous == argument.value {
                unchanged += 1
            } else {
                flush()
                diff(previous, argument.value, head: head, indent: indent + 1, into: &lines)
            }
        }
        flush()
        for (offset, argument) in old.enumerated() where !seen.contains(argument.label ?? "#\(offset)") {
            let head = argument.label.map { $0 + ": " } ?? ""
            value(argument.value, head: head, indent: indent + 1, kind: .removed, into: &lines)
            lines.append(Line(.added, pad(indent + 1) + head + "nil"))
        }
    }

    private static func diffElements(_ old: [PrintedNode], _ new: [PrintedNode], indent: Int, into lines: inout [Line]) {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        if prefix > 0 { lines.append(Line(.collapsed, pad(indent) + "… (\(prefix) unchanged)")) }
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)
        var shown = 0
        var unchanged = 0
        var hidden = (removed: 0, added: 0, changed: 0)
        // Elements at the same place in both lists are compared; the rest were removed or added.
        let paired = min(oldMiddle.count, newMiddle.count)
        for offset in 0..<paired {
            let (before, after) = (old[prefix + offset], new[prefix + offset])
            if before == after {
                unchanged += 1
                continue
            }
            guard shown < changedElementLimit else {
                hidden.changed += 1
                continue
            }
            if unchanged > 0 { lines.append(Line(.collapsed, pad(indent) + "… (\(unchanged) unchanged)")) }
            unchanged = 0
            diff(before, after, head: "[\(prefix + offset)]: ", indent: indent, into: &lines)
            shown += 1
        }
        if unchanged > 0 { lines.append(Line(.collapsed, pad(indent) + "… (\(unchanged) unchanged)")) }
        // Elements only one side has: removed ones first, then added ones.
        let unpaired = oldMiddle.dropFirst(paired).map { (old[$0], $0, Line.Kind.removed) }
            + newMiddle.dropFirst(paired).map { (new[$0], $0, Line.Kind.added) }
        for (node, index, kind) in unpaired {
            guard shown < changedElementLimit else {
                if kind == .removed { hidden.removed += 1 } else { hidden.added += 1 }
                continue
            }
            value(node, head: "[\(index)]: ", indent: indent, kind: kind, into: &lines)
            shown += 1
        }
        let counts = [(hidden.changed, "changed"), (hidden.removed, "removed"), (hidden.added, "added")].filter { $0.0 > 0 }
        if !counts.isEmpty {
            lines.append(Line(.collapsed, pad(indent) + "… and " + counts.map { "\($0.0) more \($0.1)" }.joined(separator: ", ")))
        }
        if suffix > 0 { lines.append(Line(.collapsed, pad(indent) + "… (\(suffix) unchanged)")) }
    }

    /// A whole value on `kind` lines, one field a line when it does not fit, cut after
    /// `valueLineLimit` lines; `closing` ends a value shown whole.
    private static func value(_ node: PrintedNode, head: String, indent: Int, kind: Line.Kind, closing: String = "", into lines: inout [Line]) {
        let text = PrettyLayout(width: 80 - 4 * indent - head.count - closing.count).render(node) + closing
        var rendered = text.split(separator: "\n", omittingEmptySubsequences: false)
        let hiddenLines = rendered.count - valueLineLimit
        if hiddenLines > 1 { rendered = Array(rendered.prefix(valueLineLimit)) }
        for (index, line) in rendered.enumerated() {
            var text = String(line)
            if text.hasSuffix(",") { text.removeLast() }
            lines.append(Line(kind, pad(indent) + (index == 0 ? head : "") + text))
        }
        if hiddenLines > 1 { lines.append(Line(kind, pad(indent + 1) + "… (\(hiddenLines) more lines)")) }
    }

    private static func pad(_ indent: Int) -> String {
        String(repeating: PrettyLayout.indentUnit, count: indent)
    }
}
