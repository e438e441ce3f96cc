import KhipuDSL

/// Why a Pendulums command was not carried out; the pendulums stay as they were.
@DSL
public enum Rejection: Codable, Equatable, Sendable {
    /// The number is not finite (NaN or infinite), or outside the parameter's range.
    case outOfRange(Parameter)
    /// The lab holds at most `Lab.capacity` (10) pendulums.
    case full
    /// No pendulum has this id.
    case unknownPendulum(Int)
    /// The pendulums are still held: `.release` lets them go.
    case notReleased
    /// The integration blew up: an angle or angular velocity would pass 10⁹ (the time step is far too long); the steps were not taken.
    case diverged
}
