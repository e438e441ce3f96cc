import Khipu

/// How the Game of Life domain compares with the article that only names it.
enum SeedArticle {
    static let title = "Manuel Meyer's article “A New Coding Paradigm: Declarative Domain Programming” (2024), whose “More Examples” name Conway's Game of Life"

    static let departures: [ArticleDeparture] = [
        .departure(
            "The article names the app and shows no code for it: the board, its Change DSL (`.toggle`, `.load`, `.tick`, `.clear`), the patterns and the limits (1 to 100 cells a side, 1 to 1000 generations a command) are the project's own, written the articles' way.",
            why: "So that every type here can be read as a design of this project, not as the article's."
        ),
    ]
}
