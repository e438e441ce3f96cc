import Khipu
import Testing
import Todos
@testable import KhipuDescribe
@testable import KhipuScript

@Suite("describe --check")
struct DescribeCheckTests {
    @Test("a table that holds passes, the success column with the gateway working and the failure column with it failing")
    func holds() async {
        let report = await check(lampDefinition(documentation: lampDocumentation))
        #expect(report.passed, "\(report.text)")
        #expect(report.rows == 3)
        #expect(report.text == "lamp: 3 rows checked, all hold")
    }

    @Test("the Todos and Lighting tables hold")
    func todosHolds() async {
        let report = await check(TodosDomain.definition)
        #expect(report.passed, "\(report.text)")
        #expect(report.rows == 3)
    }

    @Test("a domain without documentation has nothing to check")
    func noDocumentation() async {
        let report = await check(lampDefinition(documentation: .empty))
        #expect(report.passed)
        #expect(report.text == "lamp: 0 rows checked, all hold")
    }

    @Test("a wrong success column fails with a diff that points at the row")
    func wrongSuccess() async throws {
        let line = #line + 3
        let documentation = DomainDocumentation<LampMessage> {
            DocumentationTable(fixtures: [.fixture("desk", desk, "the desk lamp")], rows: [
                .row("Switches a lamp on.", .switchOn(desk), success: .switched(desk, .failed("no power")), failure: .switched(desk, .failed("no power"))),
            ])
        }
        let report = await check(lampDefinition(documentation: documentation))
        #expect(!report.passed)
        let problem = try #require(report.problems.first)
        #expect(report.problems.count == 1)
        #expect(problem.location.hasSuffix("DescribeCheckTests.swift:\(line)"))
        #expect(problem.message == "row 1 .switchOn(desk): the success column is not what the domain emits with the gateways working (- table, + emitted)")
        #expect(problem.diff == "- .switched(desk, .failed(\"no power\"))\n+ .switched(desk, .ok)")
        #expect(report.text.hasPrefix(problem.location + ": error: row 1"))
        #expect(report.text.hasSuffix("lamp: 1 row checked, 1 problem"))
    }

    @Test("a wrong failure column fails, run with the gateway failing")
    func wrongFailure() async throws {
        let documentation = DomainDocumentation<LampMessage> {
            DocumentationTable(fixtures: [], rows: [
                .row("Pings.", .ping, success: .pong(.ok)),
                .row("Switches a lamp on.", .switchOn(desk), success: .switched(desk, .ok), failure: .switched(desk, .ok)),
            ])
        }
        let report = await check(lampDefinition(documentation: documentation))
        let problem = try #require(report.problems.first)
        #expect(report.problems.count == 1)
        #expect(problem.message.hasPrefix("row 2 .switchOn(Lamp(name: \"Desk\", watts: 40)): the failure column is not what the domain emits with the gateways failing"))
        #expect(problem.diff?.contains("+ .switched(Lamp(name: \"Desk\", watts: 40), .failed(\"no power\"))") == true)
    }

    @Test("a row that emits more or fewer messages than the table fails")
    func wrongCount() async throws {
        let documentation = DomainDocumentation<LampMessage> {
            DocumentationTable(fixtures: [], rows: [
                .row("Pings.", .ping),
                .row("Queries.", .query(.lamps), success: .ping),
            ])
        }
        let report = await check(lampDefinition(documentation: documentation))
        #expect(report.problems.map(\.diff) == ["- (nothing)\n+ .pong(.ok)", "- .ping\n+ (nothing)"])
    }

    @Test("a failure column needs a gateway with a failing mode")
    func failureWithoutGateway() async throws {
        let documentation = DomainDocumentation<LampMessage> {
            DocumentationTable(fixtures: [], rows: [
                .row("Pings.", .ping, success: .pong(.ok), failure: .pong(.ok)),
            ])
        }
        let none = await check(lampDefinition(gateways: [], documentation: documentation))
        #expect(none.problems.map(\.message).first?.hasSuffix("the row has a failure column, but the domain has no simulated gateway to make fail") == true)
        let steady = GatewayDescription(name: "steady", summary: "never fails", modes: [(name: "working", summary: "works")])
        let noFailingMode = await check(lampDefinition(gateways: [steady], documentation: documentation))
        #expect(noFailingMode.problems.map(\.message).first?.hasSuffix("but the gateway steady has no 'failing' mode") == true)
    }

    @Test("fixture names must be typeable and unique")
    func fixtureNames() async {
        let documentation = DomainDocumentation<LampMessage> {
            DocumentationTable(fixtures: [
                .fixture("state", desk, "the state's name"),
                .fixture("2x", desk, "starts with a digit"),
                .fixture("lamp", desk, "fine"),
                .fixture("lamp", desk, "twice"),
            ], rows: [])
        }
        let report = await check(lampDefinition(documentation: documentation))
        #expect(report.problems.map(\.message) == [
            "the fixture name 'state' cannot be typed in a session: use a Swift identifier other than 'state'",
            "the fixture name '2x' cannot be typed in a session: use a Swift identifier other than 'state'",
            "two fixtures are named 'lamp'",
        ])
    }

    @Test("fixture names are Swift identifiers", arguments: [("l", true), ("error", true), ("_x1", true), ("café", true), ("1a", false), ("a-b", false), ("", false)])
    func identifiers(name: String, valid: Bool) {
        #expect(DocumentationCheck.isIdentifier(name) == valid)
    }
}
