import FastingTimer
import Khipu
import Testing

@Suite("FastingTimer, extreme states × every message")
struct FastingTimerReliabilitySpec {
    @Test("FastingTimer, with extreme start, end and goal, answers every message without a trap")
    func extremeTimers() async throws {
        let trial = DomainTrial(definition: FastingTimerDomain.definition)
        let states = try trial.states(
            ExtremeValues.variants(
                "TimerState(start: {date}, end: {end}, goal: {double}, sharingStatus: {status})",
                ["end": ["{date}", "nil"], "status": [".uploading", ".shared", ".notShared"],
                 "date": ExtremeValues.dates, "double": ExtremeValues.doubles]
            ) + ["TimerState(start: nil, end: nil, goal: .nan, sharingStatus: .notShared)"]
        )
        await trial.check(states: states, messages: try trial.messages(extra: []))
    }
}
