import Foundation
import Khipu
import Snake
import Testing

@Suite("Snake, extreme states × every message")
struct SnakeReliabilitySpec {
    static let slots: KeyValuePairs<String, [String]> = [
        "edges": [".walls", ".wrapping"], "heading": [".up", ".down", ".left", ".right"],
        "status": [".running", ".ready", ".paused", ".over(.hitWall)", ".over(.filledBoard)"],
        "food": ["Cell(x: {int}, y: {int})", "nil", "Cell(x: 0, y: 0)"], "int": ExtremeValues.ints,
        "side": ["9223372036854775807", "-9223372036854775808", "5", "60", "0"],
    ]

    @Test("Snake, games at extreme sizes, scores and cells, answer every message without a trap")
    func extremeGames() async throws {
        let trial = DomainTrial(definition: SnakeDomain.definition)
        let filled = ExtremeValues.array(count: 25) { "Cell(x: \($0 % 5), y: \($0 / 5))" }
        let huge = ExtremeValues.array(count: 10_000) { "Cell(x: \($0 % 100), y: \($0 / 100))" }
        let states = try trial.states(
            ExtremeValues.variants(
                "AppState(game: Game(width: {side}, height: {side}, edges: {edges}, snake: [Cell(x: {int}, y: {int}), Cell(x: 0, y: 0), Cell(x: 4, y: 4)], heading: {heading}, food: {food}, score: {int}, status: {status}))",
                Self.slots
            ) + [
                "AppState(game: Game(width: 5, height: 5, edges: .wrapping, snake: [], heading: .left, food: nil, score: 9223372036854775807, status: .running))",
                "AppState(game: Game(width: 5, height: 5, edges: .wrapping, snake: \(filled), heading: .up, food: nil, score: 9223372036854775807, status: .running))",
                "AppState(game: Game(width: 60, height: 60, edges: .walls, snake: \(huge), heading: .right, food: Cell(x: 59, y: 59), score: -9223372036854775808, status: .running))",
            ]
        )
        let messages = try trial.messages(extra: ExtremeValues.ints.flatMap { int in
            [".snake(.newGame(width: \(int), height: \(int), edges: .wrapping))", ".snake(.newGame(width: \(int), height: 5, edges: .walls))",
             ".snake(.ate(food: Cell(x: \(int), y: \(int)), score: \(int)))", ".snake(.moved(head: Cell(x: \(int), y: \(int))))"]
        })
        await trial.check(states: states, messages: messages)
    }
}
