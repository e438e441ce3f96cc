import ExampleDomains
import Khipu
import KhipuScript
import KhipuTestSupport
import Testing

/// Each message a statement shows says where it came from, so that a report can put it in
/// its place: the domain's answer, a follow-up that came when the clock moved, a tick.
@Suite("Where each message came from")
struct MessageSourceTests {
    let kitchen = KhipuDomain(KitchenDomain.definition)

    private func emitted(_ outcome: StatementOutcome) -> [EmittedMessage] {
        outcome.events.flatMap { event -> [EmittedMessage] in
            switch event {
            case .dispatched(_, let outputs), .emitted(let outputs): outputs
            default: []
            }
        }
    }

    @Test("what the domain emits while it processes the statement's message is its answer")
    func answer() async throws {
        let todos = try #require(ExampleDomains.all.first { $0.name == "todos" })
        let session = try ScriptSession(todos)
        let outcomes = await session.enter(".todos(.cmd(.add(item: \"Get coffee\")))")
        let sources = emitted(outcomes[0]).map(\.source)
        // Not vacuous: the dispatch emitted something, all of it its answer.
        #expect(!sources.isEmpty)
        #expect(sources.allSatisfy { $0 == .answer })
    }

    @Test("a middleware's answer given at once belongs to the dispatch, a follow-up that did not wait")
    func answerAtOnce() async throws {
        let session = try ScriptSession(KhipuDomain(EscalationDeskDomain.definition))
        session.interpreter.quietTimeout = KhipuEnvironment.testQuietTimeout
        let outcomes = await session.enter(".escalationDesk(.assign(ticket: \"T1\"))")
        #expect(emitted(outcomes[0]) == [
            EmittedMessage(".escalationDesk(.assigned(ticket: \"T1\", clerk: \"Ana\"))", source: .followUp(startedBy: ".assign(ticket: \"T1\")", timer: nil, waited: false))
        ])
    }

    @Test("a middleware's later answer names the action that started it; a timer's names its id")
    func followUps() async throws {
        let session = try ScriptSession(kitchen)
        session.interpreter.quietTimeout = .seconds(60)
        let outcomes = await session.enter(".kitchen(.place(table: \"T3\"))", ":clock advance 2s", ":clock advance 15m")
        let paid = try #require(emitted(outcomes[1]).first)
        #expect(paid.source == .followUp(startedBy: ".place(table: \"T3\")", timer: nil, waited: true))
        #expect(paid.source.label == "later follow-up of .place(table: \"T3\")")
        let expired = try #require(emitted(outcomes[2]).first)
        #expect(expired.source.label == "timer \"expiry-T3\" of .place(table: \"T3\")")
    }

    @Test("a ticker's ticks after a clock move come from the clock")
    func ticks() async throws {
        let ovotimer = try #require(ExampleDomains.all.first { $0.name == "ovotimer" })
        let session = try ScriptSession(ovotimer)
        let outcomes = await session.enter(".ovotimer(.cmd(.wind(to: 180)))", ".ovotimer(.cmd(.start))", ":clock advance 3s")
        let ticks = emitted(outcomes[2])
        #expect(ticks.count >= 3)
        #expect(ticks.allSatisfy { $0.source == .clock })
    }

    @Test("every clock move says where the clock stood before and after")
    func clockMoves() async throws {
        let session = try ScriptSession(kitchen)
        let outcomes = await session.enter(":clock advance 90s")
        let move = try #require(outcomes[0].events.lazy.compactMap { if case .clockMoved(let move) = $0 { move } else { nil } }.first)
        #expect(move.to.timeIntervalSince(move.from) == 90)
    }
}
