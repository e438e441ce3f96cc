import Foundation
import Projects
import Testing

@Suite("ProjectTask")
struct ProjectTaskSpec {
    @Test("ProjectTask, newly created, has an id, a given title, state not started and no collaborators")
    func newlyCreated() {
        withFixedEnvironment {
            let projectTask = ProjectTask(title: "Obtain brain slugs")
            #expect(projectTask.id == UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
            #expect(projectTask.title == "Obtain brain slugs")
            #expect(projectTask.state == .notStarted)
            #expect(projectTask.collaborators.isEmpty)
        }
    }

    @Test("ProjectTask, change title, has new title and unchanged id, state and collaborators")
    func changeTitle() {
        withFixedEnvironment {
            let projectTask = ProjectTask(title: "Obtain brain slugs")
            let t0 = projectTask.alter(.title(to: "Hypno Toads"))
            #expect(t0.title == "Hypno Toads")
            #expect(differingProperties(projectTask, t0) == ["title"])
        }
    }

    /// The seed's five transitions and the four it leaves out: any state may follow any other.
    static let transitions: [([ProjectTask.State], ProjectTask.State)] = [
        ([], .inProgress), ([], .finished), ([.inProgress], .finished), ([.finished], .notStarted),
        ([.inProgress], .notStarted), ([.finished], .inProgress), ([.inProgress], .inProgress),
        ([], .notStarted), ([.finished], .finished),
    ]

    @Test("ProjectTask, change state, has the new state and unchanged id, title and collaborators", arguments: transitions)
    func changeState(before: [ProjectTask.State], to state: ProjectTask.State) {
        withFixedEnvironment {
            let projectTask = ProjectTask(title: "Obtain brain slugs")
                .alter(.add(.collaborator(ProjectMember(name: "Joe Doe"))))
                .alter(all: before.map { .state(to: $0) })
            let t0 = projectTask.alter(.state(to: state))
            #expect(t0.state == state)
            #expect(t0.id == projectTask.id)
            #expect(t0.title == projectTask.title)
            #expect(t0.collaborators == projectTask.collaborators)
        }
    }

    @Test("ProjectTask, add collaborator, has one collaborator and unchanged id, title and state")
    func addCollaborator() {
        withFixedEnvironment {
            let projectTask = ProjectTask(title: "Obtain brain slugs")
            let c0 = ProjectMember(name: "Joe Doe")
            let t0 = projectTask.alter(.add(.collaborator(c0)))
            #expect(t0.collaborators == [c0])
            #expect(differingProperties(projectTask, t0) == ["collaborators"])
        }
    }

    @Test("ProjectTask, add collaborators, keeps them in the order added")
    func addCollaboratorsInOrder() {
        withFixedEnvironment {
            let joe = ProjectMember(name: "Joe Doe"), jane = ProjectMember(name: "Jane Doe")
            #expect(ProjectTask(title: "t").alter(.add(.collaborator(joe)), .add(.collaborator(jane))).collaborators == [joe, jane])
        }
    }

    @Test("ProjectTask, add a collaborator twice, keeps one")
    func addTwice() {
        withFixedEnvironment {
            let joe = ProjectMember(name: "Joe Doe")
            let t0 = ProjectTask(title: "t").alter(.add(.collaborator(joe)))
            #expect(t0.alter(.add(.collaborator(joe))) == t0)
            #expect(t0.alter(.add(.collaborator(joe.alter(.name(to: "Joey"))))) == t0)
        }
    }

    @Test("ProjectTask, remove collaborator, has no collaborator and unchanged id, title and state")
    func removeCollaborator() {
        withFixedEnvironment {
            let projectTask = ProjectTask(title: "Obtain brain slugs")
            let c0 = ProjectMember(name: "Joe Doe")
            let t0 = projectTask.alter(.add(.collaborator(c0))).alter(.remove(.collaborator(c0)))
            #expect(t0.collaborators.isEmpty)
            #expect(t0 == projectTask)
        }
    }

    @Test("ProjectTask, remove collaborator, finds them by id and keeps the others in order")
    func removeByID() {
        withFixedEnvironment {
            let joe = ProjectMember(name: "Joe"), jane = ProjectMember(name: "Jane"), ada = ProjectMember(name: "Ada")
            let t0 = ProjectTask(title: "t").alter(.add(.collaborator(joe)), .add(.collaborator(jane)), .add(.collaborator(ada)))
            #expect(t0.alter(.remove(.collaborator(jane.alter(.name(to: "renamed"))))).collaborators == [joe, ada])
        }
    }

    @Test("ProjectTask, remove an absent collaborator, changes nothing")
    func removeAbsent() {
        withFixedEnvironment {
            let t0 = ProjectTask(title: "t").alter(.add(.collaborator(ProjectMember(name: "Joe"))))
            #expect(t0.alter(.remove(.collaborator(ProjectMember(name: "Stranger")))) == t0)
        }
    }

    @Test("ProjectTask, survives JSON")
    func survivesJSON() throws {
        try withFixedEnvironment {
            let t0 = ProjectTask(title: "Obtain \"brain\" slugs\n").alter(.state(to: .inProgress), .add(.collaborator(ProjectMember(name: "Joe"))))
            let data = try JSONEncoder().encode(t0)
            #expect(try JSONDecoder().decode(ProjectTask.self, from: data) == t0)
        }
    }
}
