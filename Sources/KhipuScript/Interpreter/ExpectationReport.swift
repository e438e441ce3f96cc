import KhipuDSL

/// The text shown when an expectation does not hold: what was expected, what was there,
/// and a line diff between the two (`-` expected, `+` actual).
enum ExpectationReport {
    static func messageMismatch(expected: Any, outputs: [Any]) -> String {
        let expectedText = pretty(expected)
        guard !outputs.isEmpty else {
            return "expected the message\n" + indent(expectedText) + "\nbut the last dispatch emitted nothing"
        }
        let candidates = outputs.map { pretty($0) }
        let closest = candidates.min { diffSize(expectedText, $0) < diffSize(expectedText, $1) } ?? candidates[0]
        var lines = ["no message emitted by the last dispatch equals the expected one"]
        lines.append("emitted:")
        lines += outputs.map { "  " + compact($0) }
        lines.append("diff (- expected, + emitted):")
        lines.append(indent(TextDiff.unified(expected: expectedText, actual: closest)))
        return lines.joined(separator: "\n")
    }

    static func unexpectedOutputs(_ outputs: [Any]) -> String {
        (["expected no message, but the last dispatch emitted:"] + outputs.map { "  " + compact($0) })
            .joined(separator: "\n")
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
            return "expected \(rightText), found \(leftText)"
        }
        return "the two sides differ (- right, + left):\n" + indent(TextDiff.unified(expected: rightText, actual: leftText))
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
