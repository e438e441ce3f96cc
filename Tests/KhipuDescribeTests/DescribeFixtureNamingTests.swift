import ExampleDomains
import Foundation
import Khipu
import KhipuDSL
import KhipuTestSupport
import Testing
import Todos
@testable import KhipuDescribe
@testable import KhipuScript

/// The domains whose documentation the round-trip tests type into a session: every
/// example domain with a table, and the test lamp.
private var documentedDomains: [KhipuDomain] {
    ExampleDomains.all.filter { !$0.describable.table().rows.isEmpty } + [KhipuDomain(lampDefinition(documentation: lampDocumentation))]
}

@Suite("describe, cells as written in Swift")
struct DescribeFixtureNamingTests {
    @Test("a cell prints a part equal to a fixture by the fixture's name")
    func namesFixtures() {
        let rows = reference(lampDefinition(documentation: lampDocumentation)).rows
        #expect(rows[0].command.text == ".switchOn(desk)")
        #expect(rows[0].success.map(\.text) == [".switched(desk, ok)"])
        #expect(rows[0].failure.map(\.text) == [".switched(desk, .failed(reason))"])
        #expect(rows[0].command.expanded == #".switchOn(Lamp(name: "Desk", watts: 40))"#)
        #expect(rows[2].success.isEmpty && rows[2].failure.isEmpty)
    }

    @Test("a name that would read back as another type is printed in full")
    func ambiguousNameIsExpanded() {
        let rows = reference(lampDefinition(documentation: lampDocumentation)).rows
        // `ok` is a LampOutcome; the Echo case of the same name stays `.ok`.
        #expect(rows[1].success.map(\.text) == [".pong(.ok)"])
    }

    @Test("Todos rows name their items")
    func todosCells() {
        let rows = reference(TodosDomain.definition).rows
        #expect(rows.map(\.command.text) == [
            ".todos(.cmd(.add(item: coffee)))", ".todos(.cmd(.remove(item: coffee)))", ".todos(.cmd(.update(item: done)))",
        ])
        #expect(rows.map { $0.success.map(\.text) } == [
            [".todos(.ack(.added(item: coffee)))"], [".todos(.ack(.removed(item: coffee)))"], [".todos(.ack(.updated(item: done)))"],
        ])
        #expect(rows[0].command.expanded.contains(#"title: "Get coffee""#))
    }

    @Test("a fixture is listed with the statement that binds it")
    func fixtureBindings() {
        let fixtures = reference(lampDefinition(documentation: lampDocumentation)).fixtures
        #expect(fixtures.map(\.binding) == [
            #"let desk = Lamp(name: "Desk", watts: 40)"#,
            #"let reason = "no power""#,
            "let ok: LampOutcome = .ok",
        ])
        #expect(fixtures.map(\.type) == ["Lamp", "String", "LampOutcome"])
        #expect(fixtures.map(\.comment) == ["the desk lamp", "why the power line fails", "a lamp that is on"])
    }

    @Test("every cell, typed into a session where :fixtures bound the fixtures, parses to the value of the cell",
          arguments: documentedDomains.indices)
    func cellsReadBackInASession(index: Int) async throws {
        let domain = documentedDomains[index]
        let session = try ScriptSession(domain)
        let (interpreter, environment) = (session.interpreter, session.environment)
        let table = domain.describable.table()
        if !table.fixtures.isEmpty {
            let bound = await session.run([":fixtures"], file: "describe.khipu")
            #expect(!bound[0].failed)
        }
        let printed = DomainReference(domain.describable)
        #expect(!table.rows.isEmpty)
        for (row, shown) in zip(table.rows, printed.rows) {
            let pairs = [(row.command, shown.command)] + zip(row.success, shown.success).map { ($0, $1) }
                + zip(row.failure, shown.failure).map { ($0, $1) }
            for (value, cell) in pairs {
                let typed = try KhipuEnvironment.$current.withValue(environment) {
                    try interpreter.decoder.decode(domain.describable.messageType, from: DSLParser.parseExpression(cell.text))
                }
                #expect(ValueEquality.areEqual(typed, value), "\(cell.text)")
            }
        }
    }

    @Test(":fixtures binds exactly the values the page's Fixtures section shows, ids and dates included",
          arguments: documentedDomains.indices)
    func fixturesAreThePage(index: Int) async throws {
        let domain = documentedDomains[index]
        let page = MarkdownRenderer.render(DomainReference(domain.describable))
        let shown = DomainReference(domain.describable).fixtures
        let outcomes = try await ScriptSession(domain).run([":fixtures"], file: "describe.khipu")
        let bound = outcomes[0].events.compactMap { event -> (name: String, value: String)? in
            if case .bound(let name, let value) = event { (name, value) } else { nil }
        }
        #expect(bound.map(\.name) == shown.map(\.name))
        for (binding, fixture) in zip(bound, shown) {
            #expect(binding.value == fixture.value, "\(domain.name): \(binding.name)")
            #expect(page.contains(DomainReference.binding(binding.name, typeName: fixture.type, printed: binding.value)), "\(domain.name): \(binding.name)")
        }
    }

    @Test("the printed bindings, typed into a session, bind values equal to the fixtures", arguments: documentedDomains.indices)
    func bindingsReadBack(index: Int) async throws {
        let domain = documentedDomains[index]
        let session = try ScriptSession(domain)
        let interpreter = session.interpreter
        let fixtures = DomainReference(domain.describable).fixtures
        let outcomes = await session.run(fixtures.map(\.binding), file: "describe.khipu")
        #expect(outcomes.allSatisfy { !$0.failed }, "\(outcomes.flatMap(\.events))")
        for fixture in domain.describable.table().fixtures {
            #expect(ValueEquality.areEqual(interpreter.bindings[fixture.name] as Any, fixture.value), "\(fixture.name)")
        }
    }

    @Test("a session typing the table's cells gets what the table says")
    func tableAsScript() async throws {
        let lamp = try session(lampDefinition(documentation: lampDocumentation))
        let outcomes = await lamp.run([
            ":fixtures",
            ".switchOn(desk)", "expect .switched(desk, ok)",
            ":gateway power failing",
            ".switchOn(desk)", "expect .switched(desk, .failed(reason))",
        ], file: "describe.khipu")
        #expect(outcomes.allSatisfy { !$0.failed }, "\(outcomes.flatMap(\.events))")
        #expect(outcomes.filter(\.isExpectation).count == 2)
    }

    @Test(":fixtures shows what it bound, refuses an argument, and says when there is nothing to bind")
    func fixturesCommand() async throws {
        let lamp = try session(lampDefinition(documentation: lampDocumentation))
        let outcomes = await lamp.run([":fixtures", ":fixtures now"], file: "describe.khipu")
        #expect(outcomes[0].events.first == .bound(name: "desk", value: #"Lamp(name: "Desk", watts: 40)"#))
        #expect(outcomes[0].events.count == 3)
        #expect(outcomes[1].failed)
        let bare = try session(lampDefinition(documentation: .empty))
        let none = await bare.run([":fixtures"], file: "describe.khipu")
        #expect(none[0].failed)
        #expect(SessionFormatter.format(none[0]).contains("has no fixtures"))
    }
}
