import KhipuDSL

/// What goes into and comes out of the Pendulums app domain.
///
/// Integrator: The pendulums move by the classic fourth-order Runge–Kutta method (RK4),
/// not by a symplectic one: the double pendulum's kinetic energy depends on θ₁ − θ₂, so the
/// explicit symplectic methods (leapfrog, Störmer–Verlet) do not apply without an implicit
/// solve, and damping is not symplectic anyway. RK4 is explicit, fourth-order accurate and
/// the same for both shapes. Tested bounds: an undamped simple pendulum started at 0.1, 1
/// or 2.5 rad keeps its energy within 10⁻⁶ of the start over 10,000 steps of 0.01 s
/// (measured: at most 1.3·10⁻⁷), and its small-angle period is within 0.5 % of 2π√(L/g).
///
/// Precision: The lab keeps every number in full precision; answers and the drawing
/// round to 6 decimal places (`Reading`). Rounding after each step would add an error of
/// up to 5·10⁻⁷ a step, far above RK4's own, and would wipe out the 10⁻⁹ rad difference
/// that shows a double pendulum's chaos. Sine and cosine are computed with additions,
/// multiplications and divisions only, which IEEE 754 rounds alike on every machine (Swift
/// does not fuse a multiplication and an addition unless asked to), so
/// the full-precision state, and every printed digit, is the same everywhere, even after
/// chaos has amplified the last bit.
@DSL
public enum Message: Codable, Equatable, Sendable {
    /// Everything about the lab, e.g. `.pendulums(.step(dt: 0.01))`.
    case pendulums(Pendulums)

    /// The commands of the Pendulums feature and its answers. Numbers in answers are
    /// rounded to 6 decimal places; the lab keeps them in full.
    @DSL
    public enum Pendulums: Codable, Equatable, Sendable {
        /// Hangs up a pendulum, held at its angles, e.g.
        /// `.add(.simple(Arm(length: 1, mass: 1, angle: 0.2)), gravity: 9.81, damping: 0)`; answered with `.added(...)`.
        case add(Shape, gravity: Double, damping: Double)
        /// Lets every pendulum go; answered with `.released(count:)`.
        case release
        /// Moves the released pendulums `dt` seconds on (0 < dt ≤ 1), e.g. `.step(dt: 0.01)`; answered with `.swung(...)`.
        case step(dt: Double)
        /// Takes this many steps (1 to 100,000) of `dt` seconds, e.g. `.advance(steps: 100, dt: 0.01)`; answered with `.swung(...)`.
        case advance(steps: Int, dt: Double)
        /// Puts every pendulum back as it was added, held, at time 0; answered with `.backAtStart(...)`.
        case reset
        /// Measures how far apart two pendulums swung: the largest difference of their arms' angles; answered with `.separated(...)`.
        case compare(Int, Int)

        /// The pendulum hangs in the lab, held; this is its reading.
        case added(Reading)
        /// This many pendulums swing freely now.
        case released(count: Int)
        /// The lab's time in seconds and every pendulum's reading after the steps.
        case swung(time: Double, [Reading])
        /// Every pendulum is back where it was added.
        case backAtStart([Reading])
        /// The two pendulums' angles differ by at most this many radians.
        case separated(Int, Int, by: Double)
        /// The command was not carried out, for this reason, e.g. `.rejected(.outOfRange(.length))`.
        case rejected(Rejection)
    }
}
