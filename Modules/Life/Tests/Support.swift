import Foundation
@_exported import KhipuTesting
import Khipu
import KhipuTestSupport
import Life

/// A board drawn as the renderer draws it, `#` (or `█`) alive, `.` (or `·`) dead, one
/// string per row; its size is the drawing's.
func board(_ rows: [String], edges: Edges = .bounded) -> Board {
    let width = rows.map(\.count).max() ?? 1
    let empty = Board(width: width, height: rows.count, edges: edges)
    let toggles: [Board.Change] = rows.enumerated().flatMap { y, row in
        row.enumerated().compactMap { x, mark in "#█".contains(mark) ? .toggle(x: x, y: y) : nil }
    }
    return empty.alter(all: toggles)
}

/// The rows of a board as `#` and `.`.
func drawing(of board: Board) -> [String] {
    (0..<board.height).map { y in
        String((0..<board.width).map { x in board.isAlive(x: x, y: y) ? "#" : "." })
    }
}

/// The board after `n` ticks.
func ticked(_ board: Board, _ n: Int) -> Board {
    board.alter(all: Array(repeating: .tick, count: n))
}

/// The living cells moved by `dx`, `dy`.
func shifted(_ cells: [Cell], dx: Int, dy: Int) -> [Cell] {
    cells.map { Cell(x: $0.x + dx, y: $0.y + dy) }
}

/// The Life domain hosted as the `khipu` tool hosts it: the definition's text receivers
/// show the board into `shown`.
struct LifeSession {
    let hosted = HostedDomain(LifeDomain.definition)

    var host: DomainHost<Message, AppState> { hosted.host }
    var shown: ShownText { hosted.shown }
    var board: Board { hosted.state.board }

    /// Sends a command and returns what the domain answered.
    @discardableResult
    func send(_ command: Message.Life) throws -> [Message] {
        try hosted.send(.life(command))
    }
}
