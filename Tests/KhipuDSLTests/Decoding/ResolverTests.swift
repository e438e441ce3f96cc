import Foundation
import KhipuDSL
import Testing

@Suite("Names and paths through the resolver")
struct ResolverTests {
    let coffee = Fixture.TodoItem(title: "Get coffee")

    func context(_ values: [String: Any]) -> (DSLDecodingContext, DictionaryResolver) {
        let resolver = DictionaryResolver(values: values)
        return (DSLDecodingContext(resolver: resolver), resolver)
    }

    @Test func aBoundNameWhereAValueIsExpected() throws {
        let (context, resolver) = context(["coffee": coffee])
        let message = try dslDecode(Fixture.Message.self, ".todos(.cmd(.add(item: coffee)))", context: context)
        #expect(message == .todos(.cmd(.add(item: coffee))))
        #expect(resolver.requests.expected.count == 1)
        #expect(resolver.requests.expected.first.flatMap { $0 } == Fixture.TodoItem.self)
    }

    @Test func pathsOfEveryKind() throws {
        let state = ["items": [coffee]] as [String: Any]
        let (context, _) = context(["state": State(items: [coffee]), "other": state, "limit": 3])
        #expect(try dslDecode(String.self, "state.items[0].title", context: context) == "Get coffee")
        #expect(try dslDecode(Int.self, "state.items.count", context: context) == 1)
        #expect(try dslDecode(Fixture.TodoItem.self, "state.items[0]", context: context) == coffee)
        #expect(try dslDecode(Fixture.Due.self, ".duration(.from(state.items[0].created), for: limit, .days)", context: context)
            == .duration(.from(Fixture.june16), for: 3, .days))
    }

    struct State {
        var items: [Fixture.TodoItem]
    }

    @Test func aValueOfTheWrongType() throws {
        let (context, _) = context(["coffee": coffee])
        let (diagnostic, spot) = try #require(decodingFailure(decoding: ".failed(\"x\", code: coffee)", as: Fixture.Message.Todos.ACK.self, context: context))
        #expect(diagnostic.message == "'coffee' is a Fixture.TodoItem, expected Int")
        #expect(spot == "coffee")
    }

    @Test func aValueOfTheWrongTypeWhereAnIntIsExpected() throws {
        let (context, _) = context(["coffee": coffee])
        let (diagnostic, _) = try #require(decodingFailure(decoding: ".duration(.from(.now), for: coffee, .days)", as: Fixture.Due.self, context: context))
        #expect(diagnostic.message == "'coffee' is a Fixture.TodoItem, expected Int")
    }

    @Test func withoutAResolverEveryNameIsUnknown() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: ".add(item: state.items[0])", as: Fixture.Message.Todos.CMD.self))
        #expect(diagnostic.message == "unknown name 'state'")
        #expect(spot == "state")
    }

    @Test func theResolversDiagnosticIsPassedOn() throws {
        let (context, _) = context(["coffee": coffee])
        let (diagnostic, spot) = try #require(decodingFailure(decoding: ".add(item: cofee)", as: Fixture.Message.Todos.CMD.self, context: context))
        #expect(diagnostic.message == "unknown name 'cofee'")
        #expect(diagnostic.suggestion == "coffee")
        #expect(spot == "cofee")
    }
}
