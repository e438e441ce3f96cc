import Foundation

/// `Duration` as Swift spells it: `.seconds(90)`, `.milliseconds(250)`, `.microseconds(5)`,
/// `.nanoseconds(-3)`, `.zero`; a count finer than a nanosecond as
/// `Duration(attoseconds: 5)`. Its own `Codable` form, a pair of integers holding the
/// 128-bit count of attoseconds, is not what a user writes.
///
/// The printer writes the largest unit that holds the value exactly, in whole numbers, so
/// every duration prints as text that reads back equal; the reader also takes a fraction
/// (`.seconds(1.5)`) as long as it is a whole number of attoseconds.
enum DurationLiteral {
    static let typeName = "Duration"
    static let zeroName = "zero"
    static let attosecondsLabel = "attoseconds"

    /// The units Swift's `Duration` has a static function for, largest first.
    enum Unit: String, CaseIterable {
        case seconds, milliseconds, microseconds, nanoseconds

        /// Attoseconds in one unit, as a power of ten.
        var exponent: Int {
            switch self {
            case .seconds: 18
            case .milliseconds: 15
            case .microseconds: 12
            case .nanoseconds: 9
            }
        }
    }

    /// Why a literal is not a duration.
    enum Failure: Error {
        case notANumber
        /// Finer than an attosecond, the smallest step of a `Duration`.
        case tooPrecise
        /// Beyond ±2^127 attoseconds (about ±5.4 × 10^12 years).
        case outOfRange
    }

    // MARK: Printing

    static func node(for duration: Duration) -> PrintedNode {
        let (isNegative, digits) = attoseconds(of: duration)
        guard !digits.isEmpty else { return .member(name: zeroName, arguments: nil) }
        let trailingZeros = digits.utf8.reversed().prefix { $0 == UInt8(ascii: "0") }.count
        let sign = isNegative ? "-" : ""
        guard let unit = Unit.allCases.first(where: { trailingZeros >= $0.exponent }) else {
            return .call(typeName: typeName, arguments: [PrintedArgument(label: attosecondsLabel, value: .atom(sign + digits))])
        }
        let count = sign + String(digits.dropLast(unit.exponent))
        return .member(name: unit.rawValue, arguments: [PrintedArgument(label: nil, value: .atom(count))])
    }

    /// The exact count of attoseconds: its sign and its decimal digits without leading
    /// zeros, empty for zero. `Duration.components` would trap beyond 2^63 seconds, so the
    /// count is taken in three parts that each fit: `duration / 10^9` split into seconds and
    /// attoseconds, and the remainder below 10^9.
    static func attoseconds(of duration: Duration) -> (isNegative: Bool, digits: String) {
        let high = duration / 1_000_000_000
        let low = (duration - high * 1_000_000_000).components.attoseconds
        let (seconds, attoseconds) = high.components
        let isNegative = seconds < 0 || attoseconds < 0 || low < 0
        let text = String(seconds.magnitude) + padded(attoseconds.magnitude, to: 18) + padded(low.magnitude, to: 9)
        return (isNegative, String(text.drop { $0 == "0" }))
    }

    private static func padded(_ value: UInt64, to width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    // MARK: Reading

    /// `literal` (an integer or decimal literal as the parser keeps it: `90`, `-1.5`,
    /// `2e3`) counted in units of 10^`exponent` attoseconds.
    static func duration(_ literal: String, exponent: Int) throws(Failure) -> Duration {
        var text = Substring(literal)
        let isNegative = text.first == "-"
        if isNegative || text.first == "+" { text = text.dropFirst() }
        if let (_, _, radix) = IntegerLiteral.split(String(text)), radix != 10 {
            guard let value = IntegerLiteral.value(String(text), as: UInt64.self) else { throw .outOfRange }
            return try duration(isNegative: isNegative, digits: String(value), shift: exponent)
        }
        var shift = exponent
        if let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let power = Int(text[text.index(after: marker)...]), abs(power) <= 100 else { throw .notANumber }
            shift += power
            text = text[..<marker]
        }
        var digits = text
        if let point = text.firstIndex(of: ".") {
            let fraction = text[text.index(after: point)...]
            shift -= fraction.count
            digits = text[..<point] + fraction
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { throw .notANumber }
        return try duration(isNegative: isNegative, digits: String(digits), shift: shift)
    }

    /// `digits` × 10^`shift` attoseconds, negated when `isNegative`.
    private static func duration(isNegative: Bool, digits: String, shift: Int) throws(Failure) -> Duration {
        var digits = Substring(digits.drop { $0 == "0" })
        if shift < 0 {
            let dropped = digits.suffix(-shift)
            guard dropped.allSatisfy({ $0 == "0" }) else { throw .tooPrecise }
            digits = digits.dropLast(-shift)
        } else if !digits.isEmpty {
            guard digits.count + shift <= limit.count else { throw .outOfRange }
            digits += String(repeating: "0", count: shift)
        }
        guard digits.count < limit.count || (digits.count == limit.count && String(digits) <= (isNegative ? lowestMagnitude : limit)) else {
            throw .outOfRange
        }
        // 39 digits at most: 12 of seconds × 10^27, 18 of attoseconds × 10^9, 9 of attoseconds.
        // A negative count is subtracted from zero part by part: `Duration(secondsComponent:
        // attosecondsComponent:)` traps on large negative components, and 2^127 itself has
        // no positive `Duration` to negate.
        let full = String(repeating: "0", count: limit.count - digits.count) + digits
        let high = Duration(secondsComponent: Int64(full.prefix(12))!, attosecondsComponent: Int64(full.dropFirst(12).prefix(18))!) * 1_000_000_000
        let low = Duration(secondsComponent: 0, attosecondsComponent: Int64(full.suffix(9))!)
        return isNegative ? .zero - high - low : high + low
    }

    /// 2^127 − 1 and 2^127: the largest counts of attoseconds either way.
    private static let limit = "170141183460469231731687303715884105727"
    private static let lowestMagnitude = "170141183460469231731687303715884105728"
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension ExpressionDecoder {
    /// `.seconds(90)` and the other units, `.zero`, or `Duration(attoseconds: 5)`.
    func decodeDuration(_ node: DSLExpression) throws -> Duration {
        switch node.kind {
        case .implicitMember(DurationLiteral.zeroName, _, nil):
            return .zero
        case .implicitMember(let name, _, let arguments?):
            guard let unit = DurationLiteral.Unit(rawValue: name) else { break }
            guard arguments.count == 1, let argument = arguments.first, argument.label == nil else {
                throw Diagnostic.expected(".\(name)(count)", found: nil, at: node.range, notes: [Self.durationForms])
            }
            return try durationCount(argument.value, exponent: unit.exponent)
        case .call(DurationLiteral.typeName, _, let arguments):
            guard arguments.count == 1, let argument = arguments.first, argument.label == DurationLiteral.attosecondsLabel else {
                throw Diagnostic.expected("Duration(\(DurationLiteral.attosecondsLabel): count)", found: nil, at: node.range, notes: [Self.durationForms])
            }
            return try durationCount(argument.value, exponent: 0)
        case .identifier, .member, .subscript, .methodCall:
            return try resolve(node, as: Duration.self)
        case .array(let pair):
            if let duration = Self.codablePair(pair) { return duration }
        default:
            break
        }
        throw typeMismatch(node, expected: "Duration", notes: [Self.durationForms])
    }

    /// `[4, 16213023705161793536]`: `Duration`'s own `Codable` form (the high and low words of
    /// its attoseconds), which Khipu printed before it knew durations, so that a store or a
    /// recording written then still reads.
    private static func codablePair(_ pair: [DSLExpression]) -> Duration? {
        guard pair.count == 2, case .integer(let high) = pair[0].kind, case .integer(let low) = pair[1].kind,
            let highWord = IntegerLiteral.value(high, as: Int64.self), let lowWord = IntegerLiteral.value(low, as: UInt64.self)
        else { return nil }
        return try? JSONDecoder().decode(Duration.self, from: Data("[\(highWord),\(lowWord)]".utf8))
    }

    private static var durationForms: String { "a duration is written \(Duration.writtenAs)" }

    /// The number in `.seconds(…)`: an integer or a decimal literal.
    private func durationCount(_ node: DSLExpression, exponent: Int) throws -> Duration {
        switch node.kind {
        case .integer(let text), .float(let text): return try durationCount(text, exponent: exponent, at: node.range)
        default: throw typeMismatch(node, expected: "a number", notes: [Self.durationForms])
        }
    }

    private func durationCount(_ text: String, exponent: Int, at range: SourceRange) throws -> Duration {
        do {
            return try DurationLiteral.duration(text, exponent: exponent)
        } catch .notANumber {
            throw Diagnostic.invalidLiteral(text, of: "Duration count", at: range)
        } catch .tooPrecise {
            throw Diagnostic.invalidValue("duration '\(text)': finer than an attosecond, the smallest step of a Duration", at: range)
        } catch .outOfRange {
            throw Diagnostic.invalidValue("duration '\(text)': beyond the ±2^127 attoseconds a Duration holds", at: range)
        }
    }
}

extension Duration: BuiltinValue {
    static var builtinNames: [String] { [DurationLiteral.typeName] }

    static func decodeBuiltin(from node: DSLExpression, with decoder: ExpressionDecoder) throws -> Duration {
        try decoder.decodeDuration(node)
    }

    static func printedNode(for value: Duration) -> PrintedNode? { DurationLiteral.node(for: value) }

    /// Swift's spellings, as the printer writes them.
    static var completions: [BuiltinCompletion] {
        DurationLiteral.Unit.allCases.map { BuiltinCompletion(".\($0.rawValue)(", display: ".\($0.rawValue)(Int)") }
            + [BuiltinCompletion(".\(DurationLiteral.zeroName)", summary: "no time at all")]
    }

    static var writtenAs: String { ".seconds(90), .milliseconds(250), .microseconds(5), .nanoseconds(1), .zero or Duration(attoseconds: 1)" }
}

/// `.seconds(90)`, as `DurationLiteral` spells it.
extension Duration: DSLPrintable {
    public func dslPrint(into writer: inout DSLTextWriter) {
        writer.write(DurationLiteral.node(for: self))
    }
}

extension Duration: DSLReadable {
    public static func dslRead(from reader: inout DSLTextReader) throws -> Duration { try reader.readDuration() }
}

extension DSLTextReader {
    /// `.zero` and `.seconds(90)`, `.milliseconds(-250)` and the other units in whole
    /// numbers, as `DurationLiteral` prints them; fractions and `Duration(attoseconds:)`
    /// are the tree path's.
    mutating func readDuration() throws -> Duration {
        try dot()
        if consumeWord("zero") { return .zero }
        let unit: DurationLiteral.Unit
        if consumeWord("seconds") { unit = .seconds }
        else if consumeWord("milliseconds") { unit = .milliseconds }
        else if consumeWord("microseconds") { unit = .microseconds }
        else if consumeWord("nanoseconds") { unit = .nanoseconds }
        else { throw GiveUp() }
        try openArguments()
        let start = parser.cursor
        var offset = start
        if byte(at: offset) == ASCII.minus { offset += 1 }
        let digitsStart = offset
        offset = digitsEnd(from: offset)
        guard offset > digitsStart, !continuesNumber(at: offset),
            let duration = try? DurationLiteral.duration(parser.string(from: start, to: offset), exponent: unit.exponent)
        else { throw GiveUp() }
        parser.cursor = offset
        try closeArguments()
        return duration
    }

}
