import Snake
import Testing

@Suite("Game as text")
struct GameTextSpec {
    @Test("Game, as text, draws walls, head, body and food under a header")
    func walls() {
        let text = Game(width: 5, height: 5, edges: .walls).text
        #expect(text == """
            score 0, length 3, ready, heading right, 5×5, walls
            #######
            #·····#
            #·····#
            #oo@*·#
            #·····#
            #·····#
            #######
            """)
    }

    @Test("Game, on a wrapping board, is drawn without walls, and says how it ended")
    func wrapping() {
        let g = game(["·····", "·oo@·", "·····", "·····", "·····"], edges: .wrapping, status: .over(.hitItself))
        #expect(g.text == """
            score 0, length 3, over: hit itself, heading right, 5×5, wrapping
            ·····
            ·oo@·
            ·····
            ·····
            ·····
            """)
    }
}
