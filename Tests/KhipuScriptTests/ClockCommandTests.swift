import Testing
@testable import KhipuScript

@Suite("ClockCommand")
struct ClockCommandTests {
    @Test(
        "durations read as number-unit pairs",
        arguments: [("90s", 90.0), ("90m", 5400), ("2h", 7200), ("1d", 86400), ("1h30m", 5400), ("1.5h", 5400), ("1w", 604_800), ("10y", 315_360_000)]
    )
    func durations(_ text: String, _ seconds: Double) {
        #expect(ClockCommand.parseDuration(text) == seconds)
    }

    @Test("malformed durations are rejected", arguments: ["", "90", "m", "5x", "1h30", "-5m", "99999999999d", "101y"])
    func malformed(_ text: String) {
        #expect(ClockCommand.parseDuration(text) == nil)
    }
}
