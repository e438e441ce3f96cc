import Khipu

/// How the fasting timer domain compares with the article it is built from.
enum SeedArticle {
    static let title = "the article “Functional core, imperative shell in Swift: unidirectional flow”, its fasting timer with a reducer and an async middleware"

    static let departures: [ArticleDeparture] = [
        .departure(
            "The reducer's actions carry their time: `.start(at: Date)` and `.finish(at: Date)`; a user still sends `.timer(.start)` and `.timer(.finish)`, and the domain reads the clock before it reduces.",
            why: "The article's reducer calls `.now` inside, so it is not pure and cannot be tested without a clock; with the time in the action the core stays a function of state and action, as the article's title promises."
        ),
        .departure(
            "`start` is ignored while a fast runs and `finish` when none runs; the article's reducer overwrites the start or sets an end without a start.",
            why: "A second start would silently lose the fast in progress, and an end without a start is a state the rest of the app cannot show."
        ),
        .departure(
            "`TimerState` has `let` properties and is rebuilt by the reducer; the article copies it into a `var` and mutates the copy.",
            why: "The articles' models are immutable values; the reducer's signature `(State, Action) -> State` is the article's."
        ),
        .departure(
            "The article's `@MainActor` `Store` class with `send(_:)` is not rebuilt: Khipu hosts the article's reducer and middleware (`AppDomainDefinition(…, middlewares:dependencies:mapping:)`), runs the middlewares' follow-up actions through the reducer like `send` does (in the order of the middlewares, where the article's task group takes them as they complete), and maps the actions to `.timer(...)` messages.",
            why: "So the reducer-and-middleware app is driven, scripted and documented like every domain written the articles' way; the pure parts, `timerReducer` and `timerMiddleware`, keep the article's signatures; a fixed order makes a script print the same on every run."
        ),
        .departure(
            "The sharing service is simulated and can be put in a failing mode with `:gateway sharing failing`.",
            why: "So the failure column of the table (`.setSharingStatus(.notShared)`) can be reproduced in a script; the article injects the same dependency, `share: (Date, Date?) async throws -> Void`."
        ),
    ]
}
