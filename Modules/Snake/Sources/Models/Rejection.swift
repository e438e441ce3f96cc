import KhipuDSL

/// Why a Snake command was not carried out; the game stays as it was.
@DSL
public enum Rejection: Codable, Equatable, Sendable {
    /// A board needs between `Game.sides` (5 to 60) columns and rows.
    case sizeOutOfRange(width: Int, height: Int)
    /// The snake cannot turn back onto its own neck: it last moved `from`, and `to` is the way back.
    case reversing(from: Heading, to: Heading)
    /// The game is already running.
    case alreadyRunning
    /// Only a running game can be paused or ticked.
    case notRunning
    /// The game is over; start a new one with `.newGame(...)`.
    case gameOver(Ending)
}
