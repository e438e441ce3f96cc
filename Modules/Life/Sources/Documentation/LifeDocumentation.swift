import Khipu

extension LifeDomain {
    /// The table of command and answer. `khipu describe --domain life --check` runs each
    /// row on a fresh domain, an empty 20×20 bounded board. Nothing goes through a gateway,
    /// so no row has a failure column: a command that cannot be carried out is answered
    /// with `.rejected(...)`, in rows of its own.
    static var documentation: DomainDocumentation<Message> {
        DomainDocumentation {
            DocumentationTable(
                fixtures: [],
                rows: [
                    .row("Starts over on an empty board of the given size and edges.",
                         .life(.newBoard(width: 38, height: 21, edges: .wrapping)),
                         success: .life(.created(width: 38, height: 21, edges: .wrapping))),
                    .refusal("A board has 1 to 100 cells each side.",
                         .life(.newBoard(width: 0, height: 21, edges: .bounded)),
                         answer: .life(.rejected(.sizeOutOfRange(width: 0, height: 21)))),
                    .row("Brings a dead cell to life (toggling again kills it).",
                         .life(.toggle(x: 2, y: 1)),
                         success: .life(.toggled(x: 2, y: 1, alive: true))),
                    .refusal("A cell off the board cannot be toggled.",
                         .life(.toggle(x: 20, y: 0)),
                         answer: .life(.rejected(.offBoard(x: 20, y: 0)))),
                    .row("Brings a named pattern to life, its top-left corner at the given cell.",
                         .life(.load(.glider, x: 1, y: 1)),
                         success: .life(.loaded(.glider, x: 1, y: 1))),
                    .refusal("A pattern must fit on the board: the glider gun needs 36×9 cells.",
                         .life(.load(.gosperGliderGun, x: 0, y: 0)),
                         answer: .life(.rejected(.doesNotFit(.gosperGliderGun, x: 0, y: 0)))),
                    .row("Lives one generation.",
                         .life(.tick),
                         success: .life(.ticked(generation: 1, population: 0))),
                    .row("Lives several generations at once.",
                         .life(.advance(generations: 30)),
                         success: .life(.ticked(generation: 30, population: 0))),
                    .refusal("The board advances 1 to 1000 generations at a time.",
                         .life(.advance(generations: 0)),
                         answer: .life(.rejected(.generationsOutOfRange(0)))),
                    .row("Kills every cell and counts generations from 0 again.",
                         .life(.clear),
                         success: .life(.cleared)),
                ],
                article: SeedArticle.title,
                departures: SeedArticle.departures
            )
        }
    }
}
