import Foundation
import Khipu
import KhipuTestSupport
import KhipuTesting
import Snake

/// A game drawn as the renderer draws its board rows: `@` the head, `o` the body, `*` the
/// food, any other character empty. The body is listed from the head outwards by following
/// the `o` cells, so draw only snakes whose every cell has one way on (a straight line, an
/// L); give a coiled snake's cells to `decoded(...)` in order.
func game(_ rows: [String], heading: Heading = .right, edges: Edges = .walls, status: Status = .running) -> Game {
    let width = rows.map(\.count).max() ?? 5
    var head = Cell(x: 0, y: 0)
    var body: Set<Cell> = []
    var food: Cell?
    for (y, row) in rows.enumerated() {
        for (x, mark) in row.enumerated() {
            switch mark {
            case "@": head = Cell(x: x, y: y)
            case "o": body.insert(Cell(x: x, y: y))
            case "*": food = Cell(x: x, y: y)
            default: break
            }
        }
    }
    var snake = [head]
    while let next = body.first(where: { abs($0.x - snake.last!.x) + abs($0.y - snake.last!.y) == 1 }) {
        snake.append(next)
        body.remove(next)
    }
    return decoded(width: width, height: rows.count, edges: edges, snake: snake, heading: heading, food: food, status: status)
}

/// A game as a store file would hold it, read back through `Game`'s decoder.
func decoded(width: Int, height: Int, edges: Edges, snake: [Cell], heading: Heading, food: Cell?, score: Int = 0, status: Status) -> Game {
    struct Stored: Encodable {
        let width: Int, height: Int, edges: Edges, snake: [Cell], heading: Heading, food: Cell?, score: Int, status: Status
    }
    let stored = Stored(width: width, height: height, edges: edges, snake: snake, heading: heading, food: food, score: score, status: status)
    return try! JSONDecoder().decode(Game.self, from: JSONEncoder().encode(stored))
}

/// The game after `n` ticks.
func ticked(_ game: Game, _ n: Int) -> Game {
    game.alter(all: Array(repeating: .tick, count: n))
}

/// The Snake domain hosted as the `khipu` tool hosts it, with a fixed clock: the game's
/// renderer shows into `shown`, and `advance(by:)` moves the clock as `:clock advance` does.
struct SnakeSession {
    let hosted: HostedDomain<Message, AppState>

    init(_ initial: AppState = AppState(), now: Date = KhipuEnvironment.fixed().now()) {
        hosted = HostedDomain(SnakeDomain.definition, initial: initial, environment: .fixed(now: now))
    }

    var environment: KhipuEnvironment { hosted.environment }
    var host: DomainHost<Message, AppState> { hosted.host }
    var shown: ShownText { hosted.shown }
    var game: Game { hosted.state.game }

    /// Sends a command and returns what the domain answered, once it is quiet (a started
    /// ticker waits for the clock), as a script does.
    @discardableResult
    func send(_ command: Message.Snake) async throws -> [Message] {
        try await hosted.sendWhenQuiet(.snake(command))
    }

    /// Moves the clock on and returns what the domain emitted once it was quiet.
    func advance(by seconds: TimeInterval) async -> [Message] {
        await hosted.advanceClock(by: .seconds(seconds))
    }
}
