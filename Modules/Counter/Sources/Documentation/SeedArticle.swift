import Khipu

/// How the counter domain compares with its article's `DeclarativeCounter`.
enum SeedArticle {
    static let title = "Manuel Meyer's article “A New Coding Paradigm: Declarative Domain Programming” (2024), its `DeclarativeCounter`"

    static let departures: [ArticleDeparture] = [
        .departure(
            "A change that would take the value below zero or past `UInt.max` leaves the counter as it was, and the domain answers `.rejected(change, because: .belowZero)` or `.aboveMaximum`; the article's `value - x` traps.",
            why: "No input may crash the process; the value stays a `UInt`, as in the article."
        ),
        .departure(
            "`alter` takes several changes, `counter.alter(.incrementBy(.value(5)), .decrementBy(.value(2)))`; the article's single-change call is the same with one argument.",
            why: "Every model of the project alters with a list of changes, applied in order."
        ),
        .departure(
            "The article's counter is a bare model; the messages `.counter(.cmd(...))` and `.counter(.ack(...))`, the feature and the use case are the project's, built like the article's Projectster.",
            why: "So the counter can be driven from a script and documented with a table like the other domains."
        ),
    ]
}
