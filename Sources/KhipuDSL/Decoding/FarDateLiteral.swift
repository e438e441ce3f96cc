import Foundation

/// Dates that ISO-8601 text cannot carry exactly: beyond about 3 million years from 2001 a
/// fraction of a second no longer survives the text, beyond year ±999,999,999 the year
/// has too many digits, and a `Date` may even hold an infinite or NaN interval. Those
/// print as `Date(timeIntervalSinceReferenceDate: 1e+300)`, which decodes wherever a
/// `Date` is expected, so every date prints as text that reads back equal.
enum FarDateLiteral {
    static let typeName = "Date"
    static let label = "timeIntervalSinceReferenceDate"

    /// ISO-8601 text where it reads back equal, the initializer call otherwise.
    static func node(for date: Date) -> PrintedNode {
        let interval = date.timeIntervalSinceReferenceDate
        if interval.isFinite, let text = ISO8601Timestamp.formatIfExact(date) { return .string(text) }
        return .call(
            typeName: typeName,
            arguments: [PrintedArgument(label: label, value: BuiltinPrinting.floatingPoint(interval))]
        )
    }
}

extension ExpressionDecoder {
    /// `Date(timeIntervalSinceReferenceDate: x)` where a `Date` is expected.
    func decodeFarDate(_ node: DSLExpression, arguments: [Argument]) throws -> Date {
        guard arguments.count == 1, let argument = arguments.first, argument.label == FarDateLiteral.label else {
            throw Diagnostic.expected(
                "Date(\(FarDateLiteral.label): seconds)", found: nil, at: node.range,
                notes: ["a date is an ISO-8601 string such as \"2024-06-16T09:00:00Z\", .now, or Date(\(FarDateLiteral.label): 1e+300)"]
            )
        }
        return Date(timeIntervalSinceReferenceDate: try decodeFloatingPoint(Double.self, argument.value))
    }
}
