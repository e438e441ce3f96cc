import KhipuDSL

/// A named pattern that can be loaded onto a board, drawn with `#` for a living cell.
@DSL
public enum Pattern: Codable, Equatable, Sendable, CaseIterable {
    /// A 2×2 still life: it never changes.
    case block
    /// A 3×1 oscillator: a row and a column in turn, period 2.
    case blinker
    /// A 4×2 oscillator of period 2.
    case toad
    /// A 4×4 oscillator of period 2: two blocks whose inner corners blink.
    case beacon
    /// A 3×3 spaceship: moves one cell right and one down every 4 generations.
    case glider
    /// A 3×3 methuselah that settles only after 1103 generations on an unbounded board.
    case rPentomino
    /// Bill Gosper's 36×9 glider gun: sends a new glider down and to the right every 30 generations.
    case gosperGliderGun

    /// The rows of the pattern, top to bottom.
    public var drawing: [String] {
        switch self {
        case .block: ["##", "##"]
        case .blinker: ["###"]
        case .toad: [".###", "###."]
        case .beacon: ["##..", "##..", "..##", "..##"]
        case .glider: [".#.", "..#", "###"]
        case .rPentomino: [".##", "##.", ".#."]
        case .gosperGliderGun: [
            "........................#...........",
            "......................#.#...........",
            "............##......##............##",
            "...........#...#....##............##",
            "##........#.....#...##..............",
            "##........#...#.##....#.#...........",
            "..........#.....#.......#...........",
            "...........#...#....................",
            "............##......................",
        ]
        }
    }

    /// The columns the pattern spans.
    public var width: Int { drawing.map(\.count).max() ?? 0 }
    /// The rows the pattern spans.
    public var height: Int { drawing.count }

    /// The living cells, with the top-left corner of the pattern at `origin`.
    public func cells(at origin: Cell) -> [Cell] {
        drawing.enumerated().flatMap { row, line in
            line.enumerated().compactMap { column, mark in
                mark == "#" ? Cell(x: origin.x + column, y: origin.y + row) : nil
            }
        }
    }
}
