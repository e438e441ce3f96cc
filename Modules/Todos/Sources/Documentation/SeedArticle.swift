import Khipu

/// How the todo domain compares with the article it is built from.
enum SeedArticle {
    static let title = "Manuel Meyer's article “The Declarative Domain Paradigm in Swift” (2024), its todo app"

    static let departures: [ArticleDeparture] = [
        .departure(
            "Updating an item keeps its place in the list.",
            why: "The article updates by removing the item and adding it again, which moves it to the end; a list that reorders itself when an item is ticked off surprises its user, and position is part of what a todo list says."
        ),
        .departure(
            "Ids and dates come from the environment (`KhipuEnvironment.current.newID()` and `.now()`), not from `UUID()` and `.now`.",
            why: "A script runs with a fixed clock and sequential ids, so two runs print the same bytes; an app gets the live clock and random ids as before."
        ),
        .departure(
            "The article's `createDiskStore` becomes `createFileStore(at:initial:)`, for any state: a file that cannot be read or decoded is an error that names it, and the file is left as it was; the article's `loadAppStateFromStore` prints the error and starts from an empty `AppState()`, which the next change then writes over the user's data.",
            why: "A todo list must never be lost to a file that failed to load; the store also writes each change so that a crash leaves the old file or the new one, never a torn one."
        ),
        .example(
            "The article's time-span due dates do not compile against its own `TimeSpan`: `.timeSpan` takes one `TimeSpan`, whose cases are `.start(Start, End)` and `.duration(Start, for:, TimeComponent)`.",
            article: """
                let due: TodoDate = .timeSpan(.from(startDate), .to(endDate))
                let due: TodoDate = .timeSpan(.from(startDate), .unknown)
                let due: TodoDate = .timeSpan(.duration(from: startDate), for: 3, .days)
                """,
            works: """
                let due: TodoDate = .timeSpan(.start(.from(startDate), .to(endDate)))
                let due: TodoDate = .timeSpan(.start(.from(startDate), .unknown))
                let due: TodoDate = .timeSpan(.duration(.from(startDate), for: 3, .days))
                """,
            why: "The working forms are the article's own types, written as they declare them; in a script a date is an ISO-8601 string or `.now`."
        ),
        .departure(
            "`TodoList.items` is a `SharedArray<TodoItem>`, not the article's `[TodoItem]`: a list whose copies share their elements in chunks. Scripts, `:state`, stores and this page still read and write it as `[…]`.",
            why: "Every `alter` returns a new list, and the article's `items + [item]` copies every item to add one: with 20,000 items each add costs twenty times what it costs with 1,000, and so does the undo history's check of each step. A shared list copies one chunk of items, so an add costs the same at any size."
        ),
        .departure(
            "`AppState.alter` takes changes as variadic arguments, `state.alter(.add(coffee), .remove(tea))`, like every other model; the article's `alter(by: [Change])` works too.",
            why: "One way to alter every model reads best in scripts, and the article's form is kept so its code compiles."
        ),
    ]
}
