extension Game {
    /// The game as text: a line with score, length, status and board, then the board, `@`
    /// the head, `o` the body, `*` the food, `·` an empty cell; walls are drawn as `#`
    /// around it, a wrapping board has none.
    public var text: String {
        let body = Set(snake.dropFirst())
        let rows = (0..<height).map { y in
            String((0..<width).map { x -> Character in
                let cell = Cell(x: x, y: y)
                if cell == head { return "@" }
                if body.contains(cell) { return "o" }
                if cell == food { return "*" }
                return "·"
            })
        }
        let header = "score \(score), length \(snake.count), \(statusText), heading \(heading), \(width)×\(height), \(edges == .walls ? "walls" : "wrapping")"
        guard edges == .walls else { return ([header] + rows).joined(separator: "\n") }
        let wall = String(repeating: "#", count: width + 2)
        return ([header, wall] + rows.map { "#\($0)#" } + [wall]).joined(separator: "\n")
    }

    private var statusText: String {
        switch status {
        case .ready: "ready"
        case .running: "running"
        case .paused: "paused"
        case .over(.hitWall): "over: hit the wall"
        case .over(.hitItself): "over: hit itself"
        case .over(.filledBoard): "over: the board is full"
        }
    }
}
