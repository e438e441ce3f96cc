import KhipuDSL

/// A square of the board: column `x` from the left, row `y` from the top, both from 0.
@DSL
public struct Cell: Codable, Equatable, Hashable, Comparable, Sendable, DSLConstructible {
    /// The column, 0 at the left edge.
    public let x: Int
    /// The row, 0 at the top edge.
    public let y: Int

    /// The cell in column `x` and row `y`, e.g. `Cell(x: 2, y: 1)`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// Row by row, left to right.
    public static func < (a: Cell, b: Cell) -> Bool {
        (a.y, a.x) < (b.y, b.x)
    }
}
