import Foundation
import KhipuDSL

/// A pendulum's numbers as the domain prints them: rounded to `Reading.decimals` (6)
/// decimal places, so an answer reads the same on every machine and can be typed back in.
@DSL
public struct Reading: Codable, Equatable, Sendable, DSLConstructible {
    /// The pendulum's id.
    public let id: Int
    /// Each arm's angle in radians, from the pivot down.
    public let angles: [Double]
    /// The energy in joules.
    public let energy: Double

    /// A reading as printed, e.g. `Reading(id: 1, angles: [0.2], energy: 0.195366)`.
    public init(id: Int, angles: [Double], energy: Double) {
        self.id = id
        self.angles = angles
        self.energy = energy
    }

    /// The decimal places printed.
    public static let decimals = 6

    /// The pendulum's reading, rounded.
    public init(_ pendulum: Pendulum) {
        self.init(id: pendulum.id, angles: pendulum.arms.map { Self.rounded($0.angle) }, energy: Self.rounded(pendulum.energy))
    }

    /// `value` rounded half away from zero to `decimals` places.
    public static func rounded(_ value: Double) -> Double {
        let scale = 1_000_000.0
        let scaled = (value * scale).rounded()
        guard scaled.isFinite else { return value }
        let result = scaled / scale
        return result == 0 ? 0 : result
    }
}
