import Foundation
import Projects
import Testing

@Suite("Project")
struct ProjectSpec {
    @Test("Project, newly created, has an id, a given title, empty details, tasks and collaborators, no leader and an unknown date")
    func newlyCreated() {
        withFixedEnvironment {
            let project = Project(title: "World Domination!")
            #expect(project.id == UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
            #expect(project.title == "World Domination!")
            #expect(project.details.isEmpty)
            #expect(project.tasks.isEmpty)
            #expect(project.collaborators.isEmpty)
            #expect(project.leader == .noone)
            #expect(project.date == .unknown)
        }
    }

    @Test("Project, change, sets the given value", arguments: ProjectCommand.allCases)
    func setsGivenValue(command: ProjectCommand) {
        withFixedEnvironment {
            let f = ProjectFixture()
            let p0 = f.start(for: command).alter(f.change(for: command))
            switch command {
            case .title: #expect(p0.title == "World Domination! ASAP")
            case .details: #expect(p0.details == "Step one: \"brain slugs\".\nStep two: toads.")
            case .dateUnknown: #expect(p0.date == .unknown)
            case .dateDate: #expect(p0.date == .date(f.deadline))
            case .addTask: #expect(p0.tasks == [f.slugs, f.toads, f.doom, f.rays])
            case .addCollaborator: #expect(p0.collaborators == [f.joe, f.jane, f.ada, f.leela])
            case .updateTask: #expect(p0.tasks == [f.slugs, f.toads.alter(.state(to: .finished)), f.doom])
            case .updateCollaborator: #expect(p0.collaborators == [f.joe, f.jane.alter(.name(to: "Jane Smith")), f.ada])
            case .removeTask: #expect(p0.tasks == [f.slugs, f.doom])
            case .removeCollaborator: #expect(p0.collaborators == [f.joe, f.ada])
            case .appointLeader: #expect(p0.leader == .leader(f.jane))
            case .appointNoone: #expect(p0.leader == .noone)
            }
        }
    }

    @Test("Project, change, changes its property and keeps the id and every other property", arguments: ProjectCommand.allCases)
    func changesOnlyItsProperty(command: ProjectCommand) {
        withFixedEnvironment {
            let f = ProjectFixture()
            let project = f.start(for: command)
            #expect(differingProperties(project, project.alter(f.change(for: command))) == [command.property])
        }
    }

    @Test("Project, update, keeps the position of the task", arguments: 0..<3)
    func updateTaskKeepsPosition(index: Int) {
        withFixedEnvironment {
            let f = ProjectFixture()
            var tasks = f.project.tasks
            tasks[index] = tasks[index].alter(.title(to: "renamed"), .state(to: .inProgress))
            #expect(f.project.alter(.update(.task(tasks[index]))).tasks == tasks)
        }
    }

    @Test("Project, update, keeps the position of the collaborator", arguments: 0..<3)
    func updateCollaboratorKeepsPosition(index: Int) {
        withFixedEnvironment {
            let f = ProjectFixture()
            var collaborators = f.project.collaborators
            collaborators[index] = collaborators[index].alter(.name(to: "renamed"))
            #expect(f.project.alter(.update(.collaborator(collaborators[index]))).collaborators == collaborators)
        }
    }

    @Test(
        "Project, update or remove what is not in the project, changes nothing",
        arguments: [ProjectCommand.updateTask, .updateCollaborator, .removeTask, .removeCollaborator]
    )
    func absent(command: ProjectCommand) {
        withFixedEnvironment {
            let stranger = ProjectMember(name: "Stranger"), chore = ProjectTask(title: "Chore")
            let project = ProjectFixture().project
            let change: Project.Change = switch command {
            case .updateTask: .update(.task(chore))
            case .updateCollaborator: .update(.collaborator(stranger))
            case .removeTask: .remove(.task(chore))
            default: .remove(.collaborator(stranger))
            }
            #expect(project.alter(change) == project)
        }
    }

    @Test("Project, add a task or collaborator that is already there, changes nothing")
    func addTwice() {
        withFixedEnvironment {
            let f = ProjectFixture()
            #expect(f.project.alter(.add(.task(f.toads))) == f.project)
            #expect(f.project.alter(.add(.task(f.toads.alter(.title(to: "other"))))) == f.project)
            #expect(f.project.alter(.add(.collaborator(f.jane))) == f.project)
        }
    }

    @Test("Project, remove, finds the task or collaborator by id")
    func removeByID() {
        withFixedEnvironment {
            let f = ProjectFixture()
            #expect(f.project.alter(.remove(.task(f.toads.alter(.title(to: "other"))))).tasks == [f.slugs, f.doom])
            #expect(f.project.alter(.remove(.collaborator(f.jane.alter(.name(to: "other"))))).collaborators == [f.joe, f.ada])
        }
    }

    @Test("Project, appoint a leader, replaces the leader and need not be a collaborator")
    func appointAnother() {
        withFixedEnvironment {
            let f = ProjectFixture()
            let p0 = f.project.alter(.appoint(.leader(f.jane)), .appoint(.leader(f.leela)))
            #expect(p0.leader == .leader(f.leela))
            #expect(!p0.collaborators.contains(f.leela))
        }
    }

    @Test("Project, remove or update the leader as a collaborator, keeps the leader as appointed")
    func leaderIsSeparate() {
        withFixedEnvironment {
            let f = ProjectFixture()
            let led = f.project.alter(.appoint(.leader(f.jane)))
            #expect(led.alter(.remove(.collaborator(f.jane))).leader == .leader(f.jane))
            #expect(led.alter(.update(.collaborator(f.jane.alter(.name(to: "Jane Smith"))))).leader == .leader(f.jane))
        }
    }

    @Test("Project, several changes, are applied in order")
    func severalChanges() {
        withFixedEnvironment {
            let f = ProjectFixture()
            let p0 = Project(title: "a").alter(
                .title(to: "b"), .add(.task(f.slugs)), .update(.task(f.slugs.alter(.state(to: .inProgress)))),
                .appoint(.leader(f.joe)), .appoint(.noone), .date(.date(f.deadline)), .title(to: "c")
            )
            #expect(p0.title == "c")
            #expect(p0.tasks.map(\.state) == [.inProgress])
            #expect(p0.leader == .noone)
            #expect(p0.date == .date(f.deadline))
        }
    }

    @Test("Project, with every command applied, survives JSON")
    func survivesJSON() throws {
        try withFixedEnvironment {
            let f = ProjectFixture()
            let p0 = ProjectCommand.allCases.reduce(f.project.alter(.appoint(.leader(f.ada)), .date(.date(f.deadline)))) {
                $0.alter(f.change(for: $1))
            }
            let data = try JSONEncoder().encode(p0)
            #expect(try JSONDecoder().decode(Project.self, from: data) == p0)
        }
    }
}
