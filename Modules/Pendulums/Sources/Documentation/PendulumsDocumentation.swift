import Khipu

extension PendulumsDomain {
    /// The table of command and answer. `khipu describe --domain pendulums --check` runs each
    /// row on a fresh domain, an empty lab. Nothing goes through a gateway, so no row has a
    /// failure column: a command the lab cannot carry out is answered with `.rejected(...)`,
    /// in rows of its own.
    static var documentation: DomainDocumentation<Message> {
        DomainDocumentation {
            DocumentationTable(
                fixtures: [],
                rows: [
                    .row("Hangs up a simple pendulum, held at its angle; the answer reads its angle and energy, rounded to 6 decimal places.",
                         .pendulums(.add(.simple(Arm(length: 1, mass: 1, angle: 0.2)), gravity: 9.81, damping: 0)),
                         success: .pendulums(.added(Reading(id: 1, angles: [0.2], energy: 0.195547)))),
                    .row("A double pendulum has a second arm hanging from the first's bob.",
                         .pendulums(.add(.double(Arm(length: 1, mass: 1, angle: 1.5), Arm(length: 1, mass: 1, angle: 1.5)), gravity: 9.81, damping: 0)),
                         success: .pendulums(.added(Reading(id: 1, angles: [1.5, 1.5], energy: 27.348204)))),
                    .refusal("Every number must be finite and in its range: an arm's length is above 0 and at most 1000 m.",
                         .pendulums(.add(.simple(Arm(length: 0, mass: 1, angle: 0.2)), gravity: 9.81, damping: 0)),
                         answer: .pendulums(.rejected(.outOfRange(.length)))),
                    .refusal("Gravity is 0 to 1000 m/s².",
                         .pendulums(.add(.simple(Arm(length: 1, mass: 1, angle: 0.2)), gravity: -9.81, damping: 0)),
                         answer: .pendulums(.rejected(.outOfRange(.gravity)))),
                    .row("Lets every pendulum go.",
                         .pendulums(.release),
                         success: .pendulums(.released(count: 0))),
                    .refusal("Held pendulums do not swing: release them first.",
                         .pendulums(.step(dt: 0.01)),
                         answer: .pendulums(.rejected(.notReleased))),
                    .refusal("A time step is above 0 and at most 1 s.",
                         .pendulums(.advance(steps: 100, dt: 0)),
                         answer: .pendulums(.rejected(.outOfRange(.timeStep)))),
                    .refusal("Measures how far two pendulums swung apart; both must exist.",
                         .pendulums(.compare(1, 2)),
                         answer: .pendulums(.rejected(.unknownPendulum(1)))),
                    .row("Puts every pendulum back as it was added, held, at time 0.",
                         .pendulums(.reset),
                         success: .pendulums(.backAtStart([]))),
                ],
                article: SeedArticle.title,
                departures: SeedArticle.departures
            )
        }
    }
}
