import Khipu

/// How the Snake domain compares with the articles, which only name it.
enum SeedArticle {
    static let title = "Manuel Meyer's article “A New Coding Paradigm: Declarative Domain Programming” (2024), whose “More Examples” name Snake (“the app you miss most”); “Fully declarative Swift for real-world projects” links a Snake app"

    static let departures: [ArticleDeparture] = [
        .departure(
            "The articles show no code for Snake: the game, its Change DSL (`.start`, `.pause`, `.turn`, `.tick`, `.placeFood(at:)`), the messages and the rules are the project's own, written the articles' way.",
            why: "So that every type here reads as a design of this project, not as the article's."
        ),
        .departure(
            "Food is placed on a free cell picked by a new id of the environment, not by a random number generator.",
            why: "A script runs with sequential ids, so the food lands on the same cells on every machine; an app's random ids place it at random."
        ),
        .departure(
            "The snake moves one cell a second of the environment's clock; `:clock advance 5s` moves it five cells, one a second; a clock that jumps (a live clock after a stall) gets at most 1000 moves at once.",
            why: "Scripts control time exactly; the cap keeps a long jump on a wrapping board from flooding the app, as the wake-up limit of a script's clock moves (100,000) keeps `:clock advance 10y` from running for ever."
        ),
    ]
}
