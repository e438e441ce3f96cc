import KhipuDSL
import Testing

/// Another package's wrapper, as swift-tagged's `Tagged` is to a domain.
private struct Tag<Owner>: Codable {
    let raw: String
}

private enum Agent {}
private enum Ticket {}

/// Two domains with different aliases for one type (issue 42): the alias of the domain
/// loaded last must not name the other domain's values.
@Suite("Aliases of two domains")
struct AliasDisputeTests {
    @Test("one domain's alias names the type; a second, different alias leaves it its own name, for good")
    func disputedAliasKeepsTheOwnName() {
        let type = Tag<Agent>.self
        TypeAliases.adopt([(name: "AgentID", type: type)])
        #expect(DSLTypeName.of(type) == "AgentID")
        TypeAliases.adopt([(name: "AgentID", type: type)])
        #expect(DSLTypeName.of(type) == "AgentID")
        TypeAliases.adopt([(name: "StaffID", type: type)])
        #expect(DSLTypeName.of(type) == DSLTypeName.compute(type))
        TypeAliases.adopt([(name: "AgentID", type: type)])
        #expect(DSLTypeName.of(type) == DSLTypeName.compute(type))
    }

    @Test("an alias no other domain disputes still names its type")
    func undisputedAlias() {
        TypeAliases.adopt([(name: "TicketID", type: Tag<Ticket>.self)])
        #expect(DSLTypeName.of(Tag<Ticket>.self) == "TicketID")
    }
}
