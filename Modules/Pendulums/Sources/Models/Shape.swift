import KhipuDSL

/// A pendulum as it is added: one arm, or two, the second hanging from the first's bob.
@DSL
public enum Shape: Codable, Equatable, Sendable {
    /// A simple pendulum, e.g. `.simple(Arm(length: 1, mass: 1, angle: 0.2))`.
    case simple(Arm)
    /// A double pendulum: `lower` hangs from `upper`'s bob. One joint more, and it is chaotic.
    case double(Arm, Arm)

    /// The arms, from the pivot down.
    public var arms: [Arm] {
        switch self {
        case let .simple(arm): [arm]
        case let .double(upper, lower): [upper, lower]
        }
    }
}
