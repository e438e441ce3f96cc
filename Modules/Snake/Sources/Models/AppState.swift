import Khipu
import KhipuDSL

/// Everything the Snake app keeps: its game. Change it only through `alter`, e.g.
/// `state.alter(.game(.start))`.
@DSL
public struct AppState: Alterable, Codable, Equatable, Sendable, DSLConstructible {
    /// The changes the app state understands.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// Passes a change on to the game, e.g. `.game(.turn(.up))`.
        case game(Game.Change)
        /// Replaces a whole part of the state, e.g. `.setting(.game(Game(width: 10, height: 8, edges: .wrapping)))`.
        case setting(Setting)

        /// The parts of the app state that can be replaced as a whole.
        @DSL
        public enum Setting: Codable, Equatable, Sendable {
            /// Replaces the game.
            case game(Game)
        }
    }

    /// The game of a new app: 20×12 cells with walls, ready to start.
    public static let initialGame = Game(width: 20, height: 12, edges: .walls)

    /// The game.
    public let game: Game

    /// A state with a new 20×12 game with walls.
    public init() { self.init(Self.initialGame) }

    private init(_ g: Game) { game = g }

    /// A copy with the changes applied in order.
    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        switch c {
        case let .game(change):         return Self(game.alter(change))
        case let .setting(.game(game)): return Self(game)
        }
    }
}
