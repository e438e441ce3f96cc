import Khipu
import Testing
import OvoTimer

/// The seed's `TickTestArguments`: from a state, this many ticks lead to that state.
struct TickTestArguments: Sendable, CustomTestStringConvertible {
    let initialState: TimerState
    let ticks: Int
    let expectedState: TimerState

    init(_ initialState: TimerState, ticks: Int, expectedState: TimerState) {
        self.initialState = initialState
        self.ticks = ticks
        self.expectedState = expectedState
    }

    init(_ initialState: TimerState, ticks: Int, _ expectedState: TimerState) {
        self.init(initialState, ticks: ticks, expectedState: expectedState)
    }

    var testDescription: String { "\(initialState), \(ticks) ticks → \(expectedState)" }
}

@Suite("Ticking")
struct TickTests {
    @Test(
        "Tick should decrement the amount of seconds left with 1",
        arguments: [
            TickTestArguments(
                .running(remainingTime: 100, selectedTime: 100),
                ticks: 1,
                expectedState: .running(remainingTime: 99, selectedTime: 100)
            ),
            TickTestArguments(
                .running(remainingTime: 100, selectedTime: 100),
                ticks: 50,
                expectedState: .running(remainingTime: 50, selectedTime: 100)
            ),
            TickTestArguments(.intro, ticks: 1, expectedState: .intro),
            TickTestArguments(.paused(remainingTime: 123, selectedTime: 300), ticks: 1, .paused(remainingTime: 123, selectedTime: 300)),
            TickTestArguments(.winding(selectedTime: 1), ticks: 1, .winding(selectedTime: 1)),
            TickTestArguments(.finished(woundTime: 300), ticks: 1, .finished(woundTime: 300)),
            TickTestArguments(.running(remainingTime: 3, selectedTime: 300), ticks: 10, .finished(woundTime: 300)),
        ]
    )
    func tick(arguments: TickTestArguments) {
        var state = arguments.initialState
        for _ in 1...arguments.ticks {
            state = state.alter(.tick)
        }
        #expect(state == arguments.expectedState)
    }

    @Test("When the last second ticks away, we should get the .finished state")
    func finished() {
        #expect(TimerState.running(remainingTime: 1, selectedTime: 100).alter(.tick) == .finished(woundTime: 100))
    }

    @Test("Ticking by the clock, one tick after a long wait, leaves what the clock says", arguments: [
        (30.0, TimerState.running(remainingTime: 150, selectedTime: 180)),
        (90.0, .running(remainingTime: 90, selectedTime: 180)),
        (179.0, .running(remainingTime: 1, selectedTime: 180)),
        (179.5, .running(remainingTime: 1, selectedTime: 180)),
        (180.0, .finished(woundTime: 180)),
        (3600.0, .finished(woundTime: 180)),
    ])
    func tickByClock(waited: Double, expected: TimerState) {
        let environment = KhipuEnvironment.fixed()
        let started = within(environment) { AppState().alter(.wind(to: 180), .start) }
        environment.advanceClock(by: .seconds(waited))
        #expect(within(environment) { started.alter(.tick) }.timer == expected)
    }

    @Test("Ticking by hand, while the clock stands still, still counts down a second a tick")
    func tickByHand() {
        let state = appState(.wind(to: 3), .start, .tick, .tick)
        #expect(state.timer == .running(remainingTime: 1, selectedTime: 3))
        #expect(state.endsAt == at(1))
        #expect(withFixedEnvironment { state.alter(.tick) }.timer == .finished(woundTime: 3))
    }
}
