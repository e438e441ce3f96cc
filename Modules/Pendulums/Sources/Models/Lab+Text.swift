extension Lab {
    /// The width and height of the drawing, in characters.
    static let canvas = (width: 41, height: 21)

    /// The lab as text: a line with the time and whether the pendulums swing, a line per
    /// pendulum with its rounded angles and energy, then a drawing in which every
    /// pendulum hangs from the `+` in the middle: rods of `.`, bobs as the pendulum's id
    /// (its last digit). All pendulums share one scale: the longest reaches the edge.
    public var text: String {
        let header = "time \(Reading.rounded(time)) s, \(steps) steps, \(isReleased ? "released" : "held"), \(pendulums.count) pendulum\(pendulums.count == 1 ? "" : "s")"
        let lines = pendulums.map { p in
            let reading = Reading(p)
            let angles = reading.angles.map { "\($0)" }.joined(separator: ", ")
            return "\(p.id): \(p.isDouble ? "double" : "simple"), angles [\(angles)] rad, energy \(reading.energy) J"
        }
        return ([header] + lines + drawing()).joined(separator: "\n")
    }

    private func drawing() -> [String] {
        let (w, h) = Self.canvas
        var grid = Array(repeating: Array(repeating: Character("·"), count: w), count: h)
        let reach = pendulums.map { $0.arms.reduce(0) { $0 + $1.length } }.max() ?? 1
        // A character is about twice as high as wide: x counts double.
        let scale = Double(h / 2) / max(reach, .leastNonzeroMagnitude)
        let pivot = (x: Double(w / 2), y: Double(h / 2))
        func plot(_ x: Double, _ y: Double, _ mark: Character) {
            let column = (pivot.x + 2 * x * scale).rounded(), row = (pivot.y + y * scale).rounded()
            guard column.isFinite, row.isFinite, column >= 0, row >= 0, column < Double(w), row < Double(h) else { return }
            grid[Int(row)][Int(column)] = mark
        }
        for pendulum in pendulums {
            var joint = (x: 0.0, y: 0.0)
            for arm in pendulum.arms {
                let end = (x: joint.x + arm.length * Trigonometry.sin(arm.angle), y: joint.y + arm.length * Trigonometry.cos(arm.angle))
                for i in 1..<12 {
                    let f = Double(i) / 12
                    plot(joint.x + (end.x - joint.x) * f, joint.y + (end.y - joint.y) * f, ".")
                }
                joint = end
            }
        }
        for pendulum in pendulums {
            var joint = (x: 0.0, y: 0.0)
            for arm in pendulum.arms {
                joint = (x: joint.x + arm.length * Trigonometry.sin(arm.angle), y: joint.y + arm.length * Trigonometry.cos(arm.angle))
                plot(joint.x, joint.y, Character(String(abs(pendulum.id % 10))))
            }
        }
        grid[h / 2][w / 2] = "+"
        return grid.map { String($0) }
    }
}
