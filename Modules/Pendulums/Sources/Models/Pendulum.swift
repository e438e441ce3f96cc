import Khipu
import KhipuDSL

/// A simple or double pendulum in the lab: its arms as they are now and as they were
/// added, the gravity that pulls it and the damping that slows it.
///
/// Its numbers keep full precision; only what is printed (answers, the drawing) is
/// rounded, see `Reading`.
@DSL
public struct Pendulum: Codable, Equatable, Sendable {
    /// The number the lab gave it, from 1.
    public let id: Int
    /// The arms now, from the pivot down.
    public let arms: [Arm]
    /// The arms as they were added; `reset` puts them back.
    public let start: [Arm]
    /// The gravity in metres a second squared, e.g. 9.81.
    public let gravity: Double
    /// The damping in 1/s: each angular velocity loses this fraction of itself a second. 0 swings forever.
    public let damping: Double

    /// A pendulum as added, e.g. `Pendulum(id: 1, shape: .simple(Arm(length: 1, mass: 1, angle: 0.2)), gravity: 9.81, damping: 0)`.
    public init(id: Int, shape: Shape, gravity: Double, damping: Double) {
        self.init(id, shape.arms, shape.arms, gravity, damping)
    }

    private init(_ i: Int, _ a: [Arm], _ s: [Arm], _ g: Double, _ c: Double) {
        id = i; arms = a; start = s; gravity = g; damping = c
    }

    /// Whether it has two arms.
    public var isDouble: Bool { arms.count > 1 }

    /// The kinetic plus potential energy in joules, 0 hanging at rest.
    public var energy: Double { Motion.energy(of: arms, g: gravity) }

    /// The largest angle (rad) or angular velocity (rad/s) a step may reach; beyond it the
    /// integration has blown up (a time step far too long for the damping or the speed).
    static let divergence = 1e9

    /// The pendulum `dt` seconds later (fourth-order Runge–Kutta), or nil when a number
    /// would leave ±`divergence` or stop being finite.
    func stepped(by dt: Double) -> Pendulum? {
        let y = arms.flatMap { [$0.angle, $0.angularVelocity] }
        let next = Motion.rungeKuttaStep(y, arms: arms, g: gravity, c: damping, dt: dt)
        guard next.allSatisfy({ abs($0) <= Self.divergence }) else { return nil }
        let moved = arms.indices.map { arms[$0].moved(to: next[2 * $0], next[2 * $0 + 1]) }
        return Pendulum(id, moved, start, gravity, damping)
    }

    /// As it was added.
    func reset() -> Pendulum {
        Pendulum(id, start, start, gravity, damping)
    }

    /// Why a pendulum of this shape, gravity and damping cannot be added, or nil when it can.
    static func refusal(of shape: Shape, gravity: Double, damping: Double) -> Rejection? {
        for arm in shape.arms {
            if !(arm.length > 0 && arm.length <= 1000) { return .outOfRange(.length) }
            if !(arm.mass > 0 && arm.mass <= 1e6) { return .outOfRange(.mass) }
            if !(abs(arm.angle) <= 1e6) { return .outOfRange(.angle) }
            if !(abs(arm.angularVelocity) <= 1e6) { return .outOfRange(.angularVelocity) }
        }
        if !(0...1000).contains(gravity) { return .outOfRange(.gravity) }
        if !(0...1000).contains(damping) { return .outOfRange(.damping) }
        return nil
    }
}

extension Pendulum {
    /// A stored pendulum has one or two arms, and starts with as many: the equations of
    /// motion and the energy read exactly that many, so other counts are refused here.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let arms = try container.decode([Arm].self, forKey: .arms)
        let start = try container.decode([Arm].self, forKey: .start)
        guard (1...2).contains(arms.count), start.count == arms.count else {
            throw DecodingError.dataCorruptedError(
                forKey: .arms, in: container,
                debugDescription: "a pendulum has one or two arms and starts with as many, not \(arms.count) and \(start.count)")
        }
        self.init(
            try container.decode(Int.self, forKey: .id), arms, start,
            try container.decode(Double.self, forKey: .gravity), try container.decode(Double.self, forKey: .damping))
    }
}
