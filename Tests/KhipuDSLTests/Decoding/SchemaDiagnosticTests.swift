import Foundation
import KhipuDSL
import Testing

/// Errors found by checking a node against the expected type's schema, each at the
/// smallest node at fault.
@Suite("Schema diagnostics")
struct SchemaDiagnosticTests {
    @Test func unknownCaseListsEveryCaseAndSuggestsTheClosest() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: #".todos(.cmd(.ad(item: "Get coffee")))"#, as: Fixture.Message.self))
        #expect(diagnostic.message == "unknown case 'ad' of Fixture.Message.Todos.CMD")
        #expect(spot == "ad")
        #expect(diagnostic.suggestion == "add")
        #expect(diagnostic.notes == [
            "cases of Fixture.Message.Todos.CMD: add(item: TodoItem), remove(item: TodoItem), rename(item: TodoItem, to: String), clear"
        ])
    }

    @Test func wrongLabel() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: #".todos(.cmd(.add(itm: "Get coffee")))"#, as: Fixture.Message.self))
        #expect(diagnostic.message == "expected label 'item:', found 'itm:'")
        #expect(diagnostic.suggestion == "item")
        #expect(spot == "itm")
        #expect(diagnostic.notes == ["case add(item: TodoItem)"])
    }

    @Test func missingLabel() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: #".add("Get coffee")"#, as: Fixture.Message.Todos.CMD.self))
        #expect(diagnostic.message == "expected label 'item:'")
        #expect(spot == #""Get coffee""#)
    }

    @Test func labelWhereNoneIsDeclared() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: ".duration(start: .from(.now), for: 3, .days)", as: Fixture.Due.self))
        #expect(diagnostic.message == "unexpected label 'start:'; this argument has no label")
        #expect(spot == "start")
    }

    @Test func missingArgument() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: ".add()", as: Fixture.Message.Todos.CMD.self))
        #expect(diagnostic.message == "missing argument 'item: TodoItem'")
        #expect(spot == ".add()")
    }

    @Test func missingArgumentBeforeALaterLabel() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: #".rename(to: "Tea")"#, as: Fixture.Message.Todos.CMD.self))
        #expect(diagnostic.message == "missing argument 'item: TodoItem'")
        #expect(spot == #".rename(to: "Tea")"#)
    }

    @Test func tooManyArguments() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: #".add(item: "Get coffee", "now")"#, as: Fixture.Message.Todos.CMD.self))
        #expect(diagnostic.message == "too many arguments")
        #expect(spot == #""now""#)
    }

    @Test func unknownExtraLabelSuggestsAParameter() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: #".failed("disk full", cod: 28)"#, as: Fixture.Message.Todos.ACK.self))
        #expect(diagnostic.message == "unknown label 'cod:'")
        #expect(diagnostic.suggestion == "code")
        #expect(spot == "cod")
    }

    @Test func argumentsToACaseWithoutPayload() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: ".clear(all: true)", as: Fixture.Message.Todos.CMD.self))
        #expect(diagnostic.message == "unknown label 'all:'")
        #expect(spot == "all")
    }

    @Test func aConstructorWhereAnEnumIsExpected() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: ".cmd(Fixture.Message.Todos.CMD(item: 1))", as: Fixture.Message.Todos.self))
        #expect(diagnostic.message == "expected a case of Fixture.Message.Todos.CMD such as '.add(item: TodoItem)', found 'Fixture.Message.Todos.CMD(...)'")
        #expect(spot == "Fixture.Message.Todos.CMD(item: 1)")
    }

    @Test func aConstructorOfAnotherTypeNamesBoth() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: ".add(item: Fixture.Coordinate(latitude: 1, longitude: 2))", as: Fixture.Message.Todos.CMD.self))
        #expect(diagnostic.message == "expected a value of type Fixture.TodoItem, found 'Fixture.Coordinate(...)'")
        #expect(spot == "Fixture.Coordinate")
    }

    @Test func anImplicitMemberWhereAStructIsExpected() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: ".add(item: .coffee)", as: Fixture.Message.Todos.CMD.self))
        #expect(diagnostic.message == "expected a value of type Fixture.TodoItem, found '.coffee'")
        #expect(spot == ".coffee")
        #expect(diagnostic.notes.first?.hasPrefix("build it with Fixture.TodoItem(title: String) or Fixture.TodoItem(id: UUID, ") == true)
    }

    @Test func aWrongLiteralDeepInside() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: ".duration(.from(.now), for: \"3\", .days)", as: Fixture.Due.self))
        #expect(diagnostic.message == "expected Int, found a string literal")
        #expect(spot == "\"3\"")
    }

    // MARK: Structs with a schema

    @Test func unknownPropertyLabelSuggestsTheProperty() throws {
        let text = """
            Fixture.TodoItem(id: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", titel: "Get coffee", details: "", \
            state: .unfinished, due: .unknown, tags: [], created: "2024-06-16T09:00:00Z")
            """
        let (diagnostic, spot) = try #require(decodingFailure(decoding: text, as: Fixture.TodoItem.self))
        #expect(diagnostic.message == "unknown label 'titel:' for Fixture.TodoItem")
        #expect(diagnostic.suggestion == "title")
        #expect(spot == "titel")
    }

    @Test func missingPropertyListsTheWaysToBuildTheType() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: #"Fixture.TodoItem(title: "Get coffee", details: "Black")"#, as: Fixture.TodoItem.self))
        #expect(diagnostic.message == "missing argument 'id: UUID'")
        #expect(spot == #"Fixture.TodoItem(title: "Get coffee", details: "Black")"#)
        #expect(diagnostic.notes == [
            "build Fixture.TodoItem with Fixture.TodoItem(title: String) or Fixture.TodoItem(id: UUID, title: String, details: String, state: State, due: Due, tags: [String], note: String?, created: Date)"
        ])
    }

    @Test func duplicateProperty() throws {
        let text = """
            Fixture.TodoItem(id: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", title: "a", title: "b", details: "", \
            state: .unfinished, due: .unknown, tags: [], created: "2024-06-16T09:00:00Z")
            """
        let (diagnostic, spot) = try #require(decodingFailure(decoding: text, as: Fixture.TodoItem.self))
        #expect(diagnostic.message == "duplicate argument 'title:'")
        #expect(spot == "title")
    }

    @Test func closestInitializerExplainsTheProblem() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: "Fixture.Money(eurs: 5)", as: Fixture.Money.self))
        #expect(diagnostic.message == "unknown label 'eurs:' for Fixture.Money")
        #expect(diagnostic.suggestion == nil || diagnostic.suggestion == "euros" || diagnostic.suggestion == "cents")
        #expect(spot == "eurs")
    }
}
