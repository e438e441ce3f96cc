import Foundation
import KhipuDSL
import KhipuDescribe
import KhipuScript
import KhipuTestSupport
import Testing

/// A domain written as an outside package writes one (`HelpdeskDomain`: swift-tagged's
/// aliases, `Data`, Optional payloads, wide text, defaulted arguments, a reducer's state),
/// typed, printed and described by the names and forms its author wrote.
@Suite("An outside domain as its author wrote it")
struct HelpdeskTests {
    static let ticketID = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

    private func session() throws -> ScriptSession {
        try ScriptSession(KhipuDomain(HelpdeskDomain.definition))
    }


    @Test("a type alias the domain's types use names its type, alone and composed")
    func aliasesRead() async throws {
        let session = try session()
        let outcomes = await session.runSucceeding([
            #"let ana: AgentID = "ana""#,
            #"let id: TicketID = "\#(Self.ticketID)""#,
            #"let agents: [AgentID] = ["ana", "bo"]"#,
            "let nobody: AgentID? = nil",
            "let view: Filter = .assignee(ana)",
            #"expect view == .assignee("ana")"#,
        ])
        #expect(outcomes[0].texts == [#"ana = "ana""#])
        #expect(outcomes[4].texts == [#"view = .assignee("ana")"#])
    }

    @Test("completion and did-you-mean offer the alias, not the other package's type")
    func aliasesOffered() throws {
        let names = TypeNames(DomainTypes.nameable(HelpdeskDomain.definition)).names
        #expect(names.contains("AgentID"))
        #expect(names.contains("TicketID"))
        #expect(!names.contains { $0.hasPrefix("Tagged<") })
    }

    @Test("an Optional payload prints with its nil, in the session and in :state")
    func optionalPayloadPrintsNil() async throws {
        #expect(DSLPrinter.print(Filter.assignee(nil)) == ".assignee(nil)")
        #expect(DSLPrinter.print(HelpdeskAction.assign(TicketID(rawValue: UUID()), to: nil)).hasSuffix(", to: nil)"))
        let session = try session()
        let outcomes = await session.runSucceeding([
            #"let view: Filter = .assignee(nil)"#,
            #".helpdesk(.save(view: "unassigned", .assignee(nil)))"#,
            ":state",
            #"expect state.views[0].filter == .assignee(nil)"#,
        ])
        #expect(outcomes[0].texts == ["view = .assignee(nil)"])
        #expect(outcomes[2].texts.joined().contains(".assignee(nil)"), "\(outcomes[2].texts)")
    }

    @Test("arguments out of order get Swift's diagnostic and a fix-it that moves them; defaulted ones may be left out")
    func argumentOrder() async throws {
        let session = try session()
        let misordered = #"let t = Ticket(id: "\#(Self.ticketID)", title: "x", slaHours: 4.1, openedAt: .now)"#
        let outcomes = await session.run([misordered])
        #expect(outcomes[0].failed)
        let text = outcomes[0].texts.joined()
        #expect(text.contains("error: argument 'openedAt' must precede argument 'slaHours'"), "\(text)")
        #expect(text.contains("did you mean 'openedAt: .now, slaHours: 4.1'?"), "\(text)")
        _ = await session.runSucceeding([
            #"let t = Ticket(id: "\#(Self.ticketID)", title: "支付失败 😢", openedAt: .now, slaHours: 4.1)"#,
            "expect t.priority == .normal",
            "expect t.thumbnail == nil",
        ])
    }

    @Test("Data reads from base64 and from bytes, and prints as bytes that read back")
    func data() async throws {
        let session = try session()
        let outcomes = await session.runSucceeding([
            #"let shot: Data = "iVBORw0KGgo=""#,
            "expect shot == [137, 80, 78, 71, 13, 10, 26, 10]",
            #"let t = Ticket(id: "\#(Self.ticketID)", title: "x", openedAt: .now, slaHours: 1, thumbnail: "iVBORw0KGgo=")"#,
            "expect t.thumbnail == shot",
        ])
        #expect(outcomes[0].texts == ["shot = [137, 80, 78, 71, 13, 10, 26, 10]"])
        let ticket = try #require(outcomes[2].texts.first)
        #expect(ticket.contains("thumbnail: [137, 80, 78, 71, 13, 10, 26, 10]"))
        let printed = String(ticket.dropFirst("t = ".count))
        #expect(await session.run(["expect t == \(printed)"]).allSatisfy { !$0.failed })
    }

    @Test("messages name the user's types: a wrong path names the state, not Khipu's wrapper")
    func userTypesInMessages() async throws {
        let session = try session()
        let text = await session.run(["state.nope"])[0].texts.joined()
        #expect(text.contains("HelpdeskState has no property 'nope'"), "\(text)")
        #expect(!text.contains("ReducedState"))
    }

    @Test("a literal of the wrong kind for an alias names the alias beside what it wraps")
    func wrongLiteralForAlias() async throws {
        let session = try session()
        let text = await session.run(["let ana: AgentID = 12"])[0].texts.joined()
        #expect(text.contains("error: expected AgentID (a String), found an integer literal '12'"), "\(text)")
    }

    @Test(":describe takes any type the domain has, and its aliases")
    func describeAnyType() async throws {
        let session = try session()
        let outcomes = await session.runSucceeding([":describe Refusal", ":describe AgentID", ":describe SavedView"])
        let refusal = outcomes[0].texts.joined()
        #expect(refusal.hasPrefix("enum Refusal"), "\(refusal)")
        #expect(refusal.contains("unknownTicket(TicketID)"))
        let agent = outcomes[1].texts.joined()
        #expect(agent.hasPrefix("typealias AgentID = Tagged<Agent, String>"), "\(agent)")
        #expect(outcomes[2].texts.joined().hasPrefix("struct SavedView"))
    }

    @Test("describe names the aliases and warns of no missing @DSL on another package's types or Data")
    func describeAdvice() {
        let reference = DomainReference(DescribableDomain(HelpdeskDomain.definition))
        #expect(reference.missingDSL == nil)
        let page = TextRenderer.render(reference, width: 100)
        #expect(!page.contains("missing-dsl"))
        #expect(page.contains("assign(TicketID, to: AgentID?)"), "\(page)")
    }
}
