import FastingTimer
import Foundation
import Khipu
import Testing

@Suite("FastingTimerDomain")
struct FastingTimerDomainTests {
    @Test("FastingTimerDomain, definition, is named fastingtimer, has a summary and the sharing gateway")
    func definition() {
        let definition = FastingTimerDomain.definition
        #expect(definition.name == "fastingtimer")
        #expect(!definition.summary.isEmpty)
        #expect(definition.gateways.map(\.name) == ["sharing"])
        #expect(Set(definition.exposedTypes.map { String(describing: $0) }) == ["TimerState", "SharingStatus"])
    }

    @Test("FastingTimerDomain, initial state, has not started and aims at 13 hours")
    func initialState() {
        let state = FastingTimerDomain.definition.initialState().state
        #expect(state == TimerState(goal: 13 * 3600))
        #expect(state.start == nil && state.end == nil && state.sharingStatus == .notShared)
    }

    @Test("FastingTimer, start, finish, records both times from the clock and outputs nothing")
    func startFinish() throws {
        let (host, environment) = makeHost()
        try host.send(.timer(.start))
        environment.advanceClock(by: .seconds(thirteenHours))
        try host.send(.timer(.finish))
        #expect(host.state.state.start == fixedNow)
        #expect(host.state.state.end == hours(13))
        #expect(host.takeOutputs().isEmpty)
    }

    @Test("FastingTimer, start, share, the middleware's answer is output and reduced once quiet")
    func shareSucceeds() async throws {
        let sharing = FakeSharing()
        let (host, environment) = makeHost(dependencies: sharing.dependencies)
        try host.send(.timer(.start))
        try host.send(.timer(.share))
        #expect(await environment.waitUntilQuiet(timeout: .seconds(60)))
        #expect(host.takeOutputs() == [.timer(.setSharingStatus(.shared))])
        #expect(host.state.state.sharingStatus == .shared)
        #expect(sharing.calls.map(\.start) == [fixedNow])
    }

    @Test("FastingTimer, share while the service fails, ends notShared", arguments: [SharingError.rejected, .offline])
    func shareFailsWithInjectedService(error: SharingError) async throws {
        let (host, environment) = makeHost(dependencies: FakeSharing(failing: error).dependencies)
        try host.send(.timer(.start))
        try host.send(.timer(.share))
        #expect(await environment.waitUntilQuiet(timeout: .seconds(60)))
        #expect(host.takeOutputs() == [.timer(.setSharingStatus(.notShared))])
        #expect(host.state.state.sharingStatus == .notShared)
    }

    @Test(
        "FastingTimer, share through the simulated service, follows the sharing gateway's mode",
        arguments: [("working", SharingStatus.shared), ("failing", .notShared), ("offline", .notShared)]
    )
    func shareFollowsGatewayMode(mode: String, expected: SharingStatus) async throws {
        let (host, environment) = makeHost()
        environment.setGatewayMode(mode, of: "sharing")
        try host.send(.timer(.start))
        try host.send(.timer(.share))
        // The simulated service answers 2 s later: until then the fast is uploading.
        #expect(await environment.waitUntilQuiet(timeout: .seconds(60)))
        #expect(host.takeOutputs().isEmpty)
        #expect(host.state.state.sharingStatus == .uploading)
        try await environment.stepClock(by: .seconds(2), quietTimeout: .seconds(60))
        #expect(host.takeOutputs() == [.timer(.setSharingStatus(expected))])
        #expect(host.state.state.sharingStatus == expected)
    }

    @Test("FastingTimer, share before any start, ends notShared")
    func shareWithoutStart() async throws {
        let (host, environment) = makeHost()
        try host.send(.timer(.share))
        #expect(await environment.waitUntilQuiet(timeout: .seconds(60)))
        #expect(host.takeOutputs() == [.timer(.setSharingStatus(.notShared))])
        #expect(host.state.state.sharingStatus == .notShared)
    }

    @Test("FastingTimer, reset, forgets the fast and keeps goal and sharing status")
    func reset() async throws {
        let (host, environment) = makeHost()
        try host.send(.timer(.start))
        try host.send(.timer(.share))
        try await environment.stepClock(by: .seconds(2), quietTimeout: .seconds(60))
        try host.send(.timer(.reset))
        #expect(host.state.state == TimerState(start: nil, end: nil, goal: thirteenHours, sharingStatus: .shared))
    }

    @Test("FastingTimer, createAppDomain, is the seed-shaped domain: receivers first, follow-ups to the root handler")
    func seedShapedDomain() async {
        let environment = KhipuEnvironment.fixed()
        let store = createInMemoryStore { FastingTimerDomain.definition.initialState() }
        let heard = MessageLog(), answered = MessageLog()
        let app = KhipuEnvironment.$current.withValue(environment) {
            createAppDomain(store: store, receivers: [heard.record], rootHandler: answered.record, dependencies: FakeSharing().dependencies)
        }
        KhipuEnvironment.$current.withValue(environment) {
            app(.timer(.start))
            app(.timer(.share))
        }
        #expect(await environment.waitUntilQuiet(timeout: .seconds(60)))
        #expect(heard.messages == [.timer(.start), .timer(.share)])
        #expect(answered.messages == [.timer(.setSharingStatus(.shared))])
        // The root handler here does not feed back, so the answer was not reduced.
        #expect(store.state().state.sharingStatus == .uploading)
    }

    @Test("FastingTimer, start, the reminder answers goalReached when the fast reaches its goal, not before")
    func reminderAtGoal() async throws {
        let (host, environment) = makeHost()
        try host.send(.timer(.start))
        #expect(await environment.waitUntilQuiet(timeout: .seconds(60)))
        #expect(environment.waitingWork.map(\.timer) == ["\"goal-reminder\""])
        try await environment.stepClock(by: .seconds(thirteenHours - 1), quietTimeout: .seconds(60))
        #expect(host.takeOutputs().isEmpty)
        try await environment.stepClock(by: .seconds(1), quietTimeout: .seconds(60))
        #expect(host.takeOutputs() == [.timer(.goalReached)])
        #expect(host.state.state.isRunning)
        #expect(environment.waitingWork.isEmpty)
    }

    @Test("FastingTimer, finish or reset before the goal, cancels the reminder: it never comes", arguments: [Message.Timer.finish, .reset])
    func reminderCancelled(ending: Message.Timer) async throws {
        let (host, environment) = makeHost()
        try host.send(.timer(.start))
        try await environment.stepClock(by: .seconds(3600), quietTimeout: .seconds(60))
        try host.send(.timer(ending))
        #expect(await environment.waitUntilQuiet(timeout: .seconds(60)))
        #expect(environment.waitingWork.isEmpty)
        try await environment.stepClock(by: .seconds(thirteenHours), quietTimeout: .seconds(60))
        #expect(host.takeOutputs().isEmpty)
    }

    @Test("FastingTimer, share while the reminder waits, is answered 2 s later without waiting for the goal")
    func shareBesideReminder() async throws {
        let (host, environment) = makeHost()
        try host.send(.timer(.start))
        try host.send(.timer(.share))
        try await environment.stepClock(by: .seconds(2), quietTimeout: .seconds(60))
        #expect(host.takeOutputs() == [.timer(.setSharingStatus(.shared))])
        #expect(environment.waitingWork.map(\.timer) == ["\"goal-reminder\""])
    }
}

/// Collects messages from whichever thread sends them.
final class MessageLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Message] = []
    func record(_ message: Message) { lock.withLock { recorded.append(message) } }
    var messages: [Message] { lock.withLock { recorded } }
}
