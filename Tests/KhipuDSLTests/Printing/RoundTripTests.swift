import Foundation
import KhipuDSL
import KhipuTestSupport
import Testing

/// The round-trip contract: whatever `DSLPrinter` prints, parsed and decoded, is equal
/// to the value printed. Checked over generated values of the fixture domain.
@Suite("Round trip: print, parse, decode")
struct RoundTripTests {
    static let seeds = Array(0..<300)

    @Test(arguments: seeds)
    func printedValuesDecodeToEqualValues(seed: Int) throws {
        var generator = SampleGenerator(seed: UInt64(seed))
        let sample = generator.sample()
        for style in [DSLPrinter.Style.compact, .pretty(width: 40)] {
            let text = DSLPrinter.print(sample, style: style)
            let decoded = try dslDecode(Sample.self, text)
            #expect(decoded == sample, "\(style) text: \(text)")
        }
    }

    @Test func awkwardDatesRoundTrip() throws {
        let intervals: [TimeInterval] = [
            0, 0.001, -1.25, 0.5, 1e-7, 0.1 + 0.2, 740_000_000.123, 740_000_000.123_456_7, -978_307_200.5,
            Date.distantPast.timeIntervalSinceReferenceDate, Date.distantFuture.timeIntervalSinceReferenceDate,
            -63_114_076_800.25, 1e12 + 0.75,
        ]
        for interval in intervals {
            let date = Date(timeIntervalSinceReferenceDate: interval)
            #expect(try dslDecode(Date.self, DSLPrinter.print(date)) == date, "\(interval): \(DSLPrinter.print(date))")
        }
    }

    @Test func awkwardNumbersRoundTrip() throws {
        let doubles: [Double] = [
            0, -0.0, 1, 0.1, 1e16, 1e-5, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, 53.92681,
        ]
        for value in doubles {
            #expect(try dslDecode(Double.self, DSLPrinter.print(value)) == value)
        }
        let floats: [Float] = [0.1, 3.4028235e38, .leastNonzeroMagnitude, -7.5]
        for value in floats {
            #expect(try dslDecode(Float.self, DSLPrinter.print(value)) == value)
        }
    }
}

/// Everything the printer and the decoder must agree on, in one value.
struct Sample: Codable, Equatable {
    var message: Fixture.Message
    var location: Fixture.Location?
    var numbers: Fixture.Numbers
    var colors: [Fixture.Color]
    var money: Fixture.Money?
    var matrix: [[Double]]
    var moments: [Date?]
    var ids: [UUID]
}

/// Samples drawn from a seeded generator: the same values on every platform and run.
struct SampleGenerator {
    private var random: SeededRandom

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    mutating func next() -> UInt64 { random.next() }

    mutating func below(_ bound: Int) -> Int { random.below(bound) }

    mutating func chance(_ percent: Int) -> Bool { random.chance(percent) }

    mutating func array<T>(upTo count: Int, _ element: (inout SampleGenerator) -> T) -> [T] {
        (0..<below(count + 1)).map { _ in element(&self) }
    }

    mutating func sample() -> Sample {
        Sample(
            message: message(),
            location: chance(70) ? location() : nil,
            numbers: numbers(),
            colors: array(upTo: 3) { [Fixture.Color.red, .green, .darkBlue][$0.below(3)] },
            money: chance(50) ? Fixture.Money(cents: integer(), currency: string()) : nil,
            matrix: array(upTo: 3) { generator in generator.array(upTo: 3) { $0.double() } },
            moments: array(upTo: 3) { $0.chance(25) ? nil : $0.date() },
            ids: array(upTo: 2) { $0.uuid() }
        )
    }

    mutating func message() -> Fixture.Message {
        switch below(6) {
        case 0: .todos(.cmd(.add(item: item())))
        case 1: .todos(.cmd(.remove(item: item())))
        case 2: .todos(.cmd(.rename(item: item(), to: string())))
        case 3: .todos(.cmd(.clear))
        case 4: .todos(.ack(.added(item: item())))
        default: .todos(.ack(.failed(string(), code: chance(50) ? integer() : nil)))
        }
    }

    mutating func item() -> Fixture.TodoItem {
        Fixture.TodoItem(
            id: uuid(),
            title: string(),
            details: string(),
            state: chance(50) ? .finished : .unfinished,
            due: due(),
            tags: array(upTo: 3) { $0.string() },
            note: chance(50) ? string() : nil,
            created: date()
        )
    }

    mutating func due() -> Fixture.Due {
        switch below(3) {
        case 0: .unknown
        case 1: .date(date())
        default: .duration(.from(date()), for: integer(), [Fixture.Due.Unit.minutes, .hours, .days][below(3)])
        }
    }

    mutating func location() -> Fixture.Location {
        switch below(4) {
        case 0: .unknown
        case 1: .coordinate(Fixture.Coordinate(latitude: double(), longitude: double(), altitude: chance(50) ? double() : nil))
        case 2: .address(street: string(), zip: chance(50) ? string() : nil)
        default: .steps(array(upTo: 4) { $0.string() })
        }
    }

    mutating func numbers() -> Fixture.Numbers {
        Fixture.Numbers(
            int: integer(), int8: Int8(truncatingIfNeeded: next()), int16: Int16(truncatingIfNeeded: next()),
            int32: Int32(truncatingIfNeeded: next()), int64: Int64(bitPattern: next()), uint: UInt(truncatingIfNeeded: next()),
            uint8: UInt8(truncatingIfNeeded: next()), uint16: UInt16(truncatingIfNeeded: next()),
            uint32: UInt32(truncatingIfNeeded: next()), uint64: next(), double: double(), float: float(), bool: chance(50)
        )
    }

    mutating func integer() -> Int {
        switch below(4) {
        case 0: below(10)
        case 1: -below(1_000)
        case 2: [Int.min, Int.max, 0, -1][below(4)]
        default: Int(bitPattern: UInt(truncatingIfNeeded: next()))
        }
    }

    /// Finite doubles of every kind: short decimals, integers, random bit patterns, extremes.
    mutating func double() -> Double {
        switch below(5) {
        case 0: return Double(below(100_000)) / 1000
        case 1: return Double(integer())
        case 2: return [0, -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude, .infinity, -.infinity, 0.1][below(7)]
        default:
            let value = Double(bitPattern: next())
            return value.isNaN ? 1.5 : value
        }
    }

    mutating func float() -> Float {
        let value = Float(bitPattern: UInt32(truncatingIfNeeded: next()))
        return value.isNaN ? 0.25 : value
    }

    /// Whole seconds, milliseconds and arbitrary fractions, from 1900 to 2100.
    mutating func date() -> Date {
        let seconds = Double(below(6_311_390_400)) - 3_155_673_600
        switch below(3) {
        case 0: return Date(timeIntervalSinceReferenceDate: seconds)
        case 1: return Date(timeIntervalSinceReferenceDate: seconds + Double(below(1000)) / 1000)
        default: return Date(timeIntervalSinceReferenceDate: seconds + Double(next() % 1_000_000_007) / 1_000_000_007)
        }
    }

    mutating func uuid() -> UUID {
        let high = next()
        let low = next()
        return UUID(uuid: (
            UInt8(truncatingIfNeeded: high), UInt8(truncatingIfNeeded: high >> 8), UInt8(truncatingIfNeeded: high >> 16),
            UInt8(truncatingIfNeeded: high >> 24), UInt8(truncatingIfNeeded: high >> 32), UInt8(truncatingIfNeeded: high >> 40),
            UInt8(truncatingIfNeeded: high >> 48), UInt8(truncatingIfNeeded: high >> 56), UInt8(truncatingIfNeeded: low),
            UInt8(truncatingIfNeeded: low >> 8), UInt8(truncatingIfNeeded: low >> 16), UInt8(truncatingIfNeeded: low >> 24),
            UInt8(truncatingIfNeeded: low >> 32), UInt8(truncatingIfNeeded: low >> 40), UInt8(truncatingIfNeeded: low >> 48),
            UInt8(truncatingIfNeeded: low >> 56)
        ))
    }

    /// Plain words, escapes, control characters, quotes, backslashes, non-ASCII and emoji.
    mutating func string() -> String {
        let pieces = [
            "Get coffee", "", " ", "\"", "\\", "\n", "\t", "\r", "\0", "\u{1B}[31m", "\u{7F}", "\u{85}", "\u{2028}",
            "café", "日本", "👩‍👩‍👧", "e\u{301}", "#", "//", "(", ")", "[", "]", ",", ":", "\\(x)", "\"\"\"", "nil", "true",
        ]
        return array(upTo: 4) { pieces[$0.below(pieces.count)] }.joined()
    }
}
