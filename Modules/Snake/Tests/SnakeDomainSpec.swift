import Foundation
import Khipu
import Snake
import Testing

@Suite("SnakeDomain")
struct SnakeDomainSpec {
    @Test("SnakeDomain, definition, is named snake, has a summary, the model types and no gateways")
    func definition() {
        let definition = SnakeDomain.definition
        #expect(definition.name == "snake")
        #expect(!definition.summary.isEmpty)
        #expect(definition.gateways.isEmpty)
        #expect(Set(definition.exposedTypes.map { String(describing: $0) }) == ["Game", "Cell", "AppState"])
        #expect(definition.initialState().game == Game(width: 20, height: 12, edges: .walls))
    }

    @Test("Snake, new game, replaces the game and is drawn", arguments: [Edges.walls, .wrapping])
    func newGame(edges: Edges) async throws {
        let session = SnakeSession()
        #expect(try await session.send(.newGame(width: 12, height: 8, edges: edges)) == [.snake(.created(width: 12, height: 8, edges: edges))])
        #expect(session.game == Game(width: 12, height: 8, edges: edges))
        #expect(session.shown.take() == [session.game.text])
    }

    @Test("Snake, new game of a size out of range, is rejected and the game stays", arguments: [
        (4, 10), (10, 4), (61, 10), (10, 61), (Int.min, Int.max),
    ])
    func newGameOutOfRange(width: Int, height: Int) async throws {
        let session = SnakeSession()
        #expect(try await session.send(.newGame(width: width, height: height, edges: .walls)) == [.snake(.rejected(.sizeOutOfRange(width: width, height: height)))])
        #expect(session.game == AppState.initialGame)
        #expect(session.shown.take().isEmpty)
    }

    @Test("Snake, not started, does not move when time passes")
    func readyStaysPut() async throws {
        let session = SnakeSession()
        #expect(await session.advance(by: 10) == [])
        #expect(try await session.send(.tick) == [.snake(.rejected(.notRunning))])
        #expect(session.game == AppState.initialGame)
    }

    @Test("Snake, started, moves one cell for every second of the clock")
    func ticksWithTheClock() async throws {
        let session = SnakeSession()
        #expect(try await session.send(.start) == [.snake(.started)])
        #expect(await session.advance(by: 1) == [.snake(.tick), .snake(.moved(head: Cell(x: 11, y: 6)))])
        let three = await session.advance(by: 3)
        #expect(three.filter { $0 == .snake(.tick) }.count == 3)
        #expect(session.game.head == Cell(x: 14, y: 6))
        // Half a second is not a move; the next half is.
        #expect(await session.advance(by: 0.5) == [])
        #expect(await session.advance(by: 0.5).contains(.snake(.tick)))
    }

    @Test("Snake, eating, answers with the food's cell and the score, and new food lands on a free cell, the same on every run")
    func eatsAndPlacesFood() async throws {
        var foods: [Cell?] = []
        for _ in 0..<2 {
            let session = SnakeSession()
            try await session.send(.start)
            _ = await session.advance(by: 4)
            let answer = await session.advance(by: 1)
            #expect(answer.contains(.snake(.ate(food: Cell(x: 15, y: 6), score: 1))))
            let food = try #require(session.game.food)
            #expect(!session.game.snake.contains(food))
            #expect(session.game.contains(food))
            foods.append(food)
        }
        #expect(foods[0] == foods[1])
    }

    @Test("Snake, running into the wall, ends the game and the ticker stops")
    func endsAtTheWall() async throws {
        let session = SnakeSession()
        try await session.send(.start)
        try await session.send(.turn(.up))
        let answers = await session.advance(by: 20)
        #expect(answers.last == .snake(.ended(.hitWall, score: 0)))
        #expect(answers.filter { $0 == .snake(.tick) }.count == 7)
        #expect(await session.advance(by: 60) == [])
        #expect(try await session.send(.start) == [.snake(.rejected(.gameOver(.hitWall)))])
    }

    @Test("Snake, started on a clock too far out for a second to change it, or on one that is not a time, does not move and its ticker stops",
          arguments: [3e16, .infinity, .nan])
    func clockThatCannotCountSeconds(secondsSince2001: Double) async throws {
        let session = SnakeSession(now: Date(timeIntervalSinceReferenceDate: secondsSince2001))
        #expect(try await session.send(.start) == [.snake(.started)])
        #expect(await session.environment.waitUntilQuiet())
        #expect(await session.advance(by: 1) == [])
        #expect(session.game.head == AppState.initialGame.head)
    }

    @Test("Snake, paused, stands still until started again")
    func pauses() async throws {
        let session = SnakeSession()
        #expect(try await session.send(.pause) == [.snake(.rejected(.notRunning))])
        try await session.send(.start)
        #expect(try await session.send(.start) == [.snake(.rejected(.alreadyRunning))])
        #expect(try await session.send(.pause) == [.snake(.paused)])
        #expect(await session.advance(by: 30) == [])
        try await session.send(.start)
        #expect(await session.advance(by: 1).contains(.snake(.moved(head: Cell(x: 11, y: 6)))))
    }

    @Test("Snake, turning back onto the neck, is rejected and the heading stays")
    func refusesReversing() async throws {
        let session = SnakeSession()
        #expect(try await session.send(.turn(.left)) == [.snake(.rejected(.reversing(from: .right, to: .left)))])
        #expect(try await session.send(.turn(.down)) == [.snake(.turned(.down))])
        #expect(session.game.heading == .down)
    }

    @Test("Snake, every move, is drawn once")
    func drawsMoves() async throws {
        let session = SnakeSession()
        try await session.send(.start)
        _ = session.shown.take()
        _ = await session.advance(by: 2)
        let shown = session.shown.take()
        #expect(shown.count == 2)
        #expect(shown.last == session.game.text)
    }

    @Test("Snake, its own answers sent in, changes nothing")
    func answersAreIgnored() async throws {
        let session = SnakeSession()
        #expect(try await session.send(.moved(head: Cell(x: 0, y: 0))) == [])
        #expect(try await session.send(.ended(.hitWall, score: 3)) == [])
        #expect(session.game == AppState.initialGame)
    }
}
