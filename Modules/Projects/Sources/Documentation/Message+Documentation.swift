import Khipu

/// The Projectster domain's table of command and answer; `khipu describe --domain projects`
/// prints it and `--check` runs it on a fresh, empty store. The store goes through no
/// gateway, so no row has a failure column: removing or updating a project the store does
/// not hold is answered like any other command and changes nothing.
extension Message: DocumentedMessage {
    public static var documentation: DomainDocumentation<Message> {
        DomainDocumentation {
            let joe = ProjectMember(name: "Joe")
            let world = Project(title: "World Domination!")
            let asap = world.alter(.title(to: "World Domination! ASAP"), .appoint(.leader(joe)))
            return DocumentationTable(
                fixtures: [
                    .fixture("joe", joe, "a member who can lead a project"),
                    .fixture("world", world, "a new project: no details, tasks, leader or collaborators, date unknown"),
                    .fixture("asap", asap, "the same project, renamed and led by joe"),
                ],
                rows: [
                    .row("Adds the project at the end of the store.",
                         .projects(.add(world)),
                         success: .projects(.added(world))),
                    .row("Removes the project with this project's id; answered also when the store does not hold it.",
                         .projects(.remove(world)),
                         success: .projects(.removed(world))),
                    .row("Replaces the project with this project's id in place; answered also when the store does not hold it, which then stays as it was.",
                         .projects(.update(asap)),
                         success: .projects(.updated(asap))),
                ],
                article: SeedArticle.title,
                departures: SeedArticle.departures
            )
        }
    }
}
