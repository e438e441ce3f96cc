extension Board {
    /// The living cells of the next generation, by Conway's rules (B3/S23).
    ///
    /// Neighbours are the up to eight cells around a cell. On a bounded board those off the
    /// board are dead; on a wrapping board they are found on the other side, each counted
    /// once even on a board narrower or lower than three cells.
    ///
    /// Only living cells and their neighbours are looked at, so a generation costs in
    /// proportion to the population, not to the size of the board.
    func nextAlive() -> [Cell] {
        var neighbours = [UInt8](repeating: 0, count: width * height)
        var living = [Bool](repeating: false, count: width * height)
        var candidates: [Int] = []
        candidates.reserveCapacity(alive.count * 9)
        for cell in alive { living[cell.y * width + cell.x] = true }
        for cell in alive {
            for row in around(cell.y, count: height) {
                for column in around(cell.x, count: width) where row != cell.y || column != cell.x {
                    let index = row * width + column
                    if neighbours[index] == 0 { candidates.append(index) }
                    neighbours[index] += 1
                }
            }
        }
        return candidates
            .filter { neighbours[$0] == 3 || (neighbours[$0] == 2 && living[$0]) }
            .sorted()
            .map { Cell(x: $0 % width, y: $0 / width) }
    }

    /// The distinct indices of `index` and its two neighbours along one side.
    private func around(_ index: Int, count: Int) -> [Int] {
        switch edges {
        case .bounded:
            return [index - 1, index, index + 1].filter { (0..<count).contains($0) }
        case .wrapping:
            var seen: [Int] = []
            for i in [index - 1, index, index + 1] {
                let wrapped = (i % count + count) % count
                if !seen.contains(wrapped) { seen.append(wrapped) }
            }
            return seen
        }
    }
}
