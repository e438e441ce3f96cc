extension Board {
    /// The board as text: a line saying generation, population, size and edges, then one
    /// line per row, `█` for a living cell and `·` for a dead one.
    public var text: String {
        let living = Set(alive)
        let rows = (0..<height).map { y in
            String((0..<width).map { x in living.contains(Cell(x: x, y: y)) ? "█" : "·" })
        }
        let header = "generation \(generation), population \(population), \(width)×\(height), \(edges == .bounded ? "bounded" : "wrapping")"
        return ([header] + rows).joined(separator: "\n")
    }
}
