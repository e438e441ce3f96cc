import Khipu
import Life
import Testing

@Suite("LifeDomain")
struct LifeDomainSpec {
    @Test("LifeDomain, definition, is named life, has a summary, the model types and no gateways")
    func definition() {
        let definition = LifeDomain.definition
        #expect(definition.name == "life")
        #expect(!definition.summary.isEmpty)
        #expect(definition.gateways.isEmpty)
        #expect(Set(definition.exposedTypes.map { String(describing: $0) }) == ["Board", "Cell", "AppState"])
    }

    @Test("Life, new app, has an empty 20×20 bounded board")
    func initialState() {
        #expect(LifeDomain.definition.initialState().board == Board(width: 20, height: 20, edges: .bounded))
    }

    @Test("Life, new board, replaces the board and is drawn", arguments: [Edges.bounded, .wrapping])
    func newBoard(edges: Edges) throws {
        let session = LifeSession()
        try session.send(.toggle(x: 1, y: 1))
        _ = session.shown.take()
        #expect(try session.send(.newBoard(width: 38, height: 11, edges: edges)) == [.life(.created(width: 38, height: 11, edges: edges))])
        #expect(session.board == Board(width: 38, height: 11, edges: edges))
        #expect(session.shown.take() == [session.board.text])
    }

    @Test("Life, new board of a size out of range, is rejected and the board stays", arguments: [
        (0, 10), (10, 0), (101, 10), (10, 101), (-5, -5), (Int.max, Int.min),
    ])
    func newBoardOutOfRange(width: Int, height: Int) throws {
        let session = LifeSession()
        let before = session.board
        #expect(try session.send(.newBoard(width: width, height: height, edges: .bounded)) == [.life(.rejected(.sizeOutOfRange(width: width, height: height)))])
        #expect(session.board == before)
        #expect(session.shown.take().isEmpty)
    }

    @Test("Life, toggle, answers whether the cell is now alive, and the board is drawn")
    func toggle() throws {
        let session = LifeSession()
        #expect(try session.send(.toggle(x: 2, y: 1)) == [.life(.toggled(x: 2, y: 1, alive: true))])
        #expect(try session.send(.toggle(x: 2, y: 1)) == [.life(.toggled(x: 2, y: 1, alive: false))])
        #expect(session.shown.take().count == 2)
    }

    @Test("Life, toggle a cell off the board, is rejected", arguments: [(20, 0), (0, 20), (-1, 5), (Int.min, Int.max)])
    func toggleOffBoard(x: Int, y: Int) throws {
        let session = LifeSession()
        #expect(try session.send(.toggle(x: x, y: y)) == [.life(.rejected(.offBoard(x: x, y: y)))])
        #expect(session.board.alive.isEmpty)
        #expect(session.shown.take().isEmpty)
    }

    @Test("Life, load a pattern, brings it to life where asked", arguments: Pattern.allCases)
    func load(pattern: Pattern) throws {
        let session = LifeSession()
        try session.send(.newBoard(width: 40, height: 12, edges: .bounded))
        #expect(try session.send(.load(pattern, x: 2, y: 1)) == [.life(.loaded(pattern, x: 2, y: 1))])
        #expect(session.board.alive == pattern.cells(at: Cell(x: 2, y: 1)).sorted())
    }

    @Test("Life, load a pattern that does not fit, is rejected; the gun does not fit the 20×20 board")
    func loadDoesNotFit() throws {
        let session = LifeSession()
        #expect(try session.send(.load(.gosperGliderGun, x: 0, y: 0)) == [.life(.rejected(.doesNotFit(.gosperGliderGun, x: 0, y: 0)))])
        #expect(try session.send(.load(.glider, x: 18, y: 0)) == [.life(.rejected(.doesNotFit(.glider, x: 18, y: 0)))])
        #expect(session.board.alive.isEmpty)
        #expect(session.shown.take().isEmpty)
    }

    @Test("Life, tick, lives one generation and answers generation and population")
    func tick() throws {
        let session = LifeSession()
        try session.send(.load(.glider, x: 1, y: 1))
        #expect(try session.send(.tick) == [.life(.ticked(generation: 1, population: 5))])
        #expect(session.board.generation == 1)
    }

    @Test("Life, advance, lives that many generations at once, like as many ticks")
    func advance() throws {
        let session = LifeSession()
        try session.send(.load(.glider, x: 1, y: 1))
        let start = session.board
        _ = session.shown.take()
        #expect(try session.send(.advance(generations: 8)) == [.life(.ticked(generation: 8, population: 5))])
        #expect(session.board == ticked(start, 8))
        #expect(session.shown.take() == [session.board.text])
    }

    @Test("Life, advance by 1 to 1000 generations, is carried out; other counts are rejected", arguments: [
        (1, true), (1000, true), (0, false), (-1, false), (1001, false), (Int.max, false),
    ])
    func advanceRange(generations: Int, accepted: Bool) throws {
        let session = LifeSession()
        let outputs = try session.send(.advance(generations: generations))
        if accepted {
            #expect(outputs == [.life(.ticked(generation: generations, population: 0))])
        } else {
            #expect(outputs == [.life(.rejected(.generationsOutOfRange(generations)))])
            #expect(session.board.generation == 0)
        }
    }

    @Test("Life, clear, kills every cell and starts again at generation 0")
    func clear() throws {
        let session = LifeSession()
        try session.send(.load(.blinker, x: 1, y: 1))
        try session.send(.tick)
        #expect(try session.send(.clear) == [.life(.cleared)])
        #expect(session.board == Board(width: 20, height: 20, edges: .bounded))
    }

    @Test("Life, answers sent in as commands, are ignored")
    func answersIgnored() throws {
        let session = LifeSession()
        let answers: [Message.Life] = [
            .created(width: 5, height: 5, edges: .bounded), .toggled(x: 0, y: 0, alive: true), .loaded(.glider, x: 0, y: 0),
            .ticked(generation: 3, population: 1), .cleared, .rejected(.offBoard(x: -1, y: 0)),
        ]
        for answer in answers {
            #expect(try session.send(answer) == [])
        }
        #expect(session.board == Board(width: 20, height: 20, edges: .bounded))
    }

    @Test("Life, board renderer, is told each answer after the change, so it draws the new board")
    func rendererDrawsNewBoard() throws {
        let session = LifeSession()
        try session.send(.newBoard(width: 3, height: 3, edges: .bounded))
        try session.send(.load(.blinker, x: 0, y: 1))
        try session.send(.tick)
        #expect(session.shown.take() == [
            "generation 0, population 0, 3×3, bounded\n···\n···\n···",
            "generation 0, population 3, 3×3, bounded\n···\n███\n···",
            "generation 1, population 3, 3×3, bounded\n·█·\n·█·\n·█·",
        ])
    }
}

@Suite("Life board renderer")
struct BoardRendererSpec {
    @Test("Life, board renderer, does not draw an unchanged board again, e.g. for an answer sent in by hand")
    func noRedraw() throws {
        let session = LifeSession()
        try session.send(.toggle(x: 0, y: 0))
        #expect(session.shown.take().count == 1)
        try session.send(.toggled(x: 0, y: 0, alive: true))
        try session.send(.cleared)
        #expect(session.shown.take().isEmpty)
        try session.send(.clear)
        try session.send(.clear)
        #expect(session.shown.take() == [Board(width: 20, height: 20, edges: .bounded).text])
    }

    @Test("Life, board renderer, ignores commands and rejections")
    func ignoresCommands() {
        withFixedStore { store in
            var shown: [String] = []
            let renderer = createBoardRenderer(store: store) { shown.append($0) }
            renderer(.life(.tick))
            renderer(.life(.rejected(.offBoard(x: -1, y: 0))))
            #expect(shown.isEmpty)
            renderer(.life(.ticked(generation: 0, population: 0)))
            #expect(shown == [store.state().board.text])
        }
    }

    private func withFixedStore(_ body: (AppStore) -> Void) {
        KhipuEnvironment.$current.withValue(.fixed()) {
            body(createInMemoryStore(initial: { AppState() }))
        }
    }
}
