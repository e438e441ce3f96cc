import Khipu
import KhipuDSL

/// A game of Snake: a board of `width` × `height` cells with walls or wrapping edges, the
/// snake as its cells (head first) and heading, the food, the score and where the game is.
/// Change it only through `alter`, e.g. `game.alter(.start, .turn(.up), .tick)`.
///
/// Every game is well formed: the sides are within `Game.sides`, the snake has at least
/// one cell and all its cells and the food are on the board, so no move can overflow.
@DSL
public struct Game: Alterable, Codable, Equatable, Sendable {
    /// The changes a game understands.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// Sets the snake going, from a new or a paused game; a running or finished game stays as it is.
        case start
        /// Halts a running game.
        case pause
        /// Points the head another way for the next move; the way back onto the neck and a finished game change nothing.
        case turn(Heading)
        /// Moves the snake one cell: it grows by one on food (which is then eaten), and the game is over when the head hits a wall or the body. Only while running.
        case tick
        /// Puts the food on this cell; a cell off the board or under the snake changes nothing.
        case placeFood(at: Cell)
    }

    /// The sizes a side of the board may have.
    public static let sides = 5...60
    /// The cells a new snake has.
    public static let initialLength = 3

    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// What lies beyond the edges.
    public let edges: Edges
    /// The snake's cells, its head first.
    public let snake: [Cell]
    /// Where the head goes on the next move.
    public let heading: Heading
    /// The food, or nil once it is eaten and until new food is placed.
    public let food: Cell?
    /// How much food the snake ate.
    public let score: Int
    /// Where the game is.
    public let status: Status

    /// A new game, ready to start: a snake of three cells in the middle row heading right,
    /// and its first food straight ahead, e.g. `Game(width: 20, height: 12, edges: .walls)`.
    /// Sides are clamped to `Game.sides`.
    public init(width: Int, height: Int, edges: Edges) {
        let w = Self.side(width), h = Self.side(height)
        let head = Cell(x: w / 2, y: h / 2)
        let snake = (0..<Self.initialLength).map { Cell(x: head.x - $0, y: head.y) }
        self.init(w, h, edges, snake, .right, Cell(x: w * 3 / 4, y: head.y), 0, .ready)
    }

    private init(_ w: Int, _ h: Int, _ e: Edges, _ s: [Cell], _ d: Heading, _ f: Cell?, _ sc: Int, _ st: Status) {
        width = w; height = h; edges = e; snake = s; heading = d; food = f; score = sc; status = st
    }

    /// A copy with the changes applied in order.
    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        switch c {
        case .start where status == .ready || status == .paused:
            return with(status: .running)
        case .pause where status == .running:
            return with(status: .paused)
        case let .turn(to) where refusal(ofTurningTo: to) == nil:
            return Self(width, height, edges, snake, to, food, score, status)
        case .tick where status == .running:
            return moved()
        case let .placeFood(at: cell) where contains(cell) && !snake.contains(cell):
            return Self(width, height, edges, snake, heading, cell, score, status)
        case .start, .pause, .turn, .tick, .placeFood:
            return self
        }
    }

    // MARK: - Questions

    /// The snake's head.
    public var head: Cell { snake[0] }

    /// The way the snake last moved (from its neck to its head), or nil for a one-cell snake.
    public var lastMove: Heading? {
        guard snake.count > 1 else { return nil }
        let dx = normalised(snake[0].x - snake[1].x), dy = normalised(snake[0].y - snake[1].y)
        return Heading.allCases.first { $0.step == (dx, dy) }
    }

    /// Why the snake may not turn to `to` now, or nil when it may.
    public func refusal(ofTurningTo to: Heading) -> Rejection? {
        if case let .over(ending) = status { return .gameOver(ending) }
        if let last = lastMove, to == last.opposite { return .reversing(from: last, to: to) }
        return nil
    }

    /// Whether the cell is on the board.
    public func contains(_ cell: Cell) -> Bool {
        (0..<width).contains(cell.x) && (0..<height).contains(cell.y)
    }

    /// The cells neither the snake nor the food covers, row by row.
    public var freeCells: [Cell] {
        let taken = Set(snake + (food.map { [$0] } ?? []))
        return (0..<height).flatMap { y in (0..<width).map { Cell(x: $0, y: y) } }.filter { !taken.contains($0) }
    }

    // MARK: - Moving

    /// One move: into a wall or the body ends the game; onto food the snake grows and the
    /// food is eaten; else the tail follows. The cell the tail leaves is free to enter.
    private func moved() -> Self {
        guard let next = nextHead() else { return with(status: .over(.hitWall)) }
        let eats = next == food
        let body = eats ? snake : Array(snake.dropLast())
        guard !body.contains(next) else { return with(status: .over(.hitItself)) }
        let grown = [next] + body
        guard eats else { return Self(width, height, edges, grown, heading, food, score, status) }
        let full = grown.count >= width * height
        return Self(width, height, edges, grown, heading, nil, score == .max ? score : score + 1, full ? .over(.filledBoard) : status)
    }

    /// The cell ahead of the head, or nil when a wall is there.
    private func nextHead() -> Cell? {
        let step = heading.step
        let x = head.x + step.dx, y = head.y + step.dy
        switch edges {
        case .walls:
            let cell = Cell(x: x, y: y)
            return contains(cell) ? cell : nil
        case .wrapping:
            return Cell(x: (x + width) % width, y: (y + height) % height)
        }
    }

    /// A step between neighbouring cells as -1, 0 or 1, also across a wrapping edge.
    private func normalised(_ d: Int) -> Int {
        d > 1 ? -1 : d < -1 ? 1 : d
    }

    private func with(status s: Status) -> Self {
        Self(width, height, edges, snake, heading, food, score, s)
    }

    static func side(_ count: Int) -> Int {
        min(max(count, sides.lowerBound), sides.upperBound)
    }
}

extension Game {
    /// Decodes a game someone wrote down (a script, a store file) and makes it well formed:
    /// sides clamped, cells off the board dropped (a snake left without cells starts anew
    /// in the middle), food off the board or under the snake dropped, a negative score 0.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let fresh = Self(
            width: try container.decode(Int.self, forKey: .width),
            height: try container.decode(Int.self, forKey: .height),
            edges: try container.decode(Edges.self, forKey: .edges)
        )
        let cells = try container.decode([Cell].self, forKey: .snake).filter(fresh.contains)
        let snake = cells.isEmpty ? fresh.snake : cells
        let food = try container.decodeIfPresent(Cell.self, forKey: .food).flatMap { fresh.contains($0) && !snake.contains($0) ? $0 : nil }
        self.init(
            fresh.width, fresh.height, fresh.edges, snake,
            try container.decode(Heading.self, forKey: .heading),
            food,
            max(0, try container.decode(Int.self, forKey: .score)),
            try container.decode(Status.self, forKey: .status)
        )
    }
}
