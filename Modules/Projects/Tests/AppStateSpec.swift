import Foundation
import Projects
import Testing

@Suite("AppState")
struct AppStateSpec {
    @Test("AppState, newly created, has no projects")
    func newlyCreated() {
        #expect(AppState().projects.isEmpty)
    }

    @Test("AppState, add project, appends it")
    func add() {
        withFixedEnvironment {
            let a = Project(title: "a"), b = Project(title: "b")
            #expect(AppState().alter(.add(.project(a)), .add(.project(b))).projects == [a, b])
        }
    }

    @Test("AppState, add a project that is already there, changes nothing")
    func addTwice() {
        withFixedEnvironment {
            let a = Project(title: "a")
            let state = AppState().alter(.add(.project(a)))
            #expect(state.alter(.add(.project(a.alter(.title(to: "A"))))) == state)
        }
    }

    @Test("AppState, remove project, removes the one with that id")
    func remove() {
        withFixedEnvironment {
            let a = Project(title: "a"), b = Project(title: "b"), c = Project(title: "c")
            let state = AppState().alter(.add(.project(a)), .add(.project(b)), .add(.project(c)))
            #expect(state.alter(.remove(.project(b.alter(.title(to: "B"))))).projects == [a, c])
        }
    }

    @Test("AppState, update project, replaces it and keeps its position", arguments: 0..<3)
    func update(index: Int) {
        withFixedEnvironment {
            var projects = [Project(title: "a"), Project(title: "b"), Project(title: "c")]
            let state = AppState().alter(all: projects.map { .add(.project($0)) })
            projects[index] = projects[index].alter(.title(to: "changed"), .details(to: "more"))
            #expect(state.alter(.update(.project(projects[index]))).projects == projects)
        }
    }

    @Test("AppState, remove or update an absent project, changes nothing")
    func absent() {
        withFixedEnvironment {
            let state = AppState().alter(.add(.project(Project(title: "a"))))
            #expect(state.alter(.remove(.project(Project(title: "absent")))) == state)
            #expect(state.alter(.update(.project(Project(title: "absent")))) == state)
        }
    }

    @Test("AppState, survives JSON")
    func survivesJSON() throws {
        try withFixedEnvironment {
            let f = ProjectFixture()
            let state = AppState().alter(.add(.project(f.project)), .add(.project(Project(title: "b").alter(.date(.date(f.deadline))))))
            let data = try JSONEncoder().encode(state)
            #expect(try JSONDecoder().decode(AppState.self, from: data) == state)
        }
    }
}
