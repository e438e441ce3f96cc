import Khipu

/// How the Pendulums domain compares with the article that only names it. The numerical
/// choices (integrator, precision) are stated in `Message`'s documentation.
enum SeedArticle {
    static let title = "Manuel Meyer's article “A New Coding Paradigm: Declarative Domain Programming” (2024), whose “More Examples” name “a simulation of simple and double pendulums; just one added joint makes them chaotic”"

    static let departures: [ArticleDeparture] = [
        .departure(
            "The article names the app and shows no code for it: the lab, its Change DSL and the messages are the project's own, written the articles' way.",
            why: "So that every type here reads as a design of this project, not as the article's."
        ),
    ]
}
