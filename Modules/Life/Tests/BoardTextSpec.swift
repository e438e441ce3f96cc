import Life
import Testing

@Suite("Board text")
struct BoardTextSpec {
    @Test("Board, as text, says generation, population, size and edges, then draws each row")
    func text() {
        let b = Board(width: 5, height: 3, edges: .bounded).alter(.load(.blinker, x: 1, y: 1), .tick)
        #expect(b.text == """
            generation 1, population 3, 5×3, bounded
            ··█··
            ··█··
            ··█··
            """)
    }

    @Test("Board, as text, names wrapping edges")
    func wrapping() {
        #expect(Board(width: 2, height: 1, edges: .wrapping).text == "generation 0, population 0, 2×1, wrapping\n··")
    }
}
