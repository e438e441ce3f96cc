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
            arguments: [PrintedArgument(label: label, value: Double.literalNode(for: interval))]
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

/// An ISO-8601 string (`"2024-06-16T09:00:00Z"`), `.now` (the session's clock), or, where
/// text cannot carry it exactly, `Date(timeIntervalSinceReferenceDate: x)`; not its own
/// `Codable` form, a number.
extension Date: BuiltinValue {
    static var builtinNames: [String] { ["Date"] }

    static func decodeBuiltin(from node: DSLExpression, with decoder: ExpressionDecoder) throws -> Date {
        // The common case first: the switch below, with its string patterns, copies the node.
        if case .string(let text) = node.kind, let date = ISO8601Timestamp.parse(text) { return date }
        switch node.kind {
        case .string(let text):
            if let date = ISO8601Timestamp.parse(text) { return date }
            throw Diagnostic.invalidValue(
                "date \(ExpressionText.quoted(text)): expected ISO-8601 such as \"2024-06-16T09:00:00Z\"",
                at: node.range,
                notes: ["a date is written \"YYYY-MM-DDTHH:MM:SSZ\", optionally with fractional seconds (\"…:00.123Z\") or an offset (\"+02:00\"), or .now"]
            )
        case .implicitMember("now", _, nil):
            return decoder.context.now()
        case .call(FarDateLiteral.typeName, _, let arguments):
            return try decoder.decodeFarDate(node, arguments: arguments)
        case .identifier, .member, .subscript, .methodCall:
            return try decoder.resolve(node, as: Date.self)
        default:
            throw decoder.typeMismatch(node, expected: "Date", notes: ["write \(writtenAs)"])
        }
    }

    static func printedNode(for value: Date) -> PrintedNode? { FarDateLiteral.node(for: value) }

    static var completions: [BuiltinCompletion] { [BuiltinCompletion(".now", summary: "the session's clock")] }

    static var writtenAs: String { "an ISO-8601 string such as \"2024-06-16T09:00:00Z\", or .now" }
}

extension Date: DSLPrintable {
    public func dslPrint(into writer: inout DSLTextWriter) {
        writer.writeDate(self)
    }
}

/// `"2024-06-16T09:00:00Z"` and every other form `ISO8601Timestamp` reads.
extension Date: DSLReadable {
    public static func dslRead(from reader: inout DSLTextReader) throws -> Date {
        try reader.withPlainStringBytes(ISO8601Timestamp.parse(bytes:))
    }
}

extension DSLTextWriter {
    /// `"2024-06-16T09:00:00Z"`; dates with fractions or far away as `FarDateLiteral` spells them.
    mutating func writeDate(_ date: Date) {
        guard let fields = ISO8601Timestamp.wholeSecondFields(date) else { return write(FarDateLiteral.node(for: date)) }
        append(UInt8(ascii: "\""))
        writeDigits(fields.year, 4)
        append(UInt8(ascii: "-"))
        writeDigits(fields.month, 2)
        append(UInt8(ascii: "-"))
        writeDigits(fields.day, 2)
        append(UInt8(ascii: "T"))
        writeDigits(fields.secondOfDay / 3600, 2)
        append(UInt8(ascii: ":"))
        writeDigits(fields.secondOfDay / 60 % 60, 2)
        append(UInt8(ascii: ":"))
        writeDigits(fields.secondOfDay % 60, 2)
        append(UInt8(ascii: "Z"))
        append(UInt8(ascii: "\""))
    }

    /// A non-negative number in exactly `count` digits, zeros in front.
    private mutating func writeDigits(_ value: Int64, _ count: Int) {
        var divisor: Int64 = 1
        for _ in 1..<count { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}
