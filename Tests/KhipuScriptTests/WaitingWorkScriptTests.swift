import Foundation
import KhipuTestSupport
import Testing
@testable import KhipuScript

/// A script on a domain whose answers come later (the kitchen: payment 2 s after an
/// order, expiry 15 minutes after unless served): clock moves show the answers, and work
/// still waiting when a scenario ends is said, or fails it in exhaustive mode.
@Suite("Scripts in time")
struct WaitingWorkScriptTests {
    let kitchen = KhipuDomain(KitchenDomain.definition)

    private func run(_ script: String, exhaustive: Bool = false) async throws -> FileResult {
        let directory = try TemporaryDirectory()
        let path = try directory.file("kitchen.khipu", contents: script)
        return await ScriptRunner(domains: [kitchen], defaultDomain: kitchen, options: RunOptions(exhaustive: exhaustive, quietTimeout: .seconds(60))).run(path)
    }

    @Test("Scripts in time, a dispatch ends at once; each clock move shows the answers that came due")
    func clockMovesShowAnswers() async throws {
        let result = try await run("""
            .kitchen(.place(table: "T3"))
            expect nothing
            expect state.orders[0].status == .waiting
            :clock advance 2s
            expect .kitchen(.paid(table: "T3"))
            :clock advance 15m
            expect .kitchen(.expired(table: "T3"))
            expect state.orders[0].status == .expired
            """, exhaustive: true)
        #expect(ScriptFailure.failures(of: result).map(\.details) == [])
        #expect(result.passed == 5)
        #expect(result.scenarios.flatMap(\.notes).isEmpty)
    }

    @Test("Scripts in time, serving before the expiry, cancels the timer: it never fires")
    func cancelledTimer() async throws {
        let result = try await run("""
            .kitchen(.place(table: "T3"))
            :clock advance 2s
            expect .kitchen(.paid(table: "T3"))
            .kitchen(.serve(table: "T3"))
            :clock advance 1h
            expect nothing
            expect state.orders[0].status == .served
            """, exhaustive: true)
        #expect(ScriptFailure.failures(of: result).map(\.details) == [])
        #expect(result.passed == 3)
    }

    @Test("Scripts in time, a scenario that ends with work waiting, says what is due and when")
    func pendingWorkIsNoted() async throws {
        let result = try await run("""
            scenario "an order not yet paid"
            .kitchen(.place(table: "T3"))
            expect nothing
            scenario "a paid order"
            .kitchen(.place(table: "T4"))
            :clock advance 2s
            expect .kitchen(.paid(table: "T4"))
            """)
        #expect(result.failed == 0)
        let notes = result.scenarios.map(\.notes)
        #expect(notes.count == 2)
        let unpaid = try #require(notes[0].first)
        #expect(unpaid.hasPrefix("note: 2 pieces of work still wait on the clock (at 2024-06-16T09:00:00Z):"))
        #expect(unpaid.contains("work (started by .place(table: \"T3\")) is due at 2024-06-16T09:00:02Z, in 2s"))
        #expect(unpaid.contains("timer \"expiry-T3\" (started by .place(table: \"T3\")) is due at 2024-06-16T09:15:00Z, in 15m"))
        #expect(unpaid.contains(":clock advance 15m"))
        let paid = try #require(notes[1].first)
        #expect(paid.contains("1 piece of work still waits"))
        #expect(paid.contains("in 14m58s"))

        var human = HumanReporter(transcript: false)
        #expect(human.lines(for: result).contains { $0.hasPrefix("\(result.path):1: note: 2 pieces of work") })
        var tap = TAPReporter()
        let tapLines = tap.lines(for: result)
        let point = try #require(tapLines.firstIndex { $0.hasPrefix("ok 1 - ") })
        #expect(tapLines[point + 1].hasPrefix("# \(result.path):1: note: 2 pieces of work"))
        let junit = JUnitReport.xml(for: [result])
        #expect(junit.contains("<system-out>\(JUnitReport.escape(result.path)):1: note: 2 pieces of work"))
    }

    @Test("Scripts in time, exhaustive mode, fails a scenario that ends with work waiting")
    func exhaustiveFailsPendingWork() async throws {
        let result = try await run("""
            .kitchen(.place(table: "T3"))
            :clock advance 2s
            expect .kitchen(.paid(table: "T3"))
            """, exhaustive: true)
        #expect(result.failed == 1)
        let failure = try #require(ScriptFailure.failures(of: result).first)
        #expect(failure.line == 3)
        #expect(failure.details.hasPrefix("error: exhaustive mode: it ended while 1 piece of work still waits on the clock"))
        #expect(failure.details.contains("timer \"expiry-T3\""))
    }

    @Test("Scripts in time, the same statements in a session, give the same answers as the script")
    func sessionAsScript() async throws {
        let session = try ScriptSession(kitchen)
        session.interpreter.quietTimeout = .seconds(60)
        let outcomes = await session.enter(
            ".kitchen(.place(table: \"T3\"))", ":clock advance 2s", ":clock advance 15m")
        #expect(outcomes[0].events == [.dispatched(message: ".kitchen(.place(table: \"T3\"))", outputs: [])])
        #expect(outcomes[1].events.contains(.emitted([
            EmittedMessage(".kitchen(.paid(table: \"T3\"))", source: .followUp(startedBy: ".place(table: \"T3\")", timer: nil, waited: true))
        ])))
        #expect(outcomes[2].events.contains(.emitted([
            EmittedMessage(".kitchen(.expired(table: \"T3\"))", source: .followUp(startedBy: ".place(table: \"T3\")", timer: #""expiry-T3""#, waited: true))
        ])))
        #expect(session.interpreter.waitingAtEnd() == nil)
    }
}
