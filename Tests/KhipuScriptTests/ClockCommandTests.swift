import Foundation
import Khipu
import KhipuTestSupport
import Testing
@testable import KhipuScript

/// `:clock advance` takes every duration the tool prints, and Swift's.
@Suite("ClockCommand")
struct ClockCommandTests {
    @Test(
        "durations read as number-unit pairs, milliseconds included, or as Swift writes them",
        arguments: [
            ("500ms", Duration.milliseconds(500)), ("2s", .seconds(2)), ("90s", .seconds(90)), ("90m", .seconds(5400)),
            ("2h", .seconds(7200)), ("1d", .seconds(86400)), ("1h30m", .seconds(5400)), ("1.5h", .seconds(5400)),
            ("1w", .seconds(604_800)), ("10y", .seconds(315_360_000)), ("1s500ms", .milliseconds(1500)), ("0s", .zero),
            (".seconds(90)", .seconds(90)), (".milliseconds(500)", .milliseconds(500)), (".zero", .zero),
        ] as [(String, Duration)]
    )
    func durations(_ text: String, _ duration: Duration) {
        #expect(DurationText.duration(from: text) == duration)
    }

    @Test("malformed durations are rejected", arguments: [
        "", "90", "m", "5x", "1h30", "-5m", "99999999999d", "101y", ".seconds(-1)", ".hours(1)", "ms", "1 h", "5mss",
    ])
    func malformed(_ text: String) {
        #expect(DurationText.duration(from: text) == nil)
    }

    @Test("every duration the tool prints reads back as at least itself, below a second to the millisecond", arguments: [
        Duration.milliseconds(1), .milliseconds(500), .milliseconds(999), .seconds(1), .seconds(2), .seconds(59), .seconds(60),
        .seconds(90 * 60), .seconds(5400), .seconds(86_399), .seconds(86_400 + 7200), .seconds(400 * 86_400),
    ])
    func printedReadsBack(_ duration: Duration) throws {
        let printed = DurationText.spoken(duration)
        let read = try #require(DurationText.duration(from: printed), "\(printed)")
        #expect(read == duration, "\(printed)")
    }

    @Test("a clock move by each of them lands exactly there", arguments: [
        ("500ms", 0.5), ("1h30m", 5400), ("90m", 5400), ("2s", 2), (".seconds(90)", 90), (".milliseconds(250)", 0.25),
    ] as [(String, TimeInterval)])
    func advances(_ text: String, _ seconds: TimeInterval) async throws {
        let session = try ScriptSession(KhipuDomain(KitchenDomain.definition))
        let start = session.interpreter.environment.now()
        let outcomes = await session.enter(":clock advance \(text)")
        #expect(!outcomes[0].failed)
        #expect(session.interpreter.environment.now() == start.addingTimeInterval(seconds))
    }

    @Test("the clock a move below a second leaves is shown to the millisecond, as a date prints")
    func subsecondClockIsShown() async throws {
        let session = try ScriptSession(KhipuDomain(KitchenDomain.definition))
        let outcomes = await session.enter(":clock advance 500ms", ":clock advance 250ms", ":clock advance 250ms")
        #expect(outcomes.map { $0.texts.joined() } == [
            "clock: 2024-06-16T09:00:00.500Z", "clock: 2024-06-16T09:00:00.750Z", "clock: 2024-06-16T09:00:01Z",
        ])
    }

    @Test("a duration it cannot read is refused with the forms it takes")
    func refused() async throws {
        let session = try ScriptSession(KhipuDomain(KitchenDomain.definition))
        let outcomes = await session.enter(":clock advance 5 minutes")
        #expect(outcomes[0].failed)
        #expect(outcomes[0].texts.joined(separator: "\n").contains("500ms, 2s, 90m, 1h30m, 1d or .seconds(90)"))
    }
}
