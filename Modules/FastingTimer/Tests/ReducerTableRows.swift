import FastingTimer
import Testing

/// One row of the reducer's transition table.
struct Transition: Sendable, CustomTestStringConvertible {
    let state: TimerState, action: TimerAction, expected: TimerState
    init(_ state: TimerState, _ action: TimerAction, _ expected: TimerState) {
        self.state = state; self.action = action; self.expected = expected
    }
    var testDescription: String { "\(action) on \(state.isRunning ? "running" : state.start == nil ? "idle" : "finished")" }
}

/// Which properties an action changes, from a given state.
struct Footprint: Sendable, CustomTestStringConvertible {
    let state: TimerState, action: TimerAction, changed: Set<String>
    init(_ state: TimerState, _ action: TimerAction, _ changed: Set<String>) {
        self.state = state; self.action = action; self.changed = changed
    }
    var testDescription: String { "\(action) changes \(changed.sorted())" }
}
