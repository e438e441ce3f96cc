import Khipu

/// The todo domain's table of command and acknowledgement; `khipu describe --domain todos`
/// prints it and `--check` runs it. The todo list goes through no gateway, so no row has
/// a failure column: removing or updating an item the list does not hold is acknowledged
/// like any other and changes nothing.
extension Message: DocumentedMessage {
    public static var documentation: DomainDocumentation<Message> {
        DomainDocumentation {
            let coffee = TodoItem(title: "Get coffee")
            let done = coffee.alter(.finish)
            return DocumentationTable(
                fixtures: [
                    .fixture("coffee", coffee, "a new item: unfinished, no details, due and location unknown"),
                    .fixture("done", done, "the same item, finished"),
                ],
                rows: [
                    .row("Appends the item to the todo list.",
                         .todos(.cmd(.add(item: coffee))),
                         success: .todos(.ack(.added(item: coffee)))),
                    .row("Removes the item with this item's id; acknowledged also when the list does not hold it.",
                         .todos(.cmd(.remove(item: coffee))),
                         success: .todos(.ack(.removed(item: coffee)))),
                    .row("Replaces the item with this item's id in place; acknowledged also when the list does not hold it, which then stays as it was.",
                         .todos(.cmd(.update(item: done))),
                         success: .todos(.ack(.updated(item: done)))),
                ],
                article: SeedArticle.title,
                departures: SeedArticle.departures
            )
        }
    }
}
