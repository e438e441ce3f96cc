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
        let helpdesk = Helpdesk()
        _ = try await helpdesk.send(.open(ticket: "T1"))
        #expect(try await helpdesk.advance(.seconds(3600)) == [.helpdesk(.digest(open: 1, escalated: 0))])
        let skipped = helpdesk.environment.skipWaitingWork()
        #expect(skipped.map(\.timer) == ["\"digest\"", "\"sla-T1\""])
        #expect(helpdesk.environment.waitingWork.isEmpty)
        #expect(helpdesk.environment.isQuiet)
        #expect(try await helpdesk.advance(.seconds(24 * 3600)).isEmpty)
        #expect(helpdesk.state.escalated.isEmpty)
        // The domain goes on: the next first ticket starts a digest again.
        _ = try await helpdesk.send(.solve(ticket: "T1"), .open(ticket: "T2"))
        #expect(helpdesk.environment.waitingWork.map(\.timer) == ["\"digest\"", "\"sla-T2\""])
    }

    @Test("Skipping waiting work, of one timer, leaves the others to come due at their time")
    func skipsOneTimer() async throws {
        let helpdesk = Helpdesk()
        _ = try await helpdesk.send(.open(ticket: "T1"))
        #expect(helpdesk.environment.skipWaitingWork(timer: "digest").map(\.timer) == ["\"digest\""])
        #expect(try await helpdesk.advance(.seconds(4 * 3600) - .milliseconds(1)).isEmpty)
        #expect(try await helpdesk.advance(.milliseconds(1)) == [.helpdesk(.escalate(ticket: "T1"))])
        #expect(helpdesk.environment.waitingWork.isEmpty)
    }

    @Test("Skipping waiting work, with nothing waiting, skips nothing")
    func nothingWaiting() async throws {
        let helpdesk = Helpdesk()
        #expect(helpdesk.environment.skipWaitingWork().isEmpty)
        #expect(helpdesk.environment.skipWaitingWork(timer: "digest").isEmpty)
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
