import Khipu
import Testing
import Todos

@Suite("Todos, extreme states × every message")
struct TodosReliabilitySpec {
    static let item =
        "TodoItem(id: {uuid}, title: {string}, details: {string}, state: .finished, due: {due}, location: {location}, created: {date}, changed: {date})"
    static let slots: KeyValuePairs<String, [String]> = [
        "due": [
            ".date({date})", ".timeSpan(.duration(.from({date}), for: {int}, .days))",
            ".timeSpan(.start(.from({date}), .to({date})))", ".timeSpan(.start(.from({date}), .unknown))", ".unknown",
        ],
        "location": [
            ".coordinate(Coordinate(latitude: {double}, longitude: {double}))", ".directions(Directions(steps: []))",
            ".address(Address(street: {string}, city: {string}, country: {string}, zipCode: {string}))",
            ".directions(Directions(steps: [.step({string})]))",
        ],
        "uuid": ExtremeValues.uuids, "string": ExtremeValues.strings, "date": ExtremeValues.dates,
        "int": ExtremeValues.ints, "double": ExtremeValues.doubles,
    ]

    @Test("Todos, items with extreme dates, coordinates, strings and ids, answer every message without a trap")
    func extremeItems() async throws {
        let trial = DomainTrial(definition: TodosDomain.definition)
        let items = ExtremeValues.variants(Self.item, Self.slots)
        let states = try trial.states(
            ["AppState(todos: TodoList(id: \"00000000-0000-0000-0000-000000000000\", items: []))"]
                + items.map { "AppState(todos: TodoList(id: {uuid}, items: [\($0), \($0)]))" }
                    .map { $0.replacingOccurrences(of: "{uuid}", with: ExtremeValues.uuids[0]) }
        )
        let messages = try trial.messages(extra: items.flatMap { item in
            [".todos(.cmd(.add(item: \(item))))", ".todos(.cmd(.remove(item: \(item))))",
             ".todos(.cmd(.update(item: \(item))))", ".todos(.ack(.updated(item: \(item))))"]
        })
        await trial.check(states: states, messages: messages)
    }

    @Test("Todos, a list of 2,000 items, answers every message without a trap")
    func hugeList() async throws {
        let trial = DomainTrial(definition: TodosDomain.definition)
        let list = ExtremeValues.array(count: 2_000) { index in
            "TodoItem(id: \"00000000-0000-0000-0000-\(String(format: "%012d", index))\", title: \"item \(index)\", details: \"\", state: .unfinished, due: .unknown, location: .unknown, created: \"2024-06-16T09:00:00Z\", changed: \"2024-06-16T09:00:00Z\")"
        }
        let states = try trial.states(["AppState(todos: TodoList(id: \"00000000-0000-0000-0000-000000000000\", items: \(list)))"])
        await trial.check(states: states, messages: try trial.messages(extra: []))
    }
}
