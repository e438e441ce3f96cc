import KhipuDSL

/// Where a game is: waiting for its first start, moving, paused, or over.
@DSL
public enum Status: Codable, Equatable, Sendable {
    /// A new game: the snake waits for `.start`.
    case ready
    /// The snake moves one cell a tick.
    case running
    /// Halted; `.start` goes on.
    case paused
    /// The game ended, for this reason; only a new game goes on.
    case over(Ending)
}

/// How a game ended.
@DSL
public enum Ending: Codable, Equatable, Sendable {
    /// The head moved into a wall.
    case hitWall
    /// The head moved into the snake's own body.
    case hitItself
    /// The snake fills the whole board: there is no cell left for food. The player won.
    case filledBoard
}
