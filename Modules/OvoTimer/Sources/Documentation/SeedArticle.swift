import Khipu

/// How the Ovo Timer domain compares with the article it is built from.
enum SeedArticle {
    static let title = "Lucas van Dongen's article “Using the New Swift Testing API to Test our Domain Layer”, the test-driven model layer of his “Ovo Timer” app"

    static let departures: [ArticleDeparture] = [
        .departure(
            "The timer's state is called `TimerState` in scripts and messages; in Swift the article's `State` and `Ticks` are typealiases of `TimerState` and `Int`, and the cases carry the article's labels: `.winding(selectedTime:)`, `.running(remainingTime:selectedTime:)`, `.paused(remainingTime:selectedTime:)`, `.finished(woundTime:)`.",
            why: "A bare `State` next to `AppState` reads as the whole app's state in a session; the labels are the article's so its examples can be typed as printed."
        ),
        .departure(
            "The transitions are values, `TimerState.Change` (`.wind(to:)`, `.start`, `.restart`, `.pause`, `.unpause`, `.tick`), applied with `alter`, instead of the methods of the article's `@Observable` class `Model`.",
            why: "A change that is a value can be typed, printed, stored and checked in a table; a refused transition is answered with `.notAllowed(change, in: state)` so the user sees why nothing happened."
        ),
        .departure(
            "Winding is limited to 0 … 86,400 seconds (a day); the article only refuses negative times.",
            why: "A countdown longer than a day would outlive the article's one-day staleness rule and boot into the intro while still running, so it is refused when it is wound."
        ),
        .departure(
            "A tick while running counts down one second, or more when the clock (end date − now) says more time passed; the article's tick always subtracts one.",
            why: "An app that was suspended receives one late tick, not hundreds, and still shows the right time. A script's `:clock advance 90s` steps through the 90 seconds, a tick each, so the ticks it prints count down one second each, as typed ones do."
        ),
        .departure(
            "Restoring follows the article's rules and adds one: values that contradict each other (more time left than wound, both an end date and a paused time) boot into the intro.",
            why: "The article calls every unrecognised combination illegal and shows the intro; the contradictions listed are the ones a hand-edited or corrupted store produces."
        ),
    ]
}
