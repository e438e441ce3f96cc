import Life
import Testing

@Suite("Pattern")
struct PatternSpec {
    @Test("Pattern, each one, has its known size and number of living cells", arguments: [
        (Pattern.block, 2, 2, 4), (.blinker, 3, 1, 3), (.toad, 4, 2, 6), (.beacon, 4, 4, 8),
        (.glider, 3, 3, 5), (.rPentomino, 3, 3, 5), (.gosperGliderGun, 36, 9, 36),
    ])
    func sizeAndPopulation(pattern: Pattern, width: Int, height: Int, population: Int) {
        #expect(pattern.width == width)
        #expect(pattern.height == height)
        #expect(pattern.cells(at: Cell(x: 0, y: 0)).count == population)
    }

    @Test("Pattern, each one, draws only within its size", arguments: Pattern.allCases)
    func withinSize(pattern: Pattern) {
        let cells = pattern.cells(at: Cell(x: 10, y: 20))
        #expect(cells.allSatisfy { (10..<10 + pattern.width).contains($0.x) && (20..<20 + pattern.height).contains($0.y) })
        #expect(pattern.drawing.allSatisfy { $0.count == pattern.width })
    }

    @Test("Pattern, glider, is drawn heading down and to the right")
    func glider() {
        #expect(Pattern.glider.cells(at: Cell(x: 0, y: 0)) == [Cell(x: 1, y: 0), Cell(x: 2, y: 1), Cell(x: 0, y: 2), Cell(x: 1, y: 2), Cell(x: 2, y: 2)])
    }
}
