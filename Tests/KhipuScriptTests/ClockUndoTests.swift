import Foundation
import KhipuTestSupport
import Testing
import Todos
@testable import KhipuScript

/// `:undo`, `:redo` and `:goto` move a fixed clock with the state.
@Suite("time travel and the clock")
struct ClockUndoTests {
    private func clock(_ session: ScriptSession) async -> String {
        let events = await session.enter(":clock")[0].events
        guard case .output(let text)? = events.first else { return "\(events)" }
        return text
    }

    @Test(":clock advance 2d then :undo puts the clock back, :redo forward, :goto where each step left it")
    func clockFollowsHistory() async throws {
        let session = try ScriptSession(KhipuDomain(TodosDomain.definition))
        await session.enter(":clock advance 2d", #".todos(.cmd(.add(item: "Tea")))"#, ":clock advance 1h")
        #expect(await clock(session) == "clock: 2024-06-18T10:00:00Z")
        let undo = await session.enter(":undo")[0].events
        #expect(undo == [.output("undone: now at step 2 (.todos(.cmd(.add(item: \"Tea\"))))\nclock: 2024-06-18T09:00:00Z")])
        await session.enter(":undo")
        #expect(await clock(session) == "clock: 2024-06-18T09:00:00Z")
        await session.enter(":undo")
        #expect(await clock(session) == "clock: 2024-06-16T09:00:00Z")
        await session.enter(":redo")
        #expect(await clock(session) == "clock: 2024-06-18T09:00:00Z")
        await session.enter(":goto 3")
        #expect(await clock(session) == "clock: 2024-06-18T10:00:00Z")
        await session.enter(":goto 0")
        #expect(await clock(session) == "clock: 2024-06-16T09:00:00Z")
    }

    @Test("undoing a clock move that woke a timer puts the clock back")
    func timerUndone() async throws {
        let session = try ScriptSession(nightlyDomain)
        let outcomes = await session.run([
            ".startNights",
            #".join(name: "Ann")"#,
            ":clock advance 2d",
            "expect .night × 2",
            ":undo",
            ":clock",
        ])
        #expect(outcomes.allSatisfy { !$0.failed }, "\(outcomes.flatMap(\.events))")
        #expect(outcomes[5].events == [.output("clock: 2024-06-16T09:00:00Z")])
    }
}
