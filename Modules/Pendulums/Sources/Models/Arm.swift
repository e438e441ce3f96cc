import KhipuDSL

/// One rod of a pendulum with the bob at its end: the rod is massless and `length` metres
/// long, the bob a point of `mass` kilograms. `angle` is measured from hanging straight
/// down, counter-clockwise positive, in radians; `angularVelocity` in radians a second.
@DSL
public struct Arm: Codable, Equatable, Sendable, DSLConstructible {
    /// The rod's length in metres.
    public let length: Double
    /// The bob's mass in kilograms.
    public let mass: Double
    /// The angle from straight down, in radians.
    public let angle: Double
    /// How fast the angle changes, in radians a second.
    public let angularVelocity: Double

    /// An arm, e.g. `Arm(length: 1, mass: 1, angle: 0.5)`, at rest unless an angular velocity is given.
    public init(length: Double, mass: Double, angle: Double, angularVelocity: Double = 0) {
        self.length = length
        self.mass = mass
        self.angle = angle
        self.angularVelocity = angularVelocity
    }

    /// The same rod and bob at another angle and angular velocity.
    func moved(to angle: Double, _ angularVelocity: Double) -> Arm {
        Arm(length: length, mass: mass, angle: angle, angularVelocity: angularVelocity)
    }
}
