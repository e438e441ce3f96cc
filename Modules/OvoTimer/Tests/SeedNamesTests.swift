import KhipuDSL
import OvoTimer
import Testing

/// Seed 002's own names work: `State`, `Ticks` and the case labels.
@Suite("OvoTimer, the seed's names")
struct SeedNamesTests {
    @Test("The seed's State and its labels, build the module's timer states")
    func seedState() {
        let ticks: Ticks = 100
        let state: State = .running(remainingTime: ticks, selectedTime: ticks)
        #expect(state.alter(.tick) == TimerState.running(remainingTime: 99, selectedTime: 100))
        #expect(State.winding(selectedTime: 100).alter(.start) == state)
        #expect(State.running(remainingTime: 1, selectedTime: 100).alter(.tick) == .finished(woundTime: 100))
    }

    @Test("The schema, shows the seed's labels", arguments: [
        ("winding", ["selectedTime"]), ("running", ["remainingTime", "selectedTime"]),
        ("paused", ["remainingTime", "selectedTime"]), ("finished", ["woundTime"]),
    ])
    func labels(name: String, labels: [String]) throws {
        let item = try #require(TimerState.dslSchema.cases.first { $0.name == name })
        #expect(item.parameters.map(\.label) == labels.map { Optional($0) })
    }
}
