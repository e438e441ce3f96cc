import Foundation
import Khipu
import Snake
import Testing

@Suite("Game")
struct GameSpec {
    static let new = Game(width: 20, height: 12, edges: .walls)

    @Test("Game, new, is ready with three cells in the middle row heading right and food ahead")
    func new() {
        let g = Self.new
        #expect(g.status == .ready)
        #expect(g.snake == [Cell(x: 10, y: 6), Cell(x: 9, y: 6), Cell(x: 8, y: 6)])
        #expect(g.heading == .right)
        #expect(g.food == Cell(x: 15, y: 6))
        #expect(g.score == 0)
    }

    @Test("Game, new with sides out of range, has them clamped to 5…60", arguments: [
        (0, 0, 5, 5), (-3, 100, 5, 60), (Int.min, Int.max, 5, 60), (7, 9, 7, 9),
    ])
    func clamped(width: Int, height: Int, w: Int, h: Int) {
        let g = Game(width: width, height: height, edges: .wrapping)
        #expect((g.width, g.height) == (w, h))
        #expect(g.snake.allSatisfy(g.contains))
        #expect(g.food.map(g.contains) == true)
        #expect(g.food.map { !g.snake.contains($0) } == true)
    }

    @Test("Game, not running, does not move on a tick", arguments: [Status.ready, .paused, .over(.hitWall)])
    func notRunning(status: Status) {
        let g = game(["·····", "·oo@·", "·····"], status: status)
        #expect(g.alter(.tick) == g)
    }

    @Test("Game, tick, moves the head one cell the way it heads and the tail follows", arguments: [
        (Heading.right, Cell(x: 4, y: 2)), (.up, Cell(x: 3, y: 1)), (.down, Cell(x: 3, y: 3)),
    ])
    func tick(heading: Heading, head: Cell) {
        let g = game(["······", "······", "·oo@··", "······", "······"], heading: heading)
        let moved = g.alter(.tick)
        #expect(moved.snake == [head, Cell(x: 3, y: 2), Cell(x: 2, y: 2)])
        #expect(moved.score == 0)
        #expect(moved.status == .running)
    }

    @Test("Game, tick onto food, grows by one, scores and eats the food")
    func eats() {
        let g = game(["······", "·oo@*·", "······"])
        let moved = g.alter(.tick)
        #expect(moved.snake == [Cell(x: 4, y: 1), Cell(x: 3, y: 1), Cell(x: 2, y: 1), Cell(x: 1, y: 1)])
        #expect(moved.score == 1)
        #expect(moved.food == nil)
    }

    @Test("Game, tick into a wall, ends the game where it stands", arguments: [Heading.right, .up])
    func hitsWall(heading: Heading) {
        let g = game(["··oo@", "·····"], heading: heading)
        let moved = g.alter(.tick)
        #expect(moved.status == .over(.hitWall))
        #expect(moved.snake == g.snake)
    }

    @Test("Game, tick across the edge of a wrapping board, comes back on the other side", arguments: [
        (Heading.right, Cell(x: 0, y: 0)), (.up, Cell(x: 4, y: 4)),
    ])
    func wraps(heading: Heading, head: Cell) {
        let g = game(["··oo@", "·····", "·····", "·····", "·····"], heading: heading, edges: .wrapping)
        let moved = g.alter(.tick)
        #expect(moved.status == .running)
        #expect(moved.snake.first == head)
    }

    @Test("Game, tick into its own body, ends the game")
    func hitsItself() {
        // A snake of five coiled around its head, heading up into its own second cell.
        let coiled = [Cell(x: 2, y: 1), Cell(x: 3, y: 1), Cell(x: 3, y: 0), Cell(x: 2, y: 0), Cell(x: 1, y: 0)]
        let g = decoded(width: 5, height: 3, edges: .walls, snake: coiled, heading: .up, food: nil, status: .running)
        #expect(g.alter(.tick).status == .over(.hitItself))
    }

    @Test("Game, tick into the cell the tail leaves, is allowed")
    func followsTail() {
        let square = [Cell(x: 1, y: 1), Cell(x: 2, y: 1), Cell(x: 2, y: 0), Cell(x: 1, y: 0)]
        let g = decoded(width: 5, height: 3, edges: .walls, snake: square, heading: .up, food: nil, status: .running)
        let moved = g.alter(.tick)
        #expect(moved.status == .running)
        #expect(moved.snake == [Cell(x: 1, y: 0), Cell(x: 1, y: 1), Cell(x: 2, y: 1), Cell(x: 2, y: 0)])
    }

    @Test("Game, eating the last free cell, fills the board and ends the game")
    func fillsBoard() {
        // Head at (1, 0) heading left onto the food at (0, 0); the body snakes row by row.
        let rows = (1..<5).flatMap { y in (0..<5).map { Cell(x: y % 2 == 1 ? 4 - $0 : $0, y: y) } }
        let snake = [Cell(x: 1, y: 0), Cell(x: 2, y: 0), Cell(x: 3, y: 0), Cell(x: 4, y: 0)] + rows
        let g = decoded(width: 5, height: 5, edges: .walls, snake: snake, heading: .left, food: Cell(x: 0, y: 0), status: .running)
        #expect(g.snake.count == 24)
        let moved = g.alter(.tick)
        #expect(moved.snake.count == 25)
        #expect(moved.status == .over(.filledBoard))
        #expect(moved.freeCells.isEmpty)
        #expect(moved.food == nil)
    }

    @Test("Game, turn, changes the heading but not the way back onto the neck")
    func turn() {
        let g = game(["·····", "·oo@·", "·····"])
        #expect(g.lastMove == .right)
        #expect(g.alter(.turn(.up)).heading == .up)
        #expect(g.alter(.turn(.down)).heading == .down)
        #expect(g.alter(.turn(.right)).heading == .right)
        #expect(g.alter(.turn(.left)) == g)
        #expect(g.refusal(ofTurningTo: .left) == .reversing(from: .right, to: .left))
        // Two turns before a move: the neck is still to the left.
        #expect(g.alter(.turn(.up), .turn(.left)).heading == .up)
    }

    @Test("Game, the way back across a wrapping edge, is still the way back")
    func reversingAcrossEdge() {
        let g = decoded(width: 5, height: 5, edges: .wrapping, snake: [Cell(x: 0, y: 0), Cell(x: 4, y: 0)], heading: .right, food: nil, status: .running)
        #expect(g.lastMove == .right)
        #expect(g.refusal(ofTurningTo: .left) == .reversing(from: .right, to: .left))
    }

    @Test("Game, over, refuses every turn")
    func overRefusesTurns() {
        let g = game(["·oo@·"], status: .over(.hitItself))
        for heading in Heading.allCases {
            #expect(g.refusal(ofTurningTo: heading) == .gameOver(.hitItself))
        }
    }

    @Test("Game, start and pause, move between ready, running and paused", arguments: [
        (Status.ready, Game.Change.start, Status.running),
        (.paused, .start, .running),
        (.running, .start, .running),
        (.running, .pause, .paused),
        (.ready, .pause, .ready),
        (.over(.hitWall), .start, .over(.hitWall)),
    ])
    func startAndPause(from: Status, change: Game.Change, to: Status) {
        #expect(game(["·oo@·"], status: from).alter(change).status == to)
    }

    @Test("Game, placeFood, only on a free cell of the board", arguments: [
        (Cell(x: 4, y: 0), true), (Cell(x: 2, y: 0), false), (Cell(x: 5, y: 0), false), (Cell(x: -1, y: 0), false),
    ])
    func placeFood(cell: Cell, placed: Bool) {
        let g = game(["·oo@·"])
        #expect((g.alter(.placeFood(at: cell)).food == cell) == placed)
    }

    @Test("Game, read from a file with cells off the board, food under the snake and a negative score, is made well formed")
    func decodedWellFormed() {
        let g = decoded(
            width: 1000, height: -4, edges: .walls,
            snake: [Cell(x: Int.max, y: 0), Cell(x: 2, y: 2), Cell(x: 1, y: 2)],
            heading: .left, food: Cell(x: 2, y: 2), score: -7, status: .running
        )
        #expect((g.width, g.height) == (60, 5))
        #expect(g.snake == [Cell(x: 2, y: 2), Cell(x: 1, y: 2)])
        #expect(g.food == nil)
        #expect(g.score == 0)
        let empty = decoded(width: 5, height: 5, edges: .walls, snake: [], heading: .up, food: nil, status: .ready)
        #expect(empty.snake == Game(width: 5, height: 5, edges: .walls).snake)
    }

    @Test("Game, with the largest score, eats without overflowing")
    func scoreSaturates() {
        let g = decoded(width: 5, height: 5, edges: .walls, snake: [Cell(x: 2, y: 2), Cell(x: 1, y: 2)], heading: .right, food: Cell(x: 3, y: 2), score: .max, status: .running)
        #expect(g.alter(.tick).score == .max)
    }

    @Test("Game, survives JSON")
    func survivesJSON() throws {
        let g = ticked(Self.new.alter(.start, .turn(.up)), 3)
        #expect(try JSONDecoder().decode(Game.self, from: JSONEncoder().encode(g)) == g)
    }
}
