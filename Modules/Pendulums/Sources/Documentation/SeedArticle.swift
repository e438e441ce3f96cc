import Khipu

/// How the Pendulums domain compares with seed 003, which only names it, and the numerical
/// choices the page states.
enum SeedArticle {
    static let title = "seed 003, “A new coding paradigm: Declarative Domain Programming”, whose “More Examples” name “a simulation of simple and double pendulums; just one added joint makes them chaotic”"

    static let departures: [ArticleDeparture] = [
        .departure(
            "The article names the app and shows no code for it: the lab, its Change DSL and the messages are the project's own, written the seeds' way.",
            why: "So that every type here reads as a design of this project, not as the article's."
        ),
        .departure(
            "The pendulums move by the classic fourth-order Runge–Kutta method (RK4), not by a symplectic integrator.",
            why: "The double pendulum's energy couples its angles and velocities (its kinetic energy depends on θ₁ − θ₂), so the explicit symplectic methods (leapfrog, Störmer–Verlet) do not apply without an implicit solve, and damping is not symplectic anyway. RK4 is explicit, fourth-order accurate and the same for both shapes; its energy drift is tested: an undamped simple pendulum started at 0.1, 1 or 2.5 rad keeps its energy within 10⁻⁶ of the start over 10,000 steps of 0.01 s (measured: at most 1.3·10⁻⁷), and its small-angle period is within 0.5 % of 2π√(L/g) (PendulumsTests, “Physics”)."
        ),
        .departure(
            "The lab keeps every number in full precision; answers and the drawing round them to 6 decimal places.",
            why: "Rounding after each step would add an error of 10⁻⁷ per step, larger than RK4's own, and would wipe out the 10⁻⁹ rad difference that shows a double pendulum's chaos. Sine and cosine are computed with additions, multiplications and divisions only (IEEE 754 rounds those alike everywhere), so the full-precision state, and with it every printed digit, is the same on every machine, even after the chaos amplified the last bit."
        ),
    ]
}
