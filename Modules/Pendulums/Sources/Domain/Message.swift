import KhipuDSL

/// What goes into and comes out of the Pendulums app domain.
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
