import Foundation
import Khipu
import Testing
import OvoTimer

/// What was stored, and the state the app boots into from it at `fixedNow`.
struct RestoreCase: Sendable, CustomTestStringConvertible {
    let reason: String
    let stored: StoredTimer?
    let expected: TimerState

    init(_ reason: String, _ stored: StoredTimer?, _ expected: TimerState) {
        self.reason = reason
        self.stored = stored
        self.expected = expected
    }

    var testDescription: String { reason }
}

let aMinuteAgo = at(-60)
let day = TimerState.staleAfter

let inconsistentCases: [RestoreCase] = [
    RestoreCase("only a store date", StoredTimer(storedAt: aMinuteAgo), .intro),
    RestoreCase("a wound time alone (winding)", StoredTimer(storedAt: aMinuteAgo, woundTime: 180), .intro),
    RestoreCase("an end date without a wound time", StoredTimer(storedAt: aMinuteAgo, endDate: at(60)), .intro),
    RestoreCase("a paused time without a wound time", StoredTimer(storedAt: aMinuteAgo, pausedAt: 60), .intro),
    RestoreCase("an end date and a paused time", StoredTimer(storedAt: aMinuteAgo, woundTime: 180, endDate: at(60), pausedAt: 60), .intro),
    RestoreCase("a wound time of zero", StoredTimer(storedAt: aMinuteAgo, woundTime: 0, endDate: at(60)), .intro),
    RestoreCase("a negative wound time", StoredTimer(storedAt: aMinuteAgo, woundTime: -5, pausedAt: 1), .intro),
    RestoreCase("a wound time over a day", StoredTimer(storedAt: aMinuteAgo, woundTime: TimerState.longestTime + 1, pausedAt: 1), .intro),
    RestoreCase("more time left than was wound", StoredTimer(storedAt: aMinuteAgo, woundTime: 180, endDate: at(181)), .intro),
    RestoreCase("more time paused than was wound", StoredTimer(storedAt: aMinuteAgo, woundTime: 180, pausedAt: 181), .intro),
    RestoreCase("a paused time of zero", StoredTimer(storedAt: aMinuteAgo, woundTime: 180, pausedAt: 0), .intro),
    RestoreCase("a store date in the future", StoredTimer(storedAt: at(60), woundTime: 180, pausedAt: 60), .intro),
    RestoreCase("an end date beyond any calendar", StoredTimer(storedAt: aMinuteAgo, woundTime: 180, endDate: Date.distantFuture), .intro),
    RestoreCase("an end date too far to count in seconds", StoredTimer(storedAt: aMinuteAgo, woundTime: 180, endDate: Date(timeIntervalSinceReferenceDate: 1e300)), .intro),
    RestoreCase("an end date too far in the past to count", StoredTimer(storedAt: aMinuteAgo, woundTime: 180, endDate: Date(timeIntervalSinceReferenceDate: -1e300)), .intro),
]

@Suite("Restoring the state at start-up")
struct RestorationTests {
    @Test("Should have .intro state when loading empty state")
    func noSavedState() {
        #expect(TimerState.restored(from: nil, at: fixedNow) == .intro)
        #expect(appState(.wind(to: 60), .restore(from: nil)) == AppState())
    }

    @Test("Should have .intro state when loading inconsistent state", arguments: inconsistentCases)
    func inconsistentState(_ c: RestoreCase) {
        #expect(TimerState.restored(from: c.stored, at: fixedNow) == c.expected)
    }

    @Test("Should have .running when the end date is after now", arguments: [
        RestoreCase("a minute left", StoredTimer(storedAt: aMinuteAgo, woundTime: 180, endDate: at(60)), .running(remainingTime: 60, selectedTime: 180)),
        RestoreCase("part of a second left counts as a second", StoredTimer(storedAt: aMinuteAgo, woundTime: 180, endDate: at(0.2)), .running(remainingTime: 1, selectedTime: 180)),
        RestoreCase("59.2 seconds left show as 60", StoredTimer(storedAt: aMinuteAgo, woundTime: 180, endDate: at(59.2)), .running(remainingTime: 60, selectedTime: 180)),
        RestoreCase("all of the wound time left", StoredTimer(storedAt: fixedNow, woundTime: 180, endDate: at(180)), .running(remainingTime: 180, selectedTime: 180)),
    ])
    func runningState(_ c: RestoreCase) {
        #expect(TimerState.restored(from: c.stored, at: fixedNow) == c.expected)
    }

    @Test("Should have .finished when the end date is before now but not older than x days", arguments: [
        RestoreCase("ended just now", StoredTimer(storedAt: aMinuteAgo, woundTime: 60, endDate: fixedNow), .finished(woundTime: 60)),
        RestoreCase("ended a minute ago", StoredTimer(storedAt: at(-120), woundTime: 60, endDate: aMinuteAgo), .finished(woundTime: 60)),
        RestoreCase("ended a day ago to the second", StoredTimer(storedAt: at(-day + 10), woundTime: 60, endDate: at(-day)), .finished(woundTime: 60)),
        RestoreCase("stored a day ago to the second, ended since", StoredTimer(storedAt: at(-day), woundTime: 60, endDate: at(-day + 60)), .finished(woundTime: 60)),
    ])
    func finishedState(_ c: RestoreCase) {
        #expect(TimerState.restored(from: c.stored, at: fixedNow) == c.expected)
    }

    @Test("Should have .intro when the end date is older than x days", arguments: [
        RestoreCase("ended two days ago, stored since", StoredTimer(storedAt: at(-10), woundTime: 60, endDate: at(-2 * day)), .intro),
        RestoreCase("ended a day and a second ago, stored since", StoredTimer(storedAt: at(-day + 10), woundTime: 60, endDate: at(-day - 1)), .intro),
    ])
    func expiredState(_ c: RestoreCase) {
        #expect(TimerState.restored(from: c.stored, at: fixedNow) == c.expected)
    }

    @Test("Should have .intro when the state was stored more than x days ago", arguments: [
        RestoreCase("paused a week ago", StoredTimer(storedAt: at(-7 * day), woundTime: 180, pausedAt: 60), .intro),
        RestoreCase("paused a day and a second ago", StoredTimer(storedAt: at(-day - 1), woundTime: 180, pausedAt: 60), .intro),
    ])
    func staleState(_ c: RestoreCase) {
        #expect(TimerState.restored(from: c.stored, at: fixedNow) == c.expected)
    }

    @Test("Should have .paused when the pausedTime is set", arguments: [
        RestoreCase("paused with a minute left", StoredTimer(storedAt: at(-3600), woundTime: 180, pausedAt: 60), .paused(remainingTime: 60, selectedTime: 180)),
        RestoreCase("paused with all of it left", StoredTimer(storedAt: aMinuteAgo, woundTime: 180, pausedAt: 180), .paused(remainingTime: 180, selectedTime: 180)),
    ])
    func pausedState(_ c: RestoreCase) {
        #expect(TimerState.restored(from: c.stored, at: fixedNow) == c.expected)
    }

    @Test("AppState, restore, keeps the end date of a running or finished timer and stamps the store date")
    func appStateRestore() {
        let running = appState(.restore(from: StoredTimer(storedAt: aMinuteAgo, woundTime: 180, endDate: at(59.5))))
        #expect(running.timer == .running(remainingTime: 60, selectedTime: 180))
        #expect(running.endsAt == at(59.5))
        #expect(running.storedAt == fixedNow)
        let finished = appState(.restore(from: StoredTimer(storedAt: aMinuteAgo, woundTime: 180, endDate: aMinuteAgo)))
        #expect(finished.endsAt == aMinuteAgo)
        let paused = appState(.wind(to: 5), .start, .restore(from: StoredTimer(storedAt: aMinuteAgo, woundTime: 180, pausedAt: 60)))
        #expect(paused.timer == .paused(remainingTime: 60, selectedTime: 180))
        #expect(paused.endsAt == nil)
    }

    @Test("AppState, stored and restored at once, is the same timer (winding is not worth restoring)", arguments: everyState)
    func storedAndRestored(timer: TimerState) {
        let state = appState(in: timer)
        let restored = appState(.restore(from: state.stored))
        if case .winding = timer {
            #expect(restored.timer == .intro)
        } else {
            #expect(restored.timer == timer)
            #expect(restored.endsAt == state.endsAt)
        }
    }
}
