import Foundation
import KhipuDSL

/// A value followed by a comparison operator, `state.loans[0].due < x`, as a statement of
/// its own: the user meant an expectation, and the diagnostic says to write `expect`.
enum ComparisonOutsideExpect {
    /// The diagnostic when the text after the value at `offset` starts with `==`, `!=`,
    /// `<`, `<=`, `>`, `>=` or `contains`; nil otherwise.
    static func diagnostic(_ text: String, restAt offset: Int) -> Diagnostic? {
        let bytes = Array(text.utf8)
        guard offset < bytes.count else { return nil }
        let rest = String(decoding: bytes[offset...], as: UTF8.self)
        let startsWithOperator = ExpectationOperator.allCases.contains { op in
            guard rest.hasPrefix(op.rawValue) else { return false }
            guard op == .contains else { return true }
            return rest.dropFirst(op.rawValue.count).first.map { $0 == " " || $0 == "\t" } ?? false
        }
        guard startsWithOperator else { return nil }
        let operatorEnd = offset + (rest.prefix { !$0.isWhitespace }.utf8.count)
        let written = text.trimmingCharacters(in: .whitespaces)
        return .comparisonOutsideExpect(written, at: SourceRange(offset, operatorEnd))
    }
}
