import Foundation
import Khipu
import KhipuTestSupport
import Testing

/// `skipWaitingWork` forgets the work waiting on the clock, as TCA's `skipInFlightEffects`
/// does: it never comes due, answers nothing and leaves nothing waiting.
@Suite("Skipping waiting work")
struct SkipWaitingWorkTests {
    @Test("Skipping waiting work, a ticker that ticks for ever and the SLA timers, leaves nothing waiting and nothing comes")
    func skipsAll() async throws {
        let escalationDesk = EscalationDesk()
        _ = try await escalationDesk.send(.open(ticket: "T1"))
        #expect(try await escalationDesk.advance(.seconds(3600)) == [.escalationDesk(.digest(open: 1, escalated: 0))])
        let skipped = escalationDesk.environment.skipWaitingWork()
        #expect(skipped.map(\.timer) == ["\"digest\"", "\"sla-T1\""])
        #expect(escalationDesk.environment.waitingWork.isEmpty)
        #expect(escalationDesk.environment.isQuiet)
        #expect(try await escalationDesk.advance(.seconds(24 * 3600)).isEmpty)
        #expect(escalationDesk.state.escalated.isEmpty)
        // The domain goes on: the next first ticket starts a digest again.
        _ = try await escalationDesk.send(.solve(ticket: "T1"), .open(ticket: "T2"))
        #expect(escalationDesk.environment.waitingWork.map(\.timer) == ["\"digest\"", "\"sla-T2\""])
    }

    @Test("Skipping waiting work, of one timer, leaves the others to come due at their time")
    func skipsOneTimer() async throws {
        let escalationDesk = EscalationDesk()
        _ = try await escalationDesk.send(.open(ticket: "T1"))
        #expect(escalationDesk.environment.skipWaitingWork(timer: "digest").map(\.timer) == ["\"digest\""])
        #expect(try await escalationDesk.advance(.seconds(4 * 3600) - .milliseconds(1)).isEmpty)
        #expect(try await escalationDesk.advance(.milliseconds(1)) == [.escalationDesk(.escalate(ticket: "T1"))])
        #expect(escalationDesk.environment.waitingWork.isEmpty)
    }

    @Test("Skipping waiting work, with nothing waiting, skips nothing")
    func nothingWaiting() async throws {
        let escalationDesk = EscalationDesk()
        #expect(escalationDesk.environment.skipWaitingWork().isEmpty)
        #expect(escalationDesk.environment.skipWaitingWork(timer: "digest").isEmpty)
    }

    @Test("Skipping waiting work, on the live clock, leaves nothing waiting and nothing busy")
    func liveClock() async throws {
        let environment = KhipuEnvironment.live()
        let answered = Recorder<String>()
        let asleep = AsyncStream<Void>.makeStream()
        environment.perform {
            asleep.continuation.yield()
            await environment.sleep(for: .seconds(3600))
            answered.record("after an hour")
        }
        for await _ in asleep.stream { break }
        // Asleep once it no longer keeps the environment busy.
        #expect(await environment.waitUntilQuietInTest())
        #expect(environment.waitingWork.count == 1)
        #expect(environment.skipWaitingWork().count == 1)
        #expect(environment.waitingWork.isEmpty)
        #expect(environment.isQuiet)
        #expect(answered.values.isEmpty)
    }
}
