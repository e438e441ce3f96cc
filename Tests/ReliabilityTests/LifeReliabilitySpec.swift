import Khipu
import Life
import Testing

@Suite("Life, extreme states × every message")
struct LifeReliabilitySpec {
    static let slots: KeyValuePairs<String, [String]> = [
        "edges": [".bounded", ".wrapping"], "int": ExtremeValues.ints, "side": ["100", "1", "2", "3"],
    ]

    @Test("Life, boards at the extreme generations and sizes, answer every message without a trap")
    func extremeBoards() async throws {
        let trial = DomainTrial(definition: LifeDomain.definition)
        let full = ExtremeValues.array(count: 10_000) { "Cell(x: \($0 % 100), y: \($0 / 100))" }
        let states = try trial.states(
            ExtremeValues.variants(
                "AppState(board: Board(width: {side}, height: {side}, edges: {edges}, generation: {int}, alive: [Cell(x: {int}, y: {int}), Cell(x: 0, y: 0), Cell(x: 1, y: 0), Cell(x: 0, y: 1), Cell(x: 1, y: 1)]))",
                Self.slots
            ) + [
                "AppState(board: Board(width: {int}, height: {int}, edges: .wrapping, generation: 9223372036854775807, alive: []))"
                    .replacingOccurrences(of: "{int}", with: "9223372036854775807"),
                "AppState(board: Board(width: 100, height: 100, edges: .wrapping, generation: 9223372036854775807, alive: \(full)))",
            ]
        )
        let messages = try trial.messages(extra: ExtremeValues.variants(
            ".life(.advance(generations: {int}))", Self.slots
        ) + ExtremeValues.ints.flatMap { int in
            [".life(.tick)", ".life(.toggle(x: \(int), y: \(int)))", ".life(.load(.gosperGliderGun, x: \(int), y: 0))",
             ".life(.newBoard(width: \(int), height: 100, edges: .wrapping))", ".life(.ticked(generation: \(int), population: \(int)))"]
        })
        await trial.check(states: states, messages: messages)
    }

    @Test("Life, a board at generation Int.max, ticks without a trap and keeps counting at Int.max")
    func tickAtMaximumGeneration() async throws {
        let trial = DomainTrial(definition: LifeDomain.definition)
        let state = try trial.states(["AppState(board: Board(width: 5, height: 5, edges: .bounded, generation: 9223372036854775807, alive: []))"])[0]
        let host = DomainHost(definition: LifeDomain.definition, storeHandle: createInMemoryStoreHandle(initial: { state }))
        try host.send(.life(.tick))
        #expect(host.takeOutputs() == [.life(.ticked(generation: .max, population: 0))])
        #expect(host.state.board.generation == .max)
    }
}
