import Foundation
import Khipu
import KhipuTestSupport
import Testing

/// Work due at the same instant on a fixed clock runs one piece at a time in the order it
/// started, each seeing the state the answers of the pieces before it made (DESIGN.md,
/// "Time"): as on a live clock, where they wake a moment apart.
@Suite("Work due at the same instant")
struct SameInstantTests {
    @Test("Work due at the same instant, the digest due with two escalations, counts them as printed before it")
    func digestSeesEscalations() async throws {
        let escalationDesk = EscalationDesk()
        #expect(try await escalationDesk.send(.open(ticket: "T1"), .open(ticket: "T2")).isEmpty)
        let hourly = EscalationDeskMessage.escalationDesk(.digest(open: 2, escalated: 0))
        #expect(try await escalationDesk.advance(.seconds(4 * 3600)) == [
            hourly, hourly, hourly,
            .escalationDesk(.escalate(ticket: "T1")), .escalationDesk(.escalate(ticket: "T2")),
            .escalationDesk(.digest(open: 2, escalated: 2)),
        ])
        #expect(escalationDesk.state.escalated == ["T1", "T2"])
    }

    @Test("Work due at the same instant, a millisecond before it, has not run; at it, runs in start order")
    func exactBoundary() async throws {
        let escalationDesk = EscalationDesk()
        _ = try await escalationDesk.send(.open(ticket: "T1"), .open(ticket: "T2"))
        #expect(try await escalationDesk.advance(.seconds(4 * 3600) - .milliseconds(1)).count == 3)
        #expect(escalationDesk.state.escalated.isEmpty)
        #expect(try await escalationDesk.advance(.milliseconds(1)) == [
            .escalationDesk(.escalate(ticket: "T1")), .escalationDesk(.escalate(ticket: "T2")), .escalationDesk(.digest(open: 2, escalated: 2)),
        ])
    }

    @Test("Work due at the same instant, started in the other order, answers in that order, every run")
    func startOrder() async throws {
        for _ in 0..<10 {
            let escalationDesk = EscalationDesk()
            _ = try await escalationDesk.send(.open(ticket: "T2"), .open(ticket: "T1"))
            let outputs = try await escalationDesk.advance(.seconds(4 * 3600))
            #expect(outputs.suffix(3) == [
                .escalationDesk(.escalate(ticket: "T2")), .escalationDesk(.escalate(ticket: "T1")), .escalationDesk(.digest(open: 2, escalated: 2)),
            ])
        }
    }

    @Test("Work due at the same instant, a piece that reads state a piece before it changed, sees the change")
    func laterPieceSeesEarlierAnswer() async throws {
        let environment = KhipuEnvironment.fixed()
        let seen = Recorder<Int>()
        let delivered = Recorder<Void>()
        for _ in 0..<3 {
            environment.perform {
                await environment.sleep(for: .seconds(5))
                seen.record(delivered.values.count)
                environment.deliver { delivered.record(()) }
            }
        }
        #expect(await environment.waitUntilQuietInTest())
        try await environment.stepClock(by: .seconds(5), quietTimeout: KhipuEnvironment.testQuietTimeout)
        #expect(seen.values == [0, 1, 2])
    }
}
