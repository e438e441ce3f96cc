import FastingTimer
import Foundation
import Testing

@Suite("TimerMiddleware")
struct TimerMiddlewareTests {
    /// The seed's `testSharing`, with a started fast (the seed's state had none, and its
    /// middleware answers `.notShared` for that; see the next specification).
    @Test("TimerMiddleware, share a started fast, answers shared")
    func seedSharing() async {
        let state = TimerState(start: fixedNow, end: nil, goal: 13 * 3600, sharingStatus: .uploading)
        let dependencies = TimerDependencies { _, _ in }
        let action = await timerMiddleware(state, .share, dependencies)
        #expect(action == .setSharingStatus(.shared))
    }

    @Test("TimerMiddleware, share without a start, answers notShared without calling the service")
    func shareWithoutStart() async {
        let sharing = FakeSharing()
        let action = await timerMiddleware(TimerState(goal: thirteenHours), .share, sharing.dependencies)
        #expect(action == .setSharingStatus(.notShared))
        #expect(sharing.calls.isEmpty)
    }

    @Test("TimerMiddleware, share, hands start and end to the service")
    func passesStartAndEnd() async {
        let sharing = FakeSharing()
        let state = TimerState(start: fixedNow, end: hours(13), goal: thirteenHours, sharingStatus: .uploading)
        _ = await timerMiddleware(state, .share, sharing.dependencies)
        #expect(sharing.calls.count == 1)
        #expect(sharing.calls.first?.start == fixedNow)
        #expect(sharing.calls.first?.end == hours(13))
    }

    @Test("TimerMiddleware, share fails, answers notShared", arguments: [SharingError.rejected, .offline, .unknownMode("x")])
    func shareFails(error: SharingError) async {
        let sharing = FakeSharing(failing: error)
        let state = TimerState(start: fixedNow, end: nil, goal: thirteenHours, sharingStatus: .uploading)
        let action = await timerMiddleware(state, .share, sharing.dependencies)
        #expect(action == .setSharingStatus(.notShared))
        #expect(sharing.calls.count == 1)
    }

    @Test(
        "TimerMiddleware, any other action, answers nothing and calls no service",
        arguments: [TimerAction.start(at: fixedNow), .finish(at: fixedNow), .reset, .setSharingStatus(.shared), .setSharingStatus(.notShared)]
    )
    func otherActions(action: TimerAction) async {
        let sharing = FakeSharing()
        let state = TimerState(start: fixedNow, end: nil, goal: thirteenHours, sharingStatus: .notShared)
        #expect(await timerMiddleware(state, action, sharing.dependencies) == nil)
        #expect(sharing.calls.isEmpty)
    }
}
