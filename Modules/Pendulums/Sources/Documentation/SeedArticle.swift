import Khipu

/// How the Pendulums domain compares with seed 003, which only names it. The numerical
/// choices (integrator, precision) are stated in `Message`'s documentation.
enum SeedArticle {
    static let title = "seed 003, “A new coding paradigm: Declarative Domain Programming”, whose “More Examples” name “a simulation of simple and double pendulums; just one added joint makes them chaotic”"

    static let departures: [ArticleDeparture] = [
        .departure(
            "The article names the app and shows no code for it: the lab, its Change DSL and the messages are the project's own, written the seeds' way.",
            why: "So that every type here reads as a design of this project, not as the article's."
        ),
    ]
}
