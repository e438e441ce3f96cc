import Foundation
import Khipu
import Life
import Testing

@Suite("Board")
struct BoardSpec {
    @Test("Board, newly created, has its size and edges, is at generation 0 and empty", arguments: [Edges.bounded, .wrapping])
    func newlyCreated(edges: Edges) {
        let b = Board(width: 7, height: 5, edges: edges)
        #expect(b.width == 7)
        #expect(b.height == 5)
        #expect(b.edges == edges)
        #expect(b.generation == 0)
        #expect(b.alive.isEmpty)
        #expect(b.population == 0)
    }

    @Test("Board, newly created with a side out of range, clamps it to 1...100", arguments: [
        (0, 5, 1, 5), (-3, 500, 1, 100), (Int.min, Int.max, 1, 100), (100, 1, 100, 1),
    ])
    func clamped(width: Int, height: Int, expectedWidth: Int, expectedHeight: Int) {
        let b = Board(width: width, height: height, edges: .bounded)
        #expect(b.width == expectedWidth)
        #expect(b.height == expectedHeight)
    }

    @Test("Board, toggle a dead cell, brings it to life; toggle again, it is dead")
    func toggle() {
        let b = Board(width: 4, height: 3, edges: .bounded).alter(.toggle(x: 3, y: 2))
        #expect(b.alive == [Cell(x: 3, y: 2)])
        #expect(b.isAlive(x: 3, y: 2))
        #expect(b.alter(.toggle(x: 3, y: 2)).alive.isEmpty)
    }

    @Test("Board, toggle a cell off the board, changes nothing", arguments: [
        (-1, 0), (4, 0), (0, 3), (0, -1), (Int.max, Int.min),
    ])
    func toggleOffBoard(x: Int, y: Int) {
        let b = board(["#...", "....", "...#"])
        #expect(!b.contains(x: x, y: y))
        #expect(b.alter(.toggle(x: x, y: y)) == b)
        #expect(!b.isAlive(x: x, y: y))
    }

    @Test("Board, living cells, are listed once each, row by row, left to right")
    func aliveOrder() {
        let b = Board(width: 5, height: 5, edges: .bounded).alter(.toggle(x: 4, y: 1), .toggle(x: 0, y: 3), .toggle(x: 1, y: 1))
        #expect(b.alive == [Cell(x: 1, y: 1), Cell(x: 4, y: 1), Cell(x: 0, y: 3)])
    }

    @Test("Board, load a glider, brings its cells to life at the given corner and keeps the others")
    func loadGlider() {
        let b = board([".....", ".....", ".....", ".....", "....#"]).alter(.load(.glider, x: 1, y: 1))
        #expect(drawing(of: b) == [
            ".....",
            "..#..",
            "...#.",
            ".###.",
            "....#",
        ])
    }

    @Test("Board, load onto living cells, they stay alive")
    func loadOverlapping() {
        let b = Board(width: 3, height: 3, edges: .bounded).alter(.toggle(x: 1, y: 0), .load(.glider, x: 0, y: 0))
        #expect(b.alive == Pattern.glider.cells(at: Cell(x: 0, y: 0)).sorted())
    }

    @Test("Board, load a pattern that does not fit, changes nothing", arguments: [
        (Pattern.glider, 3, 0), (.glider, 0, 3), (.glider, -1, 0), (.blinker, 4, 5), (.gosperGliderGun, 0, 0), (.block, Int.max, Int.max), (.block, Int.min, 0),
    ])
    func loadDoesNotFit(pattern: Pattern, x: Int, y: Int) {
        let b = Board(width: 5, height: 5, edges: .wrapping).alter(.toggle(x: 2, y: 2))
        #expect(!b.fits(pattern, x: x, y: y))
        #expect(b.alter(.load(pattern, x: x, y: y)) == b)
    }

    @Test("Board, the glider gun, fits a board of 36×9 exactly")
    func gunFits() {
        let b = Board(width: 36, height: 9, edges: .bounded)
        #expect(b.fits(.gosperGliderGun, x: 0, y: 0))
        #expect(!b.fits(.gosperGliderGun, x: 1, y: 0))
        #expect(b.alter(.load(.gosperGliderGun, x: 0, y: 0)).population == 36)
    }

    @Test("Board, clear, kills every cell, counts from generation 0 again and keeps size and edges")
    func clear() {
        let b = ticked(board(["###", "...", "..."], edges: .wrapping), 3).alter(.clear)
        #expect(b == Board(width: 3, height: 3, edges: .wrapping))
    }

    @Test("Board, tick, counts one generation")
    func tickCounts() {
        #expect(ticked(Board(width: 3, height: 3, edges: .bounded), 5).generation == 5)
    }

    @Test("Board, change, changes only what it is about", arguments: [
        (Board.Change.toggle(x: 0, y: 0), ["alive"]),
        (.load(.block, x: 3, y: 3), ["alive"]),
        (.tick, ["generation", "alive"]),
        (.clear, ["generation", "alive"]),
    ] as [(Board.Change, [String])])
    func changesOnlyItsProperties(change: Board.Change, expected: [String]) {
        let start = ticked(board([".....", "..#..", "..#..", "..#..", "....."]), 1)
        #expect(differingProperties(start, start.alter(change)) == Set(expected))
    }

    @Test("Board, several changes, are applied in order")
    func severalChanges() {
        let b = Board(width: 7, height: 5, edges: .bounded).alter(.load(.blinker, x: 1, y: 2), .tick, .toggle(x: 6, y: 4), .tick)
        #expect(b.generation == 2)
        #expect(drawing(of: b) == [".......", ".......", ".###...", ".......", "......."])
    }

    @Test("Board, encoded and decoded, is equal")
    func codable() throws {
        let b = ticked(board([".#...", "..#..", "###..", ".....", "....."], edges: .wrapping), 3)
        let decoded = try JSONDecoder().decode(Board.self, from: JSONEncoder().encode(b))
        #expect(decoded == b)
    }

    @Test("Board, decoded from a hand-written value, is made well formed")
    func decodedWellFormed() throws {
        let json = #"{"width": 0, "height": 3, "edges": {"wrapping": {}}, "generation": -4, "alive": [{"x": 0, "y": 2}, {"x": 0, "y": 2}, {"x": 0, "y": 0}, {"x": 5, "y": 1}, {"x": 0, "y": -1}]}"#
        let b = try JSONDecoder().decode(Board.self, from: Data(json.utf8))
        #expect(b.width == 1)
        #expect(b.height == 3)
        #expect(b.edges == .wrapping)
        #expect(b.generation == 0)
        #expect(b.alive == [Cell(x: 0, y: 0), Cell(x: 0, y: 2)])
    }
}
