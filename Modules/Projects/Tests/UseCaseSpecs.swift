import Foundation
import Khipu
import Projects
import Testing

@Suite("ProjectAdder")
struct ProjectAdderSpec {
    @Test("ProjectAdder, newly created, has no project in store's state and has not received a response yet")
    func newlyCreated() {
        let store = makeStore(), recorder = ResponseRecorder<ProjectAdder.Response>()
        _ = ProjectAdder(store: store, responder: recorder.record)
        #expect(store.state().projects.isEmpty)
        #expect(recorder.responses.isEmpty)
    }

    @Test("ProjectAdder, add a project, adds project to store's state and responds with added project")
    func add() throws {
        try withFixedEnvironment {
            let store = makeStore(), recorder = ResponseRecorder<ProjectAdder.Response>()
            let projectAdder = ProjectAdder(store: store, responder: recorder.record)
            let project = Project(title: "World Domination!")
            projectAdder.request(to: .add(project))
            #expect(store.state().projects == [project])
            let response = try #require(recorder.response)
            guard case let .added(p) = response else {
                Issue.record("expected .added, got \(response)")
                return
            }
            #expect(p == project)
            #expect(recorder.responses.count == 1)
        }
    }
}

@Suite("ProjectRemover")
struct ProjectRemoverSpec {
    @Test("ProjectRemover, remove a project, removes it from store's state and responds with removed project")
    func remove() throws {
        try withFixedEnvironment {
            let store = makeStore(), recorder = ResponseRecorder<ProjectRemover.Response>()
            let a = Project(title: "a"), b = Project(title: "b")
            store.change(.add(.project(a)), .add(.project(b)))
            ProjectRemover(store: store, responder: recorder.record).request(to: .remove(a))
            #expect(store.state().projects == [b])
            let response = try #require(recorder.response)
            guard case let .removed(p) = response else {
                Issue.record("expected .removed, got \(response)")
                return
            }
            #expect(p == a)
        }
    }

    @Test("ProjectRemover, remove an absent project, leaves the store and still responds removed")
    func removeAbsent() throws {
        try withFixedEnvironment {
            let store = makeStore(), recorder = ResponseRecorder<ProjectRemover.Response>()
            store.change(.add(.project(Project(title: "a"))))
            let before = store.state()
            let absent = Project(title: "absent")
            ProjectRemover(store: store, responder: recorder.record).request(to: .remove(absent))
            #expect(store.state() == before)
            let response = try #require(recorder.response)
            guard case let .removed(p) = response else {
                Issue.record("expected .removed, got \(response)")
                return
            }
            #expect(p == absent)
        }
    }
}

@Suite("ProjectUpdater")
struct ProjectUpdaterSpec {
    @Test("ProjectUpdater, update a project, replaces it in place and responds with updated project")
    func update() throws {
        try withFixedEnvironment {
            let store = makeStore(), recorder = ResponseRecorder<ProjectUpdater.Response>()
            let a = Project(title: "a"), b = Project(title: "b")
            store.change(.add(.project(a)), .add(.project(b)))
            let a0 = a.alter(.title(to: "A"))
            ProjectUpdater(store: store, responder: recorder.record).request(to: .update(a0))
            #expect(store.state().projects == [a0, b])
            let response = try #require(recorder.response)
            guard case let .updated(p) = response else {
                Issue.record("expected .updated, got \(response)")
                return
            }
            #expect(p == a0)
        }
    }

    @Test("ProjectUpdater, update an absent project, leaves the store and still responds updated")
    func updateAbsent() throws {
        try withFixedEnvironment {
            let store = makeStore(), recorder = ResponseRecorder<ProjectUpdater.Response>()
            store.change(.add(.project(Project(title: "a"))))
            let before = store.state()
            let absent = Project(title: "absent")
            ProjectUpdater(store: store, responder: recorder.record).request(to: .update(absent))
            #expect(store.state() == before)
            let response = try #require(recorder.response)
            guard case let .updated(p) = response else {
                Issue.record("expected .updated, got \(response)")
                return
            }
            #expect(p == absent)
        }
    }
}
