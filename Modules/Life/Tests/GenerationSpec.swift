import Life
import Testing

/// Conway's rules and the patterns the Game of Life is known for.
@Suite("Life, generations")
struct GenerationSpec {
    @Test("Life, empty board, stays empty", arguments: [Edges.bounded, .wrapping])
    func emptyStaysEmpty(edges: Edges) {
        #expect(ticked(Board(width: 6, height: 4, edges: edges), 3).alive.isEmpty)
    }

    @Test("Life, a living cell, survives with two or three living neighbours and dies otherwise", arguments: [
        (0, false), (1, false), (2, true), (3, true), (4, false), (5, false), (8, false),
    ])
    func survival(neighbours: Int, survives: Bool) {
        #expect(ticked(cellWith(neighbours: neighbours, alive: true), 1).isAlive(x: 1, y: 1) == survives)
    }

    @Test("Life, a dead cell, comes to life with exactly three living neighbours", arguments: [
        (0, false), (2, false), (3, true), (4, false), (6, false),
    ])
    func birth(neighbours: Int, born: Bool) {
        #expect(ticked(cellWith(neighbours: neighbours, alive: false), 1).isAlive(x: 1, y: 1) == born)
    }

    @Test("Life, blinker, oscillates between a row and a column")
    func blinker() {
        let row = board([".....", ".....", ".###.", ".....", "....."])
        let column = [".....", "..#..", "..#..", "..#..", "....."]
        #expect(drawing(of: ticked(row, 1)) == column)
        #expect(ticked(row, 2).alive == row.alive)
        #expect(ticked(row, 101).alive == ticked(row, 1).alive)
    }

    @Test("Life, block, is still")
    func block() {
        let b = Board(width: 4, height: 4, edges: .bounded).alter(.load(.block, x: 1, y: 1))
        #expect(ticked(b, 1).alive == b.alive)
        #expect(ticked(b, 10).alive == b.alive)
    }

    @Test("Life, oscillators of period 2, return after two generations", arguments: [Pattern.blinker, .toad, .beacon])
    func periodTwo(pattern: Pattern) {
        let b = Board(width: 8, height: 8, edges: .bounded).alter(.load(pattern, x: 2, y: 2))
        #expect(ticked(b, 1).alive != b.alive)
        #expect(ticked(b, 2).alive == b.alive)
    }

    @Test("Life, glider, moves one cell right and one down every 4 generations", arguments: 1...4)
    func gliderMoves(times: Int) {
        let b = Board(width: 20, height: 20, edges: .bounded).alter(.load(.glider, x: 1, y: 1))
        #expect(ticked(b, 4 * times).alive == shifted(b.alive, dx: times, dy: times))
    }

    @Test("Life, glider, in between it takes other shapes of five cells", arguments: 1...3)
    func gliderPhases(generations: Int) {
        let b = Board(width: 10, height: 10, edges: .bounded).alter(.load(.glider, x: 1, y: 1))
        let later = ticked(b, generations)
        #expect(later.population == 5)
        #expect(later.alive != b.alive)
    }

    @Test("Life, bounded edges, a glider that reaches the corner becomes a still block")
    func boundedCorner() {
        let b = Board(width: 6, height: 6, edges: .bounded).alter(.load(.glider, x: 0, y: 0))
        let block = [Cell(x: 4, y: 4), Cell(x: 5, y: 4), Cell(x: 4, y: 5), Cell(x: 5, y: 5)]
        #expect(ticked(b, 16).alive == block)
        #expect(ticked(b, 40).alive == block)
    }

    @Test("Life, wrapping edges, a glider leaves at one side, comes back at the other and returns home", arguments: [8, 10])
    func wrappingGlider(side: Int) {
        let b = Board(width: side, height: side, edges: .wrapping).alter(.load(.glider, x: 0, y: 0))
        #expect(ticked(b, 4 * side).alive == b.alive)
        #expect(ticked(b, 4 * (side - 1)).alive.contains { $0.x == side - 1 })
    }

    @Test("Life, wrapping board narrower than three cells, counts each neighbour once", arguments: [
        (1, 1, 0), (2, 1, 0), (2, 2, 4), (1, 4, 4), (3, 1, 3),
    ])
    func tinyWrapping(width: Int, height: Int, population: Int) {
        let full = Board(width: width, height: height, edges: .wrapping).alter(all: (0..<height).flatMap { y in (0..<width).map { x in .toggle(x: x, y: y) } })
        #expect(full.population == width * height)
        // A full board: on 2×2 each cell has the three others as neighbours, on 1×4 and 3×1
        // two, so all survive; on 1×1 and 2×1 a cell has fewer than two and dies.
        #expect(ticked(full, 1).population == population)
    }

    @Test("Life, tiny bounded boards, tick without trouble", arguments: [(1, 1), (1, 3), (3, 1), (2, 2)])
    func tinyBounded(width: Int, height: Int) {
        let full = Board(width: width, height: height, edges: .bounded).alter(all: (0..<height).flatMap { y in (0..<width).map { x in .toggle(x: x, y: y) } })
        let next = ticked(full, 1)
        #expect(next.generation == 1)
        #expect(next.population <= width * height)
    }

    @Test("Life, Gosper glider gun, is back after 30 generations and has sent out a glider")
    func gliderGun() {
        let b = Board(width: 60, height: 40, edges: .bounded).alter(.load(.gosperGliderGun, x: 0, y: 0))
        let later = ticked(b, 30)
        let glider = [Cell(x: 23, y: 9), Cell(x: 24, y: 10), Cell(x: 25, y: 10), Cell(x: 23, y: 11), Cell(x: 24, y: 11)]
        #expect(later.alive == (b.alive + glider).sorted())
        #expect(ticked(b, 60).population == 36 + 2 * 5)
    }

    /// A 3×3 board whose centre is alive or dead, with the first `neighbours` of its eight
    /// neighbours alive.
    private func cellWith(neighbours: Int, alive: Bool) -> Board {
        let around = [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1)]
        let toggles = around.prefix(neighbours).map { Board.Change.toggle(x: $0.0, y: $0.1) }
        return Board(width: 3, height: 3, edges: .bounded).alter(all: toggles + (alive ? [.toggle(x: 1, y: 1)] : []))
    }
}
