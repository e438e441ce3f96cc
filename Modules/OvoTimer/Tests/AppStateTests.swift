import Foundation
import Khipu
import Testing
import OvoTimer

@Suite("AppState")
struct AppStateTests {
    @Test("AppState, new install, shows the intro and has nothing stored")
    func newInstall() {
        let state = AppState()
        #expect(state.timer == .intro)
        #expect(state.endsAt == nil)
        #expect(state.storedAt == nil)
        #expect(state.stored == nil)
    }

    @Test("AppState, every transition from every state, follows the table and changes nothing when refused", arguments: transitionTable)
    func everyCell(_ cell: TransitionCase) {
        let before = appState(in: cell.state)
        #expect(before.timer == cell.state)
        let after = withFixedEnvironment { before.alter(change(for: cell.transition)) }
        if let expected = cell.expected {
            #expect(after.timer == expected)
            #expect(after.storedAt == fixedNow)
        } else {
            #expect(after == before)
        }
    }

    @Test("AppState, wind, changes the timer and the store date, and no end date")
    func wind() {
        let state = appState(.wind(to: 180))
        #expect(state.timer == .winding(selectedTime: 180))
        #expect(state.endsAt == nil)
        #expect(state.storedAt == fixedNow)
    }

    @Test("AppState, start, sets the end date the wound time from now")
    func start() {
        let environment = KhipuEnvironment.fixed()
        let wound = within(environment) { AppState().alter(.wind(to: 180)) }
        environment.advanceClock(by: .seconds(5))
        let started = within(environment) { wound.alter(.start) }
        #expect(started.timer == .running(remainingTime: 180, selectedTime: 180))
        #expect(started.endsAt == at(185))
        #expect(started.storedAt == at(5))
    }

    @Test("AppState, tick by the clock, keeps the end date")
    func tickKeepsEndDate() {
        let environment = KhipuEnvironment.fixed()
        let started = within(environment) { AppState().alter(.wind(to: 180), .start) }
        environment.advanceClock(by: .seconds(60.25))
        let ticked = within(environment) { started.alter(.tick) }
        #expect(ticked.timer == .running(remainingTime: 120, selectedTime: 180))
        #expect(ticked.endsAt == started.endsAt)
        #expect(ticked.storedAt == at(60.25))
    }

    @Test("AppState, pause, keeps the seconds the clock says are left and drops the end date")
    func pause() {
        let environment = KhipuEnvironment.fixed()
        let started = within(environment) { AppState().alter(.wind(to: 180), .start) }
        environment.advanceClock(by: .seconds(30))
        let paused = within(environment) { started.alter(.pause) }
        #expect(paused.timer == .paused(remainingTime: 150, selectedTime: 180))
        #expect(paused.endsAt == nil)
        #expect(paused.storedAt == at(30))
    }

    @Test("AppState, pause after the end date passed unticked, finishes the timer")
    func pauseTooLate() {
        let environment = KhipuEnvironment.fixed()
        let started = within(environment) { AppState().alter(.wind(to: 180), .start) }
        environment.advanceClock(by: .seconds(200))
        let paused = within(environment) { started.alter(.pause) }
        #expect(paused.timer == .finished(woundTime: 180))
        #expect(paused.endsAt == at(180))
    }

    @Test("AppState, unpause, ends the seconds left from now")
    func unpause() {
        let environment = KhipuEnvironment.fixed()
        let paused = within(environment) { AppState().alter(.wind(to: 180), .start, .pause) }
        environment.advanceClock(by: .seconds(1000))
        let running = within(environment) { paused.alter(.unpause) }
        #expect(running.timer == .running(remainingTime: 180, selectedTime: 180))
        #expect(running.endsAt == at(1180))
    }

    @Test("AppState, finishing, keeps the date the timer ended")
    func finishing() {
        let environment = KhipuEnvironment.fixed()
        let started = within(environment) { AppState().alter(.wind(to: 60), .start) }
        environment.advanceClock(by: .seconds(3600))
        let finished = within(environment) { started.alter(.tick) }
        #expect(finished.timer == .finished(woundTime: 60))
        #expect(finished.endsAt == at(60))
        #expect(finished.storedAt == at(3600))
    }

    @Test("AppState, restart, runs the wound time again from now")
    func restart() {
        let environment = KhipuEnvironment.fixed()
        let started = within(environment) { AppState().alter(.wind(to: 60), .start) }
        environment.advanceClock(by: .seconds(100))
        let restarted = within(environment) { started.alter(.tick, .restart) }
        #expect(restarted.timer == .running(remainingTime: 60, selectedTime: 60))
        #expect(restarted.endsAt == at(160))
    }

    @Test("AppState, wind while running, stops the countdown and drops the end date")
    func windWhileRunning() {
        let state = appState(.wind(to: 60), .start, .wind(to: 30))
        #expect(state.timer == .winding(selectedTime: 30))
        #expect(state.endsAt == nil)
    }

    @Test("AppState, stored, holds the seed's values for every state", arguments: [
        (TimerState.intro, StoredTimer(storedAt: fixedNow)),
        (.winding(selectedTime: 120), StoredTimer(storedAt: fixedNow, woundTime: 120)),
        (.running(remainingTime: 90, selectedTime: 120), StoredTimer(storedAt: fixedNow, woundTime: 120, endDate: at(90))),
        (.paused(remainingTime: 90, selectedTime: 120), StoredTimer(storedAt: fixedNow, woundTime: 120, pausedAt: 90)),
        (.finished(woundTime: 120), StoredTimer(storedAt: fixedNow, woundTime: 120, endDate: fixedNow)),
    ])
    func stored(timer: TimerState, expected: StoredTimer) {
        let state = timer == .intro ? appState(.restore(from: StoredTimer(storedAt: fixedNow))) : appState(in: timer)
        #expect(state.stored == expected)
    }

    @Test("AppState, in every state, survives JSON", arguments: everyState)
    func survivesJSON(timer: TimerState) throws {
        let state = appState(in: timer)
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(AppState.self, from: data) == state)
    }
}

@Suite("AppState with values no transition makes")
struct AppStateExtremesTests {
    /// A state as a hand-edited store file could hold it.
    func decoded(_ json: String) throws -> AppState {
        try JSONDecoder().decode(AppState.self, from: Data(json.utf8))
    }

    @Test("AppState, running with absurd numbers, finishes on a tick or a pause instead of overflowing", arguments: [
        #"{"timer":{"running":{"remainingTime":-9223372036854775808,"selectedTime":5}}}"#,
        #"{"timer":{"running":{"remainingTime":-9223372036854775808,"selectedTime":5}},"endsAt":1e300}"#,
        #"{"timer":{"running":{"remainingTime":9223372036854775807,"selectedTime":5}},"endsAt":-1e300}"#,
    ])
    func extremes(json: String) throws {
        let state = try decoded(json)
        let ticked = withFixedEnvironment { state.alter(.tick) }
        #expect(ticked.timer == .finished(woundTime: 5))
        let paused = withFixedEnvironment { state.alter(.pause) }
        #expect(paused.timer == .finished(woundTime: 5))
    }
}
