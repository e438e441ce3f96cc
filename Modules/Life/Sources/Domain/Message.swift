import KhipuDSL

/// What goes into and comes out of the Game of Life app domain.
@DSL
public enum Message: Codable, Equatable, Sendable {
    /// Everything about the board, e.g. `.life(.load(.glider, x: 1, y: 1))`.
    case life(Life)

    /// The commands of the Game of Life feature and its answers.
    @DSL
    public enum Life: Codable, Equatable, Sendable {
        /// Starts over on an empty board of this size (1 to 100 each side), e.g.
        /// `.newBoard(width: 38, height: 11, edges: .bounded)`; answered with `.created(...)`.
        case newBoard(width: Int, height: Int, edges: Edges)
        /// Brings a dead cell to life or kills a living one, e.g. `.toggle(x: 2, y: 1)`; answered with `.toggled(...)`.
        case toggle(x: Int, y: Int)
        /// Brings a named pattern to life with its top-left corner at column `x`, row `y`,
        /// e.g. `.load(.glider, x: 1, y: 1)`; answered with `.loaded(...)`.
        case load(Pattern, x: Int, y: Int)
        /// Lives one generation; answered with `.ticked(...)`.
        case tick
        /// Lives this many generations (1 to 1000) at once, e.g. `.advance(generations: 30)`; answered with `.ticked(...)`.
        case advance(generations: Int)
        /// Kills every cell and counts generations from 0 again; answered with `.cleared`.
        case clear

        /// A new, empty board of this size is in place.
        case created(width: Int, height: Int, edges: Edges)
        /// The cell was toggled and is now alive or dead, e.g. `.toggled(x: 2, y: 1, alive: true)`.
        case toggled(x: Int, y: Int, alive: Bool)
        /// The pattern's cells are alive.
        case loaded(Pattern, x: Int, y: Int)
        /// The board lived up to this generation and has this many living cells, e.g. `.ticked(generation: 4, population: 5)`.
        case ticked(generation: Int, population: Int)
        /// Every cell is dead.
        case cleared
        /// The command was not carried out, for this reason, e.g. `.rejected(.offBoard(x: 20, y: 0))`.
        case rejected(Rejection)
    }
}
