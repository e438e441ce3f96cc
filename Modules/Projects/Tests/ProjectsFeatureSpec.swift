import Foundation
import Khipu
import Projects
import Testing

@Suite("ProjectsFeature")
struct ProjectsFeatureSpec {
    @Test("ProjectsFeature, add, remove and update, change the store and answer added, removed and updated")
    func commands() {
        withFixedEnvironment {
            let store = makeStore(), recorder = Recorder()
            let feature = createProjectsFeature(store: store, output: recorder.record)
            let a = Project(title: "a"), b = Project(title: "b")
            let a0 = a.alter(.details(to: "more"))
            feature(.projects(.add(a)))
            feature(.projects(.add(b)))
            feature(.projects(.update(a0)))
            feature(.projects(.remove(b)))
            #expect(store.state().projects == [a0])
            #expect(recorder.messages == [
                .projects(.added(a)), .projects(.added(b)), .projects(.updated(a0)), .projects(.removed(b)),
            ])
        }
    }

    @Test("ProjectsFeature, an answer sent in, is ignored", arguments: ["added", "removed", "updated"])
    func ignoresAnswers(answer: String) {
        withFixedEnvironment {
            let store = makeStore(), recorder = Recorder()
            let project = Project(title: "a")
            store.change(.add(.project(project)))
            let before = store.state()
            let feature = createProjectsFeature(store: store, output: recorder.record)
            let changed = project.alter(.title(to: "b"))
            let message: Message.Projects = switch answer {
            case "added": .added(Project(title: "new"))
            case "removed": .removed(project)
            default: .updated(changed)
            }
            feature(.projects(message))
            #expect(store.state() == before)
            #expect(recorder.messages.isEmpty)
        }
    }
}
