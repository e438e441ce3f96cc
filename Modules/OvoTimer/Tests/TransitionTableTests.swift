import Testing
import OvoTimer

/// One state of the timer as the table names it, with a label for the test report.
let everyState: [TimerState] = [
    .intro,
    .winding(selectedTime: 120),
    .winding(selectedTime: 0),
    .running(remainingTime: 90, selectedTime: 120),
    .running(remainingTime: 1, selectedTime: 120),
    .paused(remainingTime: 90, selectedTime: 120),
    .finished(woundTime: 120),
]

let everyTransition: [TimerState.Change] = [
    .wind(to: 60), .wind(to: 0), .wind(to: TimerState.longestTime),
    .wind(to: -1), .wind(to: TimerState.longestTime + 1),
    .start, .restart, .pause, .unpause, .tick,
]

/// The seed's state diagram: every allowed transition and where it leads. Every pair of
/// `everyState` × `everyTransition` that is not here is not allowed and changes nothing.
let allowedTransitions: [(TimerState, TimerState.Change, TimerState)] = everyState.flatMap { state in
    [
        (state, .wind(to: 60), .winding(selectedTime: 60)),
        (state, .wind(to: 0), .winding(selectedTime: 0)),
        (state, .wind(to: TimerState.longestTime), .winding(selectedTime: TimerState.longestTime)),
    ]
} + [
    (.winding(selectedTime: 120), .start, .running(remainingTime: 120, selectedTime: 120)),
    (.finished(woundTime: 120), .restart, .running(remainingTime: 120, selectedTime: 120)),
    (.running(remainingTime: 90, selectedTime: 120), .pause, .paused(remainingTime: 90, selectedTime: 120)),
    (.running(remainingTime: 1, selectedTime: 120), .pause, .paused(remainingTime: 1, selectedTime: 120)),
    (.paused(remainingTime: 90, selectedTime: 120), .unpause, .running(remainingTime: 90, selectedTime: 120)),
    (.running(remainingTime: 90, selectedTime: 120), .tick, .running(remainingTime: 89, selectedTime: 120)),
    (.running(remainingTime: 1, selectedTime: 120), .tick, .finished(woundTime: 120)),
]

/// One cell of the table: from `state`, `transition` leads to `expected`, or is not allowed (nil).
struct TransitionCase: Sendable, CustomTestStringConvertible {
    let state: TimerState
    let transition: TimerState.Change
    let expected: TimerState?

    var testDescription: String {
        "\(state), \(transition) → " + (expected.map { "\($0)" } ?? "not allowed")
    }
}

let transitionTable: [TransitionCase] = everyState.flatMap { state in
    everyTransition.map { transition in
        let row = allowedTransitions.first { $0.0 == state && $0.1 == transition }
        return TransitionCase(state: state, transition: transition, expected: row?.2)
    }
}

@Suite("TimerState transitions")
struct TransitionTableTests {
    @Test("TimerState, every transition from every state, goes where the diagram says or changes nothing", arguments: transitionTable)
    func everyCell(_ cell: TransitionCase) {
        if let expected = cell.expected {
            #expect(cell.state.allows(cell.transition))
            #expect(cell.state.alter(cell.transition) == expected)
        } else {
            #expect(!cell.state.allows(cell.transition))
            #expect(cell.state.alter(cell.transition) == cell.state)
        }
    }

    @Test("TimerState, the diagram, names only states and transitions of the table")
    func diagramIsInTable() {
        #expect(transitionTable.count == everyState.count * everyTransition.count)
        #expect(transitionTable.filter { $0.expected != nil }.count == allowedTransitions.count)
    }

    @Test("TimerState, several transitions, are applied in order")
    func severalTransitions() {
        #expect(TimerState.intro.alter(.wind(to: 3), .start, .tick, .pause, .unpause, .tick, .tick) == .finished(woundTime: 3))
        #expect(TimerState.finished(woundTime: 3).alter(.restart, .tick) == .running(remainingTime: 2, selectedTime: 3))
    }

    @Test("TimerState, a refused transition in a row, leaves the rest to go on")
    func refusedInARow() {
        #expect(TimerState.intro.alter(.start, .wind(to: 5), .pause, .start) == .running(remainingTime: 5, selectedTime: 5))
    }
}
