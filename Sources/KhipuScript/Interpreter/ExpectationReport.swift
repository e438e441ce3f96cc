import KhipuDSL

/// The text shown when an expectation does not hold: what was expected, what was there,
/// and a line diff between the two (`-` expected, `+` actual).
enum ExpectationReport {
    static func messageMismatch(expected: Any, outputs: [Any]) -> String {
        messageMismatch(expected: outputs.map { _ in expected }, written: pretty(expected), outputs: outputs)
    }

    /// No emitted message matches. `expected[i]` is the expected message read against
    /// `outputs[i]` (its `_` filled from it), nil where the `_` found no place in it;
    /// `written` is the expectation as the user wrote it.
    static func messageMismatch(expected: [Any?], written: String, outputs: [Any]) -> String {
        guard !outputs.isEmpty else {
            return "expected the message\n" + indent(written) + "\nbut the last dispatch emitted nothing"
        }
        let pairs = zip(expected, outputs).map { (expected: $0.0.map(pretty) ?? written, actual: pretty($0.1)) }
        let closest = pairs.min { diffSize($0.expected, $0.actual) < diffSize($1.expected, $1.actual) } ?? pairs[0]
        var lines = ["no message emitted by the last dispatch matches the expected one"]
        lines.append("emitted:")
        lines += listed(outputs)
        lines.append("diff (- expected, + emitted):")
        lines.append(indent(TextDiff.unified(expected: closest.expected, actual: closest.actual)))
        return lines.joined(separator: "\n")
    }

    /// `expect M × N` found another number of messages matching M.
    static func repeatMismatch(expected count: Int, matching: Int, written: String, outputs: [Any]) -> String {
        var lines = ["expected \(count) message\(count == 1 ? "" : "s") matching", indent(written)]
        guard !outputs.isEmpty else { return (lines + ["but the last dispatch emitted nothing"]).joined(separator: "\n") }
        lines.append("but \(matching == 0 ? "none" : "\(matching)") of the \(outputs.count) the last dispatch emitted match\(matching == 1 ? "es" : ""):")
        lines += listed(outputs)
        return lines.joined(separator: "\n")
    }

    static func unexpectedOutputs(_ outputs: [Any]) -> String {
        (["expected no message, but the last dispatch emitted:"] + listed(outputs))
            .joined(separator: "\n")
    }

    /// Exhaustive mode: what a dispatch emitted that no `expect` matched.
    static func unmatchedOutputs(_ outputs: [Any], emittedBy statement: String) -> String {
        let count = outputs.count == 1 ? "a message" : "\(outputs.count) messages"
        return (["exhaustive: `\(statement)` emitted \(count) that no expect matched:"] + listed(outputs))
            .joined(separator: "\n")
    }

    /// Emitted messages one a line, indented, repeats folded (a clock move's 90 ticks).
    private static func listed(_ outputs: [Any]) -> [String] {
        RepeatFolding.fold(outputs.map(compact)).map { "  " + $0 }
    }

    static func comparisonFailed(left: Any, right: Any, isEqual: Bool) -> String {
        let leftText = pretty(left)
        let rightText = pretty(right)
        guard isEqual else {
            return "expected the two sides to differ, but both are\n" + indent(leftText)
        }
        if leftText == rightText {
            let types = (DSLTypeName.of(ValueUnwrapping.unwrappedType(of: left)), DSLTypeName.of(ValueUnwrapping.unwrappedType(of: right)))
            let why = types.0 == types.1 ? "they print alike but are not equal" : "a \(types.0) and a \(types.1) are never equal"
            return "the two sides differ, though both print as\n" + indent(leftText) + "\n" + why
        }
        if !leftText.contains("\n"), !rightText.contains("\n") {
            return "expected \(rightText), found \(leftText)\n" + indent(TextDiff.unified(expected: rightText, actual: leftText))
        }
        return "the two sides differ (- right, + left):\n" + indent(TextDiff.unified(expected: rightText, actual: leftText))
    }

    static func orderFailed(left: Any, operator: String, right: Any, source: String) -> String {
        guard ValueUnwrapping.unwrap(left) != nil, ValueUnwrapping.unwrap(right) != nil else {
            return "expected \(source), but \(ValueUnwrapping.unwrap(left) == nil ? "the left" : "the right") side is nil"
        }
        return "expected \(source), but \(compact(left)) \(`operator`) \(compact(right)) is false\n"
            + "  - expected: \(`operator`) \(compact(right))\n  + found:    \(compact(left))"
    }

    /// A side with `_` that does not have the shape of the value it is compared with.
    static func shapeMismatch(expected written: String) -> String {
        "the value has another shape than \(written): its `_` have no counterpart in it"
    }

    static func substringMissing(_ needle: String, in text: String) -> String {
        "expected \(compact(text)) to contain \(compact(needle))\n"
            + "  - expected: a string containing \(compact(needle))\n  + found:    \(compact(text))"
    }

    /// `expect container contains x` did not hold; `expected[i]` is x read against member i.
    static func memberMissing(expected: [Any?], members: [Any], container: String, written: String) -> String {
        let wanted = expected.compactMap { $0 }.first.map(pretty) ?? written
        var lines = ["expected \(container) to contain", indent(wanted)]
        guard !members.isEmpty else { return (lines + ["but it is empty"]).joined(separator: "\n") }
        lines.append("but it holds \(members.count == 1 ? "one member" : "\(members.count) members"):")
        lines += members.prefix(20).map { "  " + compact($0) }
        if members.count > 20 { lines.append("  … and \(members.count - 20) more") }
        let pairs = zip(expected, members).map { (expected: $0.0.map(pretty) ?? written, actual: pretty($0.1)) }
        if let closest = pairs.min(by: { diffSize($0.expected, $0.actual) < diffSize($1.expected, $1.actual) }) {
            lines.append("diff with the closest member (- expected, + member):")
            lines.append(indent(TextDiff.unified(expected: closest.expected, actual: closest.actual)))
        }
        return lines.joined(separator: "\n")
    }

    /// "a TodoItem", "an Int".
    static func typeName(of value: Any) -> String {
        let name = DSLTypeName.ofValue(value)
        let startsWithVowel = name.first.map { "AEIOUaeiou".contains($0) } ?? false
        return (startsWithVowel ? "an " : "a ") + name
    }

    private static func diffSize(_ a: String, _ b: String) -> Int {
        TextDiff.unified(expected: a, actual: b).split(separator: "\n").filter { !$0.hasPrefix("  ") }.count
    }

    private static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }

    static func pretty(_ value: Any) -> String {
        guard let unwrapped = ValueUnwrapping.unwrap(value) else { return "nil" }
        guard let encodable = unwrapped as? any Encodable else { return String(describing: unwrapped) }
        return DSLPrinter.print(encodable, style: .pretty(width: 80))
    }

    static func compact(_ value: Any) -> String {
        guard let unwrapped = ValueUnwrapping.unwrap(value) else { return "nil" }
        guard let encodable = unwrapped as? any Encodable else { return String(describing: unwrapped) }
        return DSLPrinter.print(encodable)
    }
}
