import Testing
import OvoTimer

/// One state of the timer as the table names it, with a label for the test report.
let everyState: [TimerState] = [
    .intro,
    .winding(selected: 120),
    .winding(selected: 0),
    .running(remaining: 90, selected: 120),
    .running(remaining: 1, selected: 120),
    .paused(remaining: 90, selected: 120),
    .finished(wound: 120),
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
        (state, .wind(to: 60), .winding(selected: 60)),
        (state, .wind(to: 0), .winding(selected: 0)),
        (state, .wind(to: TimerState.longestTime), .winding(selected: TimerState.longestTime)),
    ]
} + [
    (.winding(selected: 120), .start, .running(remaining: 120, selected: 120)),
    (.finished(wound: 120), .restart, .running(remaining: 120, selected: 120)),
    (.running(remaining: 90, selected: 120), .pause, .paused(remaining: 90, selected: 120)),
    (.running(remaining: 1, selected: 120), .pause, .paused(remaining: 1, selected: 120)),
    (.paused(remaining: 90, selected: 120), .unpause, .running(remaining: 90, selected: 120)),
    (.running(remaining: 90, selected: 120), .tick, .running(remaining: 89, selected: 120)),
    (.running(remaining: 1, selected: 120), .tick, .finished(wound: 120)),
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
        #expect(TimerState.intro.alter(.wind(to: 3), .start, .tick, .pause, .unpause, .tick, .tick) == .finished(wound: 3))
        #expect(TimerState.finished(wound: 3).alter(.restart, .tick) == .running(remaining: 2, selected: 3))
    }

    @Test("TimerState, a refused transition in a row, leaves the rest to go on")
    func refusedInARow() {
        #expect(TimerState.intro.alter(.start, .wind(to: 5), .pause, .start) == .running(remaining: 5, selected: 5))
    }
}
