import KhipuScript
import KhipuTestSupport
import Testing
import Todos

@Suite("NaN in expectations")
struct NaNExpectationSpec {
    @Test("expect compares structurally: .nan matches .nan, in a Double and inside a value")
    func nanMatchesNaN() async throws {
        let session = try ScriptSession(KhipuDomain(TodosDomain.definition))
        let outcomes = await session.run([
            "let d: Double = .nan",
            "expect d == .nan",
            "expect d != 1.0",
            "let item = TodoItem(title: \"x\")",
            ".todos(.cmd(.add(item: item.alter(.location(to: .coordinate(Coordinate(latitude: .nan, longitude: 1.0)))))))",
            "expect state.todos.items[0].location == .coordinate(Coordinate(latitude: .nan, longitude: 1.0))",
            "expect state.todos.items[0].location != .coordinate(Coordinate(latitude: .nan, longitude: 2.0))",
        ])
        for outcome in outcomes {
            #expect(!outcome.failed, "\(outcome.text): \(outcome.printedTexts)")
        }
    }

    @Test("a NaN does not match a number")
    func nanIsNotANumber() async throws {
        let session = try ScriptSession(KhipuDomain(TodosDomain.definition))
        let outcomes = await session.run(["let d: Double = .nan", "expect d == 1.0", "expect d == .infinity"])
        #expect(outcomes[1].failed)
        #expect(outcomes[2].failed)
    }
}
