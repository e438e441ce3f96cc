import KhipuDSL

/// What goes into and comes out of the Snake app domain.
@DSL
public enum Message: Codable, Equatable, Sendable {
    /// Everything about the game, e.g. `.snake(.turn(.up))`.
    case snake(Snake)

    /// The commands of the Snake feature and its answers.
    @DSL
    public enum Snake: Codable, Equatable, Sendable {
        /// Starts over with a new game on a board of this size (5 to 60 each side), e.g.
        /// `.newGame(width: 12, height: 8, edges: .walls)`; answered with `.created(...)`.
        case newGame(width: Int, height: Int, edges: Edges)
        /// Sets the snake going, from a new or paused game; answered with `.started`. From then on it moves one cell a second.
        case start
        /// Halts the snake; answered with `.paused`.
        case pause
        /// Points the head another way for the next move, e.g. `.turn(.up)`; answered with `.turned(...)`, or `.rejected(.reversing(...))` for the way back.
        case turn(Heading)
        /// Moves the snake one cell; the game's ticker sends this every second while it runs, and you may too.
        case tick

        /// A new game of this size is ready to start.
        case created(width: Int, height: Int, edges: Edges)
        /// The snake moves.
        case started
        /// The snake halted.
        case paused
        /// The snake's next move goes this way.
        case turned(Heading)
        /// The snake moved; its head is on this cell now.
        case moved(head: Cell)
        /// The snake ate the food on this cell, grew by one and has this score; new food is on the board.
        case ate(food: Cell, score: Int)
        /// The game is over, for this reason, with this score.
        case ended(Ending, score: Int)
        /// The command was not carried out, for this reason, e.g. `.rejected(.reversing(from: .right, to: .left))`.
        case rejected(Rejection)
    }
}
