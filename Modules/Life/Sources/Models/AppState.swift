import Khipu
import KhipuDSL

/// Everything the Game of Life app keeps: its board. Change it only through `alter`, e.g.
/// `state.alter(.board(.tick))`.
@DSL
public struct AppState: Alterable, Codable, Equatable, Sendable, DSLConstructible {
    /// The changes the app state understands.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// Passes a change on to the board, e.g. `.board(.toggle(x: 1, y: 2))`.
        case board(Board.Change)
        /// Replaces a whole part of the state, e.g. `.setting(.board(Board(width: 38, height: 11, edges: .bounded)))`.
        case setting(Setting)

        /// The parts of the app state that can be replaced as a whole.
        @DSL
        public enum Setting: Codable, Equatable, Sendable {
            /// Replaces the board.
            case board(Board)
        }
    }

    /// The size of a new app's board: 20×20, bounded.
    public static let initialBoard = Board(width: 20, height: 20, edges: .bounded)

    /// The board.
    public let board: Board

    /// A state with an empty 20×20 bounded board.
    public init() { self.init(Self.initialBoard) }

    private init(_ b: Board) { board = b }

    /// A copy with the changes applied in order.
    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        switch c {
        case let .board(change):          return Self(board.alter(change))
        case let .setting(.board(board)): return Self(board)
        }
    }
}
