import KhipuDSL

/// Why a Game of Life command was not carried out; the board stays as it was.
@DSL
public enum Rejection: Codable, Equatable, Sendable {
    /// The cell at column `x`, row `y` is not on the board.
    case offBoard(x: Int, y: Int)
    /// The pattern does not fit on the board with its top-left corner at column `x`, row `y`.
    case doesNotFit(Pattern, x: Int, y: Int)
    /// A board needs between 1 and `Board.maximumSide` (100) columns and rows.
    case sizeOutOfRange(width: Int, height: Int)
    /// The board advances between 1 and `Evolver.maximumGenerations` (1000) generations at a time.
    case generationsOutOfRange(Int)
}
