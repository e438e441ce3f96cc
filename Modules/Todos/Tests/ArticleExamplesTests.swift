import Foundation
import Khipu
import KhipuDSL
import Testing
import Todos

/// The seed article's example values, typed as DSL text, decode to the values Swift builds.
/// Where the article's code does not compile against its own types (the time-span due
/// dates), the tests say so: the printed form is refused, the form the page gives works.
@Suite("Todos DSL, the article's examples")
struct ArticleExamplesTests {
    private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        let context = DSLDecodingContext(types: TodosDomain.definition.exposedTypes, now: { KhipuEnvironment.current.now() })
        return try DSLValueDecoder(context: context).decode(T.self, from: DSLParser.parseExpression(text))
    }

    @Test("Todos DSL, the article's due dates, in the form its own TimeSpan declares, decode")
    func dueDatesAsTheTypesDeclareThem() throws {
        let start = date("2024-06-16T09:00:00Z"), end = date("2024-06-17T09:00:00Z")
        #expect(try decode(TodoDate.self, ".unknown") == .unknown)
        #expect(try decode(TodoDate.self, #".date("2024-06-16T09:00:00Z")"#) == .date(start))
        #expect(try decode(TodoDate.self, #".timeSpan(.start(.from("2024-06-16T09:00:00Z"), .to("2024-06-17T09:00:00Z")))"#)
            == .timeSpan(.start(.from(start), .to(end))))
        #expect(try decode(TodoDate.self, #".timeSpan(.start(.from("2024-06-16T09:00:00Z"), .unknown))"#)
            == .timeSpan(.start(.from(start), .unknown)))
        #expect(try decode(TodoDate.self, #".timeSpan(.duration(.from("2024-06-16T09:00:00Z"), for: 3, .days))"#)
            == .timeSpan(.duration(.from(start), for: 3, .days)))
    }

    @Test("Todos DSL, the article's time-span due dates as printed, do not decode, as they do not compile in Swift", arguments: [
        #".timeSpan(.from("2024-06-16T09:00:00Z"), .to("2024-06-17T09:00:00Z"))"#,
        #".timeSpan(.from("2024-06-16T09:00:00Z"), .unknown)"#,
        #".timeSpan(.duration(from: "2024-06-16T09:00:00Z"), for: 3, .days)"#,
    ])
    func dueDatesAsPrinted(text: String) {
        #expect(throws: (any Error).self) { try decode(TodoDate.self, text) }
    }

    @Test("Todos DSL, the article's locations, decode")
    func locations() throws {
        #expect(try decode(Location.self, #".address(Address(street:"s",city:"c",country:"c",zipCode:"1"))"#)
            == .address(Address(street: "s", city: "c", country: "c", zipCode: "1")))
        #expect(try decode(Location.self, ".coordinate(Coordinate(latitude:53.92681,longitude:9.09762))")
            == .coordinate(Coordinate(latitude: 53.92681, longitude: 9.09762)))
        let directions = """
            .directions(Directions(steps:
            ["leave station through main gate",
            "follow street for 300m",
            "turn right into Sesame Street"]))
            """
        #expect(try decode(Location.self, directions)
            == .directions(Directions(steps: ["leave station through main gate", "follow street for 300m", "turn right into Sesame Street"])))
    }

    @Test("Todos DSL, the article's messages, decode")
    func messages() throws {
        try withFixedEnvironment {
            let coffee = try decode(TodoItem.self, #"TodoItem(title: "Get coffee")"#)
            #expect(coffee.title == "Get coffee")
            #expect(coffee.created == fixedNow)
            let message = try decode(Message.self, #".todos(.cmd(.add(item: "Get coffee")))"#)
            guard case let .todos(.cmd(.add(item: item))) = message else {
                Issue.record("not an add command: \(message)")
                return
            }
            #expect(item.title == "Get coffee")
            #expect(item.state == .unfinished)
            #expect(item.id != coffee.id)
        }
    }

    @Test("Todos DSL, the article's item changes, decode")
    func itemChanges() throws {
        #expect(try decode(TodoItem.Change.self, #".title(to: "Get coffee — ASAP")"#) == .title(to: "Get coffee — ASAP"))
        #expect(try decode(TodoItem.Change.self, ".finish") == .finish)
        try withFixedEnvironment {
            let change = try decode(TodoItem.Change.self, ".due(to: .timeSpan(.duration(.from(.now), for: 90, .minutes)))")
            #expect(change == .due(to: .timeSpan(.duration(.from(fixedNow), for: 90, .minutes))))
        }
    }

    @Test("Todos, the article's AppState.alter(by:), applies the changes in order like alter(_:...)")
    func alterBy() {
        withFixedEnvironment {
            let coffee = TodoItem(title: "Get coffee"), tea = TodoItem(title: "Get tea")
            let state = AppState()
            #expect(state.alter(by: [.add(coffee), .add(tea), .remove(coffee)]) == state.alter(.add(coffee), .add(tea), .remove(coffee)))
            #expect(state.alter(by: [.add(coffee), .add(tea)]).todos.items == [coffee, tea])
        }
    }
}
