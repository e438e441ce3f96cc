import Khipu

extension SnakeDomain {
    /// The table of command and answer. `khipu describe --domain snake --check` runs each
    /// row on a fresh domain: a 20×12 board with walls, the snake ready in the middle row
    /// heading right. Nothing goes through a gateway, so no row has a failure column: a
    /// command the game cannot follow is answered with `.rejected(...)`, in rows of its own.
    static var documentation: DomainDocumentation<Message> {
        DomainDocumentation {
            DocumentationTable(
                fixtures: [],
                rows: [
                    .row("Starts over with a new game on a board of the given size and edges.",
                         .snake(.newGame(width: 12, height: 8, edges: .wrapping)),
                         success: .snake(.created(width: 12, height: 8, edges: .wrapping))),
                    .refusal("A board has 5 to 60 cells each side.",
                         .snake(.newGame(width: 4, height: 8, edges: .walls)),
                         answer: .snake(.rejected(.sizeOutOfRange(width: 4, height: 8)))),
                    .row("Sets the snake going; from now on it moves a cell a second.",
                         .snake(.start),
                         success: .snake(.started)),
                    .row("Points the head another way for the next move.",
                         .snake(.turn(.up)),
                         success: .snake(.turned(.up))),
                    .refusal("The snake cannot turn back onto its own neck.",
                         .snake(.turn(.left)),
                         answer: .snake(.rejected(.reversing(from: .right, to: .left)))),
                    .refusal("Only a running game can be paused.",
                         .snake(.pause),
                         answer: .snake(.rejected(.notRunning))),
                    .refusal("A game that was not started does not move.",
                         .snake(.tick),
                         answer: .snake(.rejected(.notRunning))),
                ],
                article: SeedArticle.title,
                departures: SeedArticle.departures
            )
        }
    }
}
