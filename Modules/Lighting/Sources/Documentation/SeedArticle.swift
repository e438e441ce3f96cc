import Khipu

/// How the lighting domain compares with its article's “compilable documentation”.
enum SeedArticle {
    static let title = "Manuel Meyer's article “A New Coding Paradigm: Declarative Domain Programming” (2024), its compilable documentation of a smart lighting app"

    static let departures: [ArticleDeparture] = [
        .departure(
            "The article shows only the table's first row, `.load(.lights)` answered with `.loading(.lights([l]), .succeeded)` or `.loading(.lights([]), .failed(error))`; the lights, switching, dimming and colours are the project's own.",
            why: "The rest of the domain follows the same shape (a command, then `.…ing(…, outcome)`), so every row of the table reads like the article's."
        ),
        .departure(
            "The article's `error` is a Swift `Error`; here it is a `Reason` value such as `.refused`.",
            why: "An `Error` cannot be compared or typed back in; a `Reason` can, so the failure column can be checked and copied into a script."
        ),
        .departure(
            "The bridge is simulated; `:gateway bridge offline` (or `failing`) makes it fail.",
            why: "So `describe --check` and scripts can reproduce the failure column."
        ),
    ]
}
