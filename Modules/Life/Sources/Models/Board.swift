import Khipu
import KhipuDSL

/// The article's Game of Life board: a fixed number of columns and rows, what lies beyond its
/// edges, how many generations it has lived and which cells are alive. Change it only
/// through `alter`, e.g. `board.alter(.load(.glider, x: 1, y: 1), .tick)`.
///
/// Every board is well formed: both sides are within `1...Board.maximumSide` and the
/// living cells are on the board, listed once each, row by row.
@DSL
public struct Board: Alterable, Codable, Equatable, Sendable {
    /// The changes a board understands.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// Brings a dead cell to life or kills a living one; a cell off the board changes nothing.
        case toggle(x: Int, y: Int)
        /// Brings the pattern's cells to life with its top-left corner at column `x`, row `y`,
        /// e.g. `.load(.glider, x: 1, y: 1)`; other cells stay as they are. A pattern that
        /// does not fit on the board there changes nothing.
        case load(Pattern, x: Int, y: Int)
        /// Lives one generation by Conway's rules: a living cell with two or three living
        /// neighbours survives, a dead cell with exactly three comes to life, all others are dead.
        case tick
        /// Kills every cell and starts counting generations again from 0.
        case clear
    }

    /// The largest number of columns or rows a board has.
    public static let maximumSide = 100

    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// What lies beyond the edges.
    public let edges: Edges
    /// How many ticks the board has lived since it was made or cleared.
    public let generation: Int
    /// The living cells, row by row, left to right.
    public let alive: [Cell]

    /// An empty board at generation 0, e.g. `Board(width: 20, height: 20, edges: .bounded)`;
    /// sides are clamped to `1...Board.maximumSide`.
    public init(width: Int, height: Int, edges: Edges) {
        self.init(Self.side(width), Self.side(height), edges, 0, [])
    }

    private init(_ w: Int, _ h: Int, _ e: Edges, _ g: Int, _ a: [Cell]) {
        width = w; height = h; edges = e; generation = g; alive = a
    }

    /// A copy with the changes applied in order.
    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        switch c {
        case let .toggle(x, y) where contains(x: x, y: y):
            return Self(width, height, edges, generation, Self.sorted(symmetricDifference(with: Cell(x: x, y: y))))
        case .toggle:
            return self
        case let .load(p, x, y) where fits(p, x: x, y: y):
            return Self(width, height, edges, generation, Self.sorted(Set(alive).union(p.cells(at: Cell(x: x, y: y)))))
        case .load:
            return self
        case .tick:
            // A stored board may say any generation: the count stops at Int.max rather than trap.
            let (next, overflow) = generation.addingReportingOverflow(1)
            return Self(width, height, edges, overflow ? generation : next, nextAlive())
        case .clear:
            return Self(width, height, edges, 0, [])
        }
    }

    /// How many cells are alive.
    public var population: Int { alive.count }

    /// Whether column `x`, row `y` is on the board.
    public func contains(x: Int, y: Int) -> Bool {
        (0..<width).contains(x) && (0..<height).contains(y)
    }

    /// Whether the cell at column `x`, row `y` is alive; a cell off the board is dead.
    public func isAlive(x: Int, y: Int) -> Bool {
        contains(x: x, y: y) && alive.contains(Cell(x: x, y: y))
    }

    /// Whether the whole pattern lies on the board with its top-left corner at `x`, `y`.
    public func fits(_ pattern: Pattern, x: Int, y: Int) -> Bool {
        contains(x: x, y: y)
            && x <= width - pattern.width
            && y <= height - pattern.height
    }

    private func symmetricDifference(with cell: Cell) -> Set<Cell> {
        Set(alive).symmetricDifference([cell])
    }

    static func side(_ count: Int) -> Int {
        min(max(count, 1), maximumSide)
    }

    static func sorted(_ cells: some Sequence<Cell>) -> [Cell] {
        Set(cells).sorted()
    }
}

extension Board {
    /// Decodes a board someone wrote down (a script, a store file) and makes it well formed:
    /// sides clamped, a negative generation counted as 0, living cells off the board dropped
    /// and duplicates merged.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let w = Self.side(try container.decode(Int.self, forKey: .width))
        let h = Self.side(try container.decode(Int.self, forKey: .height))
        let cells = try container.decode([Cell].self, forKey: .alive)
        self.init(
            w, h,
            try container.decode(Edges.self, forKey: .edges),
            max(0, try container.decode(Int.self, forKey: .generation)),
            Self.sorted(cells.filter { (0..<w).contains($0.x) && (0..<h).contains($0.y) })
        )
    }
}
