import Foundation
@_exported import KhipuTesting
import Khipu
import OvoTimer

/// `seconds` after (or, negative, before) `fixedNow`.
func at(_ seconds: TimeInterval) -> Date {
    fixedNow.addingTimeInterval(seconds)
}

/// Runs `body` in `environment`, e.g. to build a state at one time and boot it at another.
func within<T>(_ environment: KhipuEnvironment, _ body: () throws -> T) rethrows -> T {
    try KhipuEnvironment.$current.withValue(environment, operation: body)
}

/// The state the app is in after the changes, applied one by one at `fixedNow`.
func appState(_ changes: AppState.Change...) -> AppState {
    withFixedEnvironment { AppState().alter(all: changes) }
}

/// Collects the messages a feature or domain sends to its output.
typealias Recorder = MessageRecorder<Message>

func makeStore(_ initial: AppState = AppState()) -> AppStore {
    KhipuTesting.makeStore(initial)
}

/// The Ovo Timer domain in a host with its own fixed environment, as a script runs it.
func makeHost(from state: AppState = AppState(), environment: KhipuEnvironment) -> DomainHost<Message, AppState> {
    let handle = createInMemoryStoreHandle(initial: { state })
    return DomainHost(definition: OvoTimerDomain.definition, storeHandle: handle, environment: environment)
}

/// Shorthands for the acknowledgements, so the specifications read like the table.
func changed(by t: TimerState.Change, to s: TimerState) -> Message {
    .ovotimer(.ack(.changed(by: t, to: s)))
}

func notAllowed(_ t: TimerState.Change, in s: TimerState) -> Message {
    .ovotimer(.ack(.notAllowed(t, in: s)))
}

func command(_ c: Message.OvoTimer.CMD) -> Message {
    .ovotimer(.cmd(c))
}

let tick = command(.tick)

/// The app state change that performs a timer transition.
func change(for t: TimerState.Change) -> AppState.Change {
    switch t {
    case let .wind(to: s): .wind(to: s)
    case .start:           .start
    case .restart:         .restart
    case .pause:           .pause
    case .unpause:         .unpause
    case .tick:            .tick
    }
}

/// The commands that bring a new timer into `timer` while the clock stands still (ticks
/// by hand), e.g. `.paused(remainingTime: 90, selectedTime: 120)`: wind 120, start, 30 ticks, pause.
func commands(into timer: TimerState) -> [TimerState.Change] {
    switch timer {
    case .intro:
        []
    case let .winding(selectedTime: s):
        [.wind(to: s)]
    case let .running(remainingTime: r, selectedTime: s):
        [.wind(to: s), .start] + Array(repeating: .tick, count: s - r)
    case let .paused(remainingTime: r, selectedTime: s):
        commands(into: .running(remainingTime: r, selectedTime: s)) + [.pause]
    case let .finished(woundTime: w):
        [.wind(to: w), .start] + Array(repeating: .tick, count: w)
    }
}

/// A new app state brought into `timer` at `fixedNow`.
func appState(in timer: TimerState) -> AppState {
    withFixedEnvironment { AppState().alter(all: commands(into: timer).map(change(for:))) }
}
