import Foundation
import Projects

/// The seed's twelve commands of Project's Change DSL, by name.
enum ProjectCommand: String, CaseIterable, Sendable {
    case title, details, dateUnknown, dateDate
    case addTask, addCollaborator, updateTask, updateCollaborator, removeTask, removeCollaborator
    case appointLeader, appointNoone

    /// The one Project property the command is about.
    var property: String {
        switch self {
        case .title: "title"
        case .details: "details"
        case .dateUnknown, .dateDate: "date"
        case .addTask, .updateTask, .removeTask: "tasks"
        case .addCollaborator, .updateCollaborator, .removeCollaborator: "collaborators"
        case .appointLeader, .appointNoone: "leader"
        }
    }
}

/// A project with three tasks and three collaborators, and what each command does to it.
/// Make it inside `withFixedEnvironment`.
struct ProjectFixture {
    let joe = ProjectMember(name: "Joe Doe")
    let jane = ProjectMember(name: "Jane Doe")
    let ada = ProjectMember(name: "Ada")
    let leela = ProjectMember(name: "Leela")
    let slugs = ProjectTask(title: "Obtain brain slugs")
    let toads = ProjectTask(title: "Hypno Toads")
    let doom = ProjectTask(title: "Doomsday device")
    let rays = ProjectTask(title: "Death rays")
    let deadline = date("2024-12-24T18:00:00Z")

    /// "World Domination!" with the tasks slugs, toads, doom and the collaborators joe, jane, ada.
    let project: Project

    init() {
        project = Project(title: "World Domination!").alter(
            .add(.task(slugs)), .add(.task(toads)), .add(.task(doom)),
            .add(.collaborator(joe)), .add(.collaborator(jane)), .add(.collaborator(ada))
        )
    }

    /// The project to apply `command` to: one for which the command changes something.
    func start(for command: ProjectCommand) -> Project {
        switch command {
        case .dateUnknown: project.alter(.date(.date(deadline)))
        case .appointNoone: project.alter(.appoint(.leader(jane)))
        default: project
        }
    }

    func change(for command: ProjectCommand) -> Project.Change {
        switch command {
        case .title: .title(to: "World Domination! ASAP")
        case .details: .details(to: "Step one: \"brain slugs\".\nStep two: toads.")
        case .dateUnknown: .date(.unknown)
        case .dateDate: .date(.date(deadline))
        case .addTask: .add(.task(rays))
        case .addCollaborator: .add(.collaborator(leela))
        case .updateTask: .update(.task(toads.alter(.state(to: .finished))))
        case .updateCollaborator: .update(.collaborator(jane.alter(.name(to: "Jane Smith"))))
        case .removeTask: .remove(.task(toads))
        case .removeCollaborator: .remove(.collaborator(jane))
        case .appointLeader: .appoint(.leader(jane))
        case .appointNoone: .appoint(.noone)
        }
    }
}
