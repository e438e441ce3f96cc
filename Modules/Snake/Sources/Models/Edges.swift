import KhipuDSL

/// What lies beyond the edges of the board.
@DSL
public enum Edges: Codable, Equatable, Sendable {
    /// Walls: a snake that moves off the board dies.
    case walls
    /// The other side: a snake leaving at the right comes back at the left.
    case wrapping
}
