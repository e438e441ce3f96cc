import Foundation
import KhipuDSL

/// Writes random DSL text for a value of any type, from the `@DSL` schemas: an enum picks
/// a case and writes its parameters, a struct writes every field, containers and builtins
/// write their literals, extremes included (empty and escaped strings, `Int.min`, `-0.0`,
/// NaN, far and fractional dates, empty and long arrays). The real decoder then turns the
/// text into a value, so no value is built by a path the tool does not take.
///
/// With `bias: .extremes` it writes mostly the values at the edges (see `Bias`), as a
/// hand-edited store file or a hostile script would, to show that a domain never traps.
package struct SchemaValueGenerator {
    /// Text for types without a schema (a wrapper with its own `Codable`), by type.
    package typealias Custom = (inout SchemaValueGenerator, Int) -> String?

    /// Which values the builtins and containers favour.
    package enum Bias: Sendable {
        /// Ordinary values with some extremes: what must print and read back.
        case roundTrip
        /// Mostly extremes: `Int.min`/`max`, `UInt.max`, 0, -1, NaN, ±infinity, -0.0, dates
        /// ±1e300 seconds and years ±999,999,999, empty, huge and escaped strings, empty
        /// arrays and, `largeArrays` times per generator, one of `largeArrayCount` elements.
        case extremes
        /// Values a user would type: small numbers, plain strings, dates near the fixed
        /// clock, no NaN and no `Int.max`: what `khipu explore` sends, so that a finding is
        /// about the domain's rules rather than about arithmetic at the edges.
        case ordinary
    }

    package var random: SeededRandom
    package var custom: [ObjectIdentifier: Custom] = [:]
    /// Below this depth, containers stay small and enums prefer cases without payload.
    package var maximumDepth = 6
    package var bias: Bias
    /// How many more arrays of `largeArrayCount` elements `.extremes` may write; each one
    /// is drawn at depth 3 or less, where a domain's state keeps its lists.
    package var largeArrays = 0
    package var largeArrayCount = 10_000
    private var isInsideLargeArray = false
    /// Texts of values that exist already (ids the domain made, a documentation fixture),
    /// by type: asked for such a type, the generator takes one of them `knownPercent` of
    /// the times, so that a message can name the record that is there.
    package var known: [ObjectIdentifier: [String]] = [:]
    package var knownPercent = 75

    package init(seed: UInt64, bias: Bias = .roundTrip) {
        random = SeededRandom(seed: seed)
        self.bias = bias
    }

    /// Text for a value of `type`, or nil when the generator does not know how to write one.
    package mutating func text(for type: Any.Type, depth: Int = 0) -> String? {
        if let custom = custom[ObjectIdentifier(type)] { return custom(&self, depth) }
        if let known = known[ObjectIdentifier(type)], !known.isEmpty, random.chance(knownPercent) { return random.pick(known) }
        if let builtin = builtin(type) { return builtin }
        if let optional = type as? any OptionalShape.Type {
            if random.chance(depth >= maximumDepth ? 70 : 25) { return "nil" }
            // A nested optional that holds `nil`.
            if TypeShape.isOptional(optional.wrappedType), random.chance(30) { return ".some(nil)" }
            return text(for: optional.wrappedType, depth: depth)
        }
        if let array = type as? any ArrayShape.Type {
            return list(of: array.elementType, depth: depth)
        }
        if let set = type as? any SetShape.Type {
            return list(of: set.elementType, depth: depth, unique: true)
        }
        if let range = type as? any RangeShape.Type {
            return self.range(range.boundType, isClosed: range.isClosed)
        }
        if let dictionary = type as? any DictionaryShape.Type {
            let count = self.count(depth: depth)
            if count == 0 { return "[:]" }
            var entries: [String] = []
            var keys: Set<String> = []
            for _ in 0..<count {
                guard let key = text(for: dictionary.keyType, depth: depth + 1), let value = text(for: dictionary.valueType, depth: depth + 1) else {
                    return nil
                }
                // Like Swift, a dictionary literal takes each key once.
                if keys.insert(key).inserted { entries.append("\(key): \(value)") }
            }
            return "[" + entries.joined(separator: ", ") + "]"
        }
        guard let schema = (type as? any DSLSchemaProviding.Type)?.dslSchema else { return nil }
        switch schema.kind {
        case .enumeration(let cases):
            guard !cases.isEmpty else { return nil }
            let simple = cases.filter(\.parameters.isEmpty)
            let dslCase = depth >= maximumDepth && !simple.isEmpty ? random.pick(simple) : random.pick(cases)
            guard !dslCase.parameters.isEmpty else { return "." + dslCase.name }
            // A defaulted associated value is left out now and then, as a user may.
            let written = dslCase.parameters.filter { !$0.hasDefault || random.chance(60) }
            guard let arguments = arguments(written.map { ($0.label, $0.type) }, depth: depth) else { return nil }
            return ".\(dslCase.name)(\(arguments))"
        case .structure(let fields):
            // A `let` with an initial value is never decoded; left out, it keeps its value.
            guard let arguments = arguments(fields.filter(\.isDecoded).map { ($0.name, $0.type) }, depth: depth) else { return nil }
            return "\(DSLTypeName.of(type))(\(arguments))"
        }
    }

    /// `3...40` or `3..<40`, the lower bound first, for integer and floating-point bounds;
    /// nil for others, whose order the generator cannot tell from their text.
    private mutating func range(_ bound: Any.Type, isClosed: Bool) -> String? {
        let lower = random.below(100)
        let upper = lower + random.below(100) + (isClosed ? 0 : 1)
        let spelled = isClosed ? "..." : "..<"
        switch ObjectIdentifier(bound) {
        case ObjectIdentifier(Int.self), ObjectIdentifier(Int64.self), ObjectIdentifier(UInt.self): return "\(lower)\(spelled)\(upper)"
        case ObjectIdentifier(Double.self): return "\(lower).5\(spelled)\(upper).5"
        default: return nil
        }
    }

    private mutating func arguments(_ parameters: [(label: String?, type: Any.Type)], depth: Int) -> String? {
        var written: [String] = []
        for parameter in parameters {
            guard let value = text(for: parameter.type, depth: depth + 1) else { return nil }
            written.append(parameter.label.map { "\($0): \(value)" } ?? value)
        }
        return written.joined(separator: ", ")
    }

    /// `unique`: like Swift, a set literal takes each element once.
    private mutating func list(of element: Any.Type, depth: Int, unique: Bool = false) -> String? {
        var elements: [String] = []
        var seen: Set<String> = []
        let count = count(depth: depth)
        // The elements of a large array keep their strings short: its size is the extreme.
        let wasInsideLargeArray = isInsideLargeArray
        if count == largeArrayCount { isInsideLargeArray = true }
        defer { isInsideLargeArray = wasInsideLargeArray }
        for _ in 0..<count {
            guard let value = text(for: element, depth: depth + 1) else { return nil }
            if !unique || seen.insert(value).inserted { elements.append(value) }
        }
        return "[" + elements.joined(separator: ", ") + "]"
    }

    /// Mostly short, sometimes empty, now and then long; with `.extremes`, empty more often
    /// and, while `largeArrays` lasts, now and then `largeArrayCount` long.
    private mutating func count(depth: Int) -> Int {
        if depth >= maximumDepth { return random.chance(70) ? 0 : 1 }
        if bias == .extremes {
            if largeArrays > 0, !isInsideLargeArray, depth <= 3, random.chance(30) {
                largeArrays -= 1
                return largeArrayCount
            }
            if random.chance(30) { return 0 }
        }
        if bias == .ordinary { return random.below(3) }
        switch random.below(40) {
        case 0..<10: return 0
        case 10..<38: return 1 + random.below(2)
        default: return depth < 2 ? 6 + random.below(10) : 3
        }
    }

    // MARK: Builtins

    private mutating func builtin(_ type: Any.Type) -> String? {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String.self): return string()
        case ObjectIdentifier(Bool.self): return random.chance(50) ? "true" : "false"
        case ObjectIdentifier(Int.self): return integer(Int.self)
        case ObjectIdentifier(Int8.self): return integer(Int8.self)
        case ObjectIdentifier(Int16.self): return integer(Int16.self)
        case ObjectIdentifier(Int32.self): return integer(Int32.self)
        case ObjectIdentifier(Int64.self): return integer(Int64.self)
        case ObjectIdentifier(UInt.self): return integer(UInt.self)
        case ObjectIdentifier(UInt8.self): return integer(UInt8.self)
        case ObjectIdentifier(UInt16.self): return integer(UInt16.self)
        case ObjectIdentifier(UInt32.self): return integer(UInt32.self)
        case ObjectIdentifier(UInt64.self): return integer(UInt64.self)
        case ObjectIdentifier(Double.self): return DSLPrinter.print(double())
        case ObjectIdentifier(Float.self): return DSLPrinter.print(Float(double()))
        case ObjectIdentifier(Date.self): return date()
        case ObjectIdentifier(UUID.self): return "\"\(uuid())\""
        case ObjectIdentifier(Decimal.self): return decimal()
        case ObjectIdentifier(URL.self): return "\"" + random.pick(Self.urls) + "\""
        case ObjectIdentifier(Character.self): return DSLPrinter.print(random.pick(["a", "é", "\"", "\\", "\n", "👩‍👩‍👧", "e\u{301}"]))
        case ObjectIdentifier(Duration.self): return duration()
        default: return nil
        }
    }

    static let strings = [
        "", "a", "Get coffee", "with \"quotes\"", "back\\slash", "tab\there", "two\nlines", "\r\n", "ünïcödé", "日本語",
        "emoji 👩‍👩‍👧 🇨🇭", "\u{0}", "\u{7F}\u{1B}", "#hash // not a comment", "\\(interpolation)", "   padded   ", "\"\"\"",
        String(repeating: "long ", count: 40), "e\u{301}", "\u{200B}zero width",
    ]

    static let ordinaryStrings = ["", "a", "b", "Get coffee", "Alice", "Bob", "note"]

    static let urls = ["https://example.com", "https://example.com/a/b?c=d&e=f#g", "file:///tmp/x.txt", "mailto:someone@example.com"]

    /// Strings a terminal or a parser may choke on: controls, escapes, bidi overrides, huge.
    static let extremeStrings = [
        "", "\u{1B}]0;PWNED\u{7}\u{1B}[2J", "\u{9B}31m\u{202E}txt.exe", "\u{0}", "\r\n\t\u{2028}\u{85}",
        "\"\\\\(x)#//", String(repeating: "long ", count: 4_000), String(repeating: "👩‍👩‍👧", count: 500),
    ]

    private mutating func string() -> String {
        let text: String
        if bias == .extremes, !isInsideLargeArray, random.chance(60) {
            text = random.pick(Self.extremeStrings)
        } else if bias == .ordinary {
            text = random.pick(Self.ordinaryStrings)
        } else if random.chance(70) {
            text = random.pick(Self.strings)
        } else {
            let scalars = (0..<random.below(12)).map { _ in
                Unicode.Scalar(UInt32(random.pick([0x20, 0x41, 0x61, 0xE9, 0x3B1, 0x4E00, 0x1F600]) + random.below(26))) ?? "x"
            }
            text = String(String.UnicodeScalarView(scalars))
        }
        return DSLPrinter.print(text)
    }

    private mutating func integer<T: FixedWidthInteger>(_: T.Type) -> String {
        let value: T
        if bias == .extremes, random.chance(60) {
            return String(random.pick([T.min, T.max, 0, T.min == 0 ? 1 : -1, T.max - 1, T.min + 1]))
        }
        if bias == .ordinary {
            return String(random.pick([0, 1, 2, 3, 5, 10, 50, 100, 1000]).clamped(to: T.self))
        }
        switch random.below(8) {
        case 0: value = T.min
        case 1: value = T.max
        case 2: value = 0
        case 3: value = T(truncatingIfNeeded: random.below(10))
        default: value = T(truncatingIfNeeded: random.next())
        }
        return String(value)
    }

    private mutating func double() -> Double {
        if bias == .ordinary { return random.pick([0, 0.5, 1, 2.5, 10, 100]) }
        if bias == .extremes, random.chance(60) {
            return random.pick([.nan, .infinity, -.infinity, -0.0, 0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -1])
        }
        switch random.below(14) {
        case 0: return -0.0
        case 1: return .nan
        case 2: return .infinity
        case 3: return -.infinity
        case 4: return .greatestFiniteMagnitude
        case 5: return .leastNonzeroMagnitude
        case 6: return 0.1 + 0.2
        case 7: return Double(random.below(100_000))
        case 8: return -Double(random.below(1000)) / 8
        default: return Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF) * (random.chance(50) ? 1 : -1)
        }
    }

    /// Dates past ISO-8601's years and past any year at all, and dates that are not a time.
    static let extremeDates = [
        "Date(timeIntervalSinceReferenceDate: 1e+300)", "Date(timeIntervalSinceReferenceDate: -1e+300)",
        "\"+999999999-12-31T23:59:59Z\"", "\"-999999999-01-01T00:00:00Z\"",
        "Date(timeIntervalSinceReferenceDate: .nan)", "Date(timeIntervalSinceReferenceDate: .infinity)",
        "Date(timeIntervalSinceReferenceDate: .negativeInfinity)", "Date(timeIntervalSinceReferenceDate: -0.0)",
        "Date(timeIntervalSinceReferenceDate: 1.7976931348623157e+308)",
    ]

    private mutating func date() -> String {
        if bias == .ordinary {
            // The fixed clock's start (2024-06-16T09:00:00Z) and moments around it.
            return DSLPrinter.print(Date(timeIntervalSince1970: 1_718_528_400 + Double(random.pick([0, 60, 3600, 86_400, -3600]))))
        }
        if bias == .extremes, random.chance(60) { return random.pick(Self.extremeDates) }
        let interval: TimeInterval
        switch random.below(8) {
        case 0: interval = 740_000_000
        case 1: interval = Double(random.below(2_000_000_000)) - 1_000_000_000
        case 2: interval = Double(random.below(1_000_000_000)) + Double(random.below(1000)) / 1000
        case 3: interval = -63_114_076_800.25
        case 4: interval = 1e11 + 0.5
        default: interval = Double(random.below(1_000_000_000)) + Double(random.below(1_000_000)) / 1_000_000
        }
        return DSLPrinter.print(Date(timeIntervalSinceReferenceDate: interval))
    }

    /// The largest and smallest counts a `Duration` holds, zero both ways, one attosecond,
    /// and forms the printer never writes (`.seconds(1.5)`, `Duration(attoseconds: 1000)`).
    static let extremeDurations = [
        "Duration(attoseconds: 170141183460469231731687303715884105727)",
        "Duration(attoseconds: -170141183460469231731687303715884105728)",
        ".seconds(-170141183460469231731)", ".zero", ".seconds(0)", "Duration(attoseconds: 1)", ".nanoseconds(-1)",
        ".seconds(1.5)", ".milliseconds(-0.25)", "Duration(attoseconds: 1000)",
    ]

    private mutating func duration() -> String {
        if bias == .ordinary { return random.pick([".seconds(1)", ".seconds(30)", ".seconds(60)", ".seconds(600)", ".seconds(3600)"]) }
        if bias == .extremes, random.chance(60) { return random.pick(Self.extremeDurations) }
        let count = Int64(truncatingIfNeeded: random.next())
        switch random.below(6) {
        case 0: return ".seconds(\(random.below(100_000)))"
        case 1: return ".milliseconds(\(count % 1_000_000_000))"
        case 2: return ".microseconds(\(count))"
        case 3: return ".nanoseconds(\(count))"
        case 4: return "Duration(attoseconds: \(count))"
        default: return ".seconds(\(count))"
        }
    }

    private mutating func uuid() -> String {
        let bytes = (0..<16).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let uuid = UUID(uuid: (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
        return uuid.uuidString
    }

    private mutating func decimal() -> String {
        switch random.below(6) {
        case 0: return "0"
        case 1: return "19.99"
        case 2: return "-0.01"
        case 3: return String(random.below(1_000_000))
        case 4: return "\(random.below(100_000)).\(random.below(100))"
        default: return "-\(random.below(1000)).\(random.below(1000))"
        }
    }
}

extension Int {
    /// The number as a `T`, or `T`'s largest when it does not fit (an `Int8` takes 100, not 1000).
    fileprivate func clamped<T: FixedWidthInteger>(to _: T.Type) -> T {
        T(exactly: self) ?? T.max
    }
}
