import KhipuDSL

/// Where the snake's head goes on the next move.
@DSL
public enum Heading: Codable, Equatable, Sendable, CaseIterable {
    /// Towards row 0.
    case up
    /// Towards the last row.
    case down
    /// Towards column 0.
    case left
    /// Towards the last column.
    case right

    /// The way back: a snake may not turn there, it would run into its own neck.
    public var opposite: Heading {
        switch self {
        case .up: .down
        case .down: .up
        case .left: .right
        case .right: .left
        }
    }

    /// The step one move takes, in columns and rows.
    var step: (dx: Int, dy: Int) {
        switch self {
        case .up: (0, -1)
        case .down: (0, 1)
        case .left: (-1, 0)
        case .right: (1, 0)
        }
    }
}
