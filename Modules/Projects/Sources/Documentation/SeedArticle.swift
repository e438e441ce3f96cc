import Khipu

/// How the projects domain compares with the article it is built from.
enum SeedArticle {
    static let title = "Manuel Meyer's article “A New Coding Paradigm: Declarative Domain Programming” (2024), the Projectster app"

    static let departures: [ArticleDeparture] = [
        .departure(
            "Adding a project, a task or a collaborator whose id is already there changes nothing (the answer is still `.added`); the article appends a second copy.",
            why: "Two entries with one id make `update` and `remove` ambiguous, and a command sent twice (a double tap, a replayed script) should not duplicate data."
        ),
        .departure(
            "Updating a project, task or collaborator keeps its place; an unknown id changes nothing.",
            why: "As in the article, an update is found by id; the place in the list is kept so a list does not reorder itself on an edit."
        ),
        .departure(
            "The store is the tuple of functions of “The Declarative Domain Paradigm in Swift”, `store.state()`, `store.change(_:)`, `store.updated { … }`, rather than the article's `AppStore` class with `state`, a persister and `subscribe(subscriber:)`.",
            why: "One Store serves every domain and the `khipu` tool (in memory or in a journaled file); its shape is the one “The Declarative Domain Paradigm in Swift” describes."
        ),
        .departure(
            "Ids come from the environment, not `UUID()`.",
            why: "A script runs with sequential ids, so its output is the same on every run."
        ),
    ]
}
