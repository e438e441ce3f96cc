import FastingTimer
import Foundation
import Khipu
import Testing

@Suite("TimerReducer")
struct TimerReducerTests {
    static let idle = TimerState(goal: thirteenHours)
    static let running = TimerState(start: fixedNow, end: nil, goal: thirteenHours, sharingStatus: .notShared)
    static let finished = TimerState(start: fixedNow, end: hours(13), goal: thirteenHours, sharingStatus: .shared)

    /// The seed's `testStart`.
    @Test("TimerReducer, start, has a start")
    func seedStart() {
        let state = TimerState(goal: 13 * 3600)
        #expect(state.start == nil)
        let newState = timerReducer(state, .start(at: fixedNow))
        #expect(newState.start != nil)
    }

    @Test(
        "TimerReducer, action, gives the defined next state",
        arguments: [
            // start
            Transition(idle, .start(at: fixedNow), TimerState(start: fixedNow, end: nil, goal: thirteenHours, sharingStatus: .notShared)),
            Transition(running, .start(at: hours(1)), running),
            Transition(finished, .start(at: hours(14)), TimerState(start: hours(14), end: nil, goal: thirteenHours, sharingStatus: .shared)),
            // finish
            Transition(idle, .finish(at: hours(1)), idle),
            Transition(running, .finish(at: hours(13)), TimerState(start: fixedNow, end: hours(13), goal: thirteenHours, sharingStatus: .notShared)),
            Transition(finished, .finish(at: hours(20)), finished),
            // reset
            Transition(idle, .reset, idle),
            Transition(running, .reset, idle),
            Transition(finished, .reset, TimerState(start: nil, end: nil, goal: thirteenHours, sharingStatus: .shared)),
            // share
            Transition(idle, .share, TimerState(start: nil, end: nil, goal: thirteenHours, sharingStatus: .uploading)),
            Transition(finished, .share, TimerState(start: fixedNow, end: hours(13), goal: thirteenHours, sharingStatus: .uploading)),
            // setSharingStatus
            Transition(running, .setSharingStatus(.shared), TimerState(start: fixedNow, end: nil, goal: thirteenHours, sharingStatus: .shared)),
            Transition(finished, .setSharingStatus(.notShared), TimerState(start: fixedNow, end: hours(13), goal: thirteenHours, sharingStatus: .notShared)),
        ]
    )
    func transitions(_ t: Transition) {
        #expect(timerReducer(t.state, t.action) == t.expected)
    }

    @Test(
        "TimerReducer, action, changes only its own properties",
        arguments: [
            Footprint(running, .finish(at: hours(13)), Set(["end"])),
            Footprint(idle, .start(at: fixedNow), ["start"]),
            Footprint(finished, .start(at: hours(14)), ["start", "end"]),
            Footprint(finished, .reset, ["start", "end"]),
            Footprint(running, .share, ["sharingStatus"]),
            Footprint(running, .setSharingStatus(.uploading), ["sharingStatus"]),
        ]
    )
    func changesOnlyItsProperties(_ f: Footprint) {
        #expect(differingProperties(f.state, timerReducer(f.state, f.action)) == f.changed)
    }

    @Test("TimerReducer, same state and action, gives the same result (pure)", arguments: [TimerAction.start(at: fixedNow), .finish(at: hours(2)), .share])
    func pure(action: TimerAction) {
        #expect(timerReducer(Self.running, action) == timerReducer(Self.running, action))
    }

    @Test("TimerReducer, finish before the start time, is recorded as given, never a crash")
    func finishBeforeStart() {
        let state = timerReducer(Self.running, .finish(at: hours(-1)))
        #expect(state.end == hours(-1))
    }

    @Test("TimerState, as Reducible, reduces through timerReducer")
    func reducibleUsesTimerReducer() {
        let reduced = ReducedState(Self.idle).alter(.start(at: fixedNow), .finish(at: hours(13)), .share)
        #expect(reduced.state == TimerState(start: fixedNow, end: hours(13), goal: thirteenHours, sharingStatus: .uploading))
    }

    @Test("TimerState, goal, stays through every action", arguments: [TimerAction.start(at: fixedNow), .finish(at: fixedNow), .reset, .share, .setSharingStatus(.shared)])
    func goalStays(action: TimerAction) {
        #expect(timerReducer(Self.running, action).goal == thirteenHours)
    }
}
