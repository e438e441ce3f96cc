import KhipuDSL

/// What lies beyond the edges of a board.
@DSL
public enum Edges: Codable, Equatable, Sendable {
    /// Nothing: cells beyond an edge are always dead, so a glider that reaches a corner
    /// turns into a still block there.
    case bounded
    /// The other side: the board is a torus, so a glider leaving at the right comes back
    /// at the left.
    case wrapping
}
