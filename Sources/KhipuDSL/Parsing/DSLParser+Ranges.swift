/// Ranges: `8...20` (a `ClosedRange`) and `8..<20` (a `Range`), of any two values, written
/// as Swift writes them, with or without spaces around the operator.
extension DSLParser {
    /// Whether a range operator follows `position` (spaces allowed): true for `...`, false
    /// for `..<`, nil for none.
    func rangeOperator(after position: Int) -> Bool? {
        var index = position
        while let byte = byte(at: index), ASCII.isHorizontalSpace(byte) { index += 1 }
        guard byte(at: index) == ASCII.dot, byte(at: index + 1) == ASCII.dot else { return nil }
        switch byte(at: index + 2) {
        case ASCII.dot: return true
        case ASCII.lessThan: return false
        default: return nil
        }
    }

    /// `lower...upper` or `lower..<upper`, the cursor after `lower`.
    @inline(never)
    mutating func parseRange(from lower: DSLExpression, isClosed: Bool) throws -> DSLExpression {
        while let byte = peekByte(), ASCII.isHorizontalSpace(byte) { cursor += 1 }
        let operatorStart = cursor
        advance(to: cursor + 3)
        while let byte = peekByte(), ASCII.isHorizontalSpace(byte) { cursor += 1 }
        guard let next = peekByte(), Self.canStartOperand(next) else {
            let spelled = isClosed ? "..." : "..<"
            throw expectedHere("the upper bound after '\(spelled)'", notes: [RangeForm.note])
        }
        let upper = try parseOperand(.parenthesized)
        if rangeOperator(after: cursor) != nil {
            cursor = operatorStart
            throw expectedHere("one range operator", notes: [RangeForm.note])
        }
        return DSLExpression(.range(lower: lower, upper: upper, isClosed: isClosed), range: SourceRange(lower.range.start, upper.range.end))
    }

    /// Whether a value may start with `byte` (not a closer, a comma or an operator).
    private static func canStartOperand(_ byte: UInt8) -> Bool {
        switch byte {
        case ASCII.closeParen, ASCII.closeBracket, ASCII.comma, ASCII.colon, ASCII.equals, ASCII.lessThan, ASCII.greaterThan,
            ASCII.exclamationMark, ASCII.newline:
            false
        default:
            true
        }
    }
}

/// How a range is written, for the notes of diagnostics about one.
package enum RangeForm {
    package static let note = "a range is written lower...upper (closed, e.g. 8...20) or lower..<upper (half-open, e.g. 8..<20)"
}
