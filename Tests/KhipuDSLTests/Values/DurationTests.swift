import Foundation
import KhipuDSL
import KhipuTestSupport
import Testing

/// A probe state with `Duration`s where a domain holds them: a field, an optional, an
/// array, and an enum's associated value.
@DSL struct Timing: Codable, Equatable, DSLConstructible {
    var pace: Duration
    var best: Duration?
    var laps: [Duration]
    var phase: Phase

    @DSL enum Phase: Codable, Equatable {
        case warmUp(Duration)
        case running
    }
}

/// Swift's `Duration` reads and prints as Swift spells it (issue 33, item 3).
@Suite("Duration")
struct DurationTests {
    @Test("prints in the largest unit that holds it exactly", arguments: [
        (Duration.seconds(90), ".seconds(90)"),
        (.milliseconds(250), ".milliseconds(250)"),
        (.milliseconds(1500), ".milliseconds(1500)"),
        (.microseconds(-7), ".microseconds(-7)"),
        (.nanoseconds(3), ".nanoseconds(3)"),
        (.seconds(-3600), ".seconds(-3600)"),
        (.zero, ".zero"),
        (Duration(secondsComponent: 0, attosecondsComponent: 5), "Duration(attoseconds: 5)"),
        (Duration(secondsComponent: -1, attosecondsComponent: -1), "Duration(attoseconds: -1000000000000000001)"),
    ])
    func prints(duration: Duration, text: String) throws {
        #expect(DSLPrinter.print(duration) == text)
        #expect(DSLPrinter.printThroughEncodable(duration) == text)
        #expect(try dslDecode(Duration.self, text) == duration)
        #expect(try DSLValueDecoder().decode(Duration.self, fromText: text) == duration)
    }

    @Test("reads every unit, fractions that are whole attoseconds, and zero both ways", arguments: [
        (".seconds(90)", Duration.seconds(90)),
        (".seconds(1.5)", .milliseconds(1500)),
        (".seconds(-0.25)", .milliseconds(-250)),
        (".seconds(2e3)", .seconds(2000)),
        (".milliseconds(0x10)", .milliseconds(16)),
        (".microseconds(1_000)", .milliseconds(1)),
        (".nanoseconds(-1)", .nanoseconds(-1)),
        (".seconds(0)", .zero),
        (".zero", .zero),
        ("Duration(attoseconds: 1000000000000000000)", .seconds(1)),
    ])
    func reads(text: String, duration: Duration) throws {
        #expect(try dslDecode(Duration.self, text) == duration)
        #expect(try DSLValueDecoder().decode(Duration.self, fromText: text) == duration)
    }

    @Test("Duration's own Codable pair, which Khipu printed before it knew durations, still reads")
    func codablePair() throws {
        #expect(try dslDecode(Duration.self, "[4, 16213023705161793536]") == .seconds(90))
        #expect(try dslDecode(Timing.self, "Timing(pace: [0, 250000000000000000], best: nil, laps: [[-1, 18446744073709551615]], phase: .running)")
            == Timing(pace: .milliseconds(250), best: nil, laps: [Duration(secondsComponent: 0, attosecondsComponent: -1)], phase: .running))
        #expect(decodingFailure(decoding: "[4, 5, 6]", as: Duration.self)?.diagnostic.message.contains("expected Duration") == true)
    }

    @Test("the extremes print and read back: ±2^127 attoseconds")
    func extremes() throws {
        let largest = try dslDecode(Duration.self, "Duration(attoseconds: 170141183460469231731687303715884105727)")
        let smallest = try dslDecode(Duration.self, "Duration(attoseconds: -170141183460469231731687303715884105728)")
        #expect(largest > .seconds(Int64.max) && smallest < .seconds(Int64.min))
        for value in [largest, smallest, largest / 1_000_000_000_000_000_000 * 1_000_000_000_000_000_000] {
            #expect(try dslDecode(Duration.self, DSLPrinter.print(value)) == value, "\(DSLPrinter.print(value))")
        }
        #expect(DSLPrinter.print(largest) == "Duration(attoseconds: 170141183460469231731687303715884105727)")
    }

    @Test("bad durations are diagnostics that say what a duration is", arguments: [
        (".seconds(\"90\")", "expected a number"),
        (".seconds(1e-19)", "finer than an attosecond"),
        ("Duration(attoseconds: 170141183460469231731687303715884105728)", "beyond the ±2^127 attoseconds"),
        (".seconds(1e99)", "beyond the ±2^127 attoseconds"),
        (".minutes(2)", "expected Duration"),
        (".seconds(1, 2)", "expected .seconds(count)"),
        ("90", "expected Duration"),
    ])
    func refused(text: String, message: String) throws {
        let (diagnostic, _) = try #require(decodingFailure(decoding: text, as: Duration.self))
        #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
        if message == "expected Duration" {
            #expect(diagnostic.notes.joined().contains(".seconds(90), .milliseconds(250)"), "\(diagnostic.notes)")
        }
    }

    @Test("a probe state with Durations prints compact and pretty, and reads back with and without the tree")
    func probeState() throws {
        let timing = Timing(pace: .seconds(90), best: .milliseconds(250), laps: [.seconds(1), .nanoseconds(-5), .zero], phase: .warmUp(.seconds(600)))
        let compact = DSLPrinter.print(timing)
        #expect(compact == "Timing(pace: .seconds(90), best: .milliseconds(250), laps: [.seconds(1), .nanoseconds(-5), .zero], phase: .warmUp(.seconds(600)))")
        #expect(DSLPrinter.printThroughEncodable(timing) == compact)
        #expect(DSLValueDecoder().readWithoutTree(Timing.self, fromText: compact) == timing)
        #expect(try DSLValueDecoder().decode(Timing.self, fromText: compact) == timing)
        let pretty = DSLPrinter.print(timing, style: .pretty(width: 30))
        #expect(pretty.contains("pace: .seconds(90)"))
        #expect(try dslDecode(Timing.self, pretty) == timing)
        #expect(try dslDecode(Timing.self, "Timing(pace: .seconds(1.5), best: nil, laps: [], phase: .running)").pace == .milliseconds(1500))
    }

    @Test("2,000 generated Timings read back equal")
    func generated() {
        let report = RoundTripCheck().run(Timing.self, count: 2_000)
        #expect(report.failures.isEmpty, Comment(rawValue: report.failures.joined(separator: "\n")))
        #expect(report.checked == 2_000)
    }

    @Test("the schema names Duration, and a script may name it")
    func schemaAndName() throws {
        #expect(Timing.dslSchema.fields.first?.typeName == "Duration")
        #expect(TypeNames([]).names.contains("Duration"))
        #expect(ObjectIdentifier(try TypeNames([]).type(named: "[Duration]").get()) == ObjectIdentifier([Duration].self))
    }
}
