import Foundation
import Khipu
import OvoTimer
import Testing

@Suite("OvoTimer, extreme states × every message")
struct OvoTimerReliabilitySpec {
    static let slots: KeyValuePairs<String, [String]> = [
        "timer": [
            ".running(remainingTime: {int}, selectedTime: {other})", ".paused(remainingTime: {int}, selectedTime: {other})",
            ".winding(selectedTime: {int})", ".finished(woundTime: {int})", ".intro",
        ],
        "endsAt": ["{date}", "nil"], "storedAt": ["{date}", "nil", "{date}"],
        "int": ExtremeValues.ints, "other": Array(ExtremeValues.ints.reversed()), "date": ExtremeValues.dates,
    ]

    /// Stored timers as a restore message may bring them: extreme wound and paused times,
    /// far and not-a-number dates.
    static let storedTimers = ExtremeValues.variants(
        "StoredTimer(storedAt: {date}, woundTime: {wound}, endDate: {end}, pausedAt: {paused})",
        ["wound": ExtremeValues.ints + ["nil", "86400"], "end": ["{date}", "nil"], "paused": ["nil", "{int}", "1"],
         "int": ExtremeValues.ints, "date": ExtremeValues.dates]
    )

    @Test("OvoTimer, with extreme remaining and selected times and far dates, answers every message without a trap")
    func extremeTimers() async throws {
        let trial = DomainTrial(definition: OvoTimerDomain.definition)
        let states = try trial.states(
            ExtremeValues.variants("AppState(timer: {timer}, endsAt: {endsAt}, storedAt: {storedAt})", Self.slots)
                + ExtremeValues.ints.map { "AppState(timer: .running(remainingTime: \($0), selectedTime: 9223372036854775807), endsAt: nil, storedAt: nil)" }
        )
        let messages = try trial.messages(
            extra: ExtremeValues.ints.map { ".ovotimer(.cmd(.wind(to: \($0))))" } + [".ovotimer(.cmd(.restore(from: nil)))"]
                + Self.storedTimers.map { ".ovotimer(.cmd(.restore(from: \($0))))" }
        )
        await trial.check(states: states, messages: messages)
    }

    @Test("OvoTimer, restored from extreme stored values, stays within its domain", arguments: storedTimers)
    func restoredFromExtremeValues(stored text: String) async throws {
        let trial = DomainTrial(definition: OvoTimerDomain.definition)
        let initial = try trial.states(["AppState(timer: .intro, endsAt: nil, storedAt: nil)"])[0]
        let stored = try trial.messages(extra: [".ovotimer(.cmd(.restore(from: \(text))))"]).last!
        let host = DomainHost(definition: OvoTimerDomain.definition, storeHandle: createInMemoryStoreHandle(initial: { initial }))
        try host.send(stored)
        switch host.state.timer {
        case .intro: break
        case let .winding(selectedTime: s), let .finished(woundTime: s):
            #expect((1...TimerState.longestTime).contains(s))
        case let .running(remainingTime: r, selectedTime: s), let .paused(remainingTime: r, selectedTime: s):
            #expect((1...TimerState.longestTime).contains(s))
            #expect((1...s).contains(r))
        }
    }
}
