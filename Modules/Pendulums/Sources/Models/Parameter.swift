import KhipuDSL

/// A number a pendulum or a step is made with.
@DSL
public enum Parameter: Codable, Equatable, Sendable {
    /// An arm's length: above 0 and at most 1000 metres.
    case length
    /// A bob's mass: above 0 and at most 10⁶ kilograms.
    case mass
    /// An arm's angle: at most 10⁶ radians either way.
    case angle
    /// An arm's angular velocity: at most 10⁶ radians a second either way.
    case angularVelocity
    /// The gravity: 0 to 1000 metres a second squared.
    case gravity
    /// The damping: 0 to 1000 a second.
    case damping
    /// A time step: above 0 and at most 1 second.
    case timeStep
    /// A number of steps: 1 to 100,000.
    case steps
}
