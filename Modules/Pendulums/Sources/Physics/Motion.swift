/// The equations of motion of simple and double pendulums (massless rods, point bobs, a
/// uniform gravity `g`, linear damping `c` on each angular velocity) and one step of the
/// classic fourth-order Runge–Kutta method.
///
/// A state is `[θ₁, ω₁]` or `[θ₁, ω₁, θ₂, ω₂]`.
enum Motion {
    /// The state `dt` seconds later.
    static func rungeKuttaStep(_ y: [Double], arms: [Arm], g: Double, c: Double, dt: Double) -> [Double] {
        let k1 = derivative(y, arms: arms, g: g, c: c)
        let k2 = derivative(add(y, k1, dt / 2), arms: arms, g: g, c: c)
        let k3 = derivative(add(y, k2, dt / 2), arms: arms, g: g, c: c)
        let k4 = derivative(add(y, k3, dt), arms: arms, g: g, c: c)
        return y.indices.map { i in y[i] + dt / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]) }
    }

    /// dy/dt: the angular velocities and the angular accelerations.
    static func derivative(_ y: [Double], arms: [Arm], g: Double, c: Double) -> [Double] {
        if arms.count < 2 {
            let l = arms[0].length
            return [y[1], -g / l * Trigonometry.sin(y[0]) - c * y[1]]
        }
        let (l1, l2, m1, m2) = (arms[0].length, arms[1].length, arms[0].mass, arms[1].mass)
        let (t1, w1, t2, w2) = (y[0], y[1], y[2], y[3])
        let d = t1 - t2
        let sinD = Trigonometry.sin(d), cosD = Trigonometry.cos(d)
        let den = 2 * m1 + m2 - m2 * Trigonometry.cos(2 * d)
        let a1 = (-g * (2 * m1 + m2) * Trigonometry.sin(t1) - m2 * g * Trigonometry.sin(t1 - 2 * t2)
            - 2 * sinD * m2 * (w2 * w2 * l2 + w1 * w1 * l1 * cosD)) / (l1 * den)
        let a2 = (2 * sinD * (w1 * w1 * l1 * (m1 + m2) + g * (m1 + m2) * Trigonometry.cos(t1) + w2 * w2 * l2 * m2 * cosD)) / (l2 * den)
        return [w1, a1 - c * w1, w2, a2 - c * w2]
    }

    /// The kinetic plus potential energy in joules, the potential 0 with every bob hanging
    /// straight down at rest.
    static func energy(of arms: [Arm], g: Double) -> Double {
        let first = arms[0]
        let h1 = first.length * (1 - Trigonometry.cos(first.angle))
        guard arms.count > 1 else {
            let v = first.length * first.angularVelocity
            return first.mass * (v * v / 2 + g * h1)
        }
        let second = arms[1]
        let (l1, l2, w1, w2) = (first.length, second.length, first.angularVelocity, second.angularVelocity)
        let kinetic = (first.mass + second.mass) * l1 * l1 * w1 * w1 / 2 + second.mass * l2 * l2 * w2 * w2 / 2
            + second.mass * l1 * l2 * w1 * w2 * Trigonometry.cos(first.angle - second.angle)
        let h2 = h1 + l2 * (1 - Trigonometry.cos(second.angle))
        return kinetic + first.mass * g * h1 + second.mass * g * h2
    }

    private static func add(_ y: [Double], _ k: [Double], _ h: Double) -> [Double] {
        y.indices.map { y[$0] + h * k[$0] }
    }
}
