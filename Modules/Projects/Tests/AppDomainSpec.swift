import Foundation
import Khipu
import Projects
import Testing

/// The seed's AppDomainSpec, with an in-memory store instead of a file persister.
@Suite("AppDomain")
struct AppDomainSpec {
    /// A fresh domain per specification, as the seed's `beforeEach` makes one.
    struct Fixture {
        let store = makeStore()
        let recorder = Recorder()
        let appDomain: Input<Message>
        let project = Project(title: "World Domination")

        init() {
            appDomain = createAppDomain(store: store, receivers: [], rootHandler: recorder.record)
        }

        /// The seed's `message`: the last message the domain output.
        var message: Message? { recorder.messages.last }
    }

    @Test("AppDomain, Newly Created, has no project in store and has not received a message yet")
    func newlyCreated() {
        withFixedEnvironment {
            let f = Fixture()
            #expect(f.store.state().projects.isEmpty)
            #expect(f.message == nil)
        }
    }

    @Test("AppDomain, Projects Feature, Add Project, has one project in store and has received added project message")
    func addProject() {
        withFixedEnvironment {
            let f = Fixture()
            f.appDomain(.projects(.add(f.project)))
            #expect(f.store.state().projects == [f.project])
            #expect(f.message == .projects(.added(f.project)))
        }
    }

    @Test("AppDomain, Projects Feature, Remove Project, has no project in store and has received removed project message")
    func removeProject() {
        withFixedEnvironment {
            let f = Fixture()
            f.appDomain(.projects(.add(f.project)))
            f.appDomain(.projects(.remove(f.project)))
            #expect(f.store.state().projects.isEmpty)
            #expect(f.message == .projects(.removed(f.project)))
        }
    }

    @Test("AppDomain, Projects Feature, Update Project, has updated project in store and has received updated project message")
    func updateProject() {
        withFixedEnvironment {
            let f = Fixture()
            f.appDomain(.projects(.add(f.project)))
            let p0 = f.project.alter(.title(to: "World Domination! ASAP"))
            f.appDomain(.projects(.update(p0)))
            #expect(f.store.state().projects == [p0])
            #expect(f.message == .projects(.updated(p0)))
        }
    }

    @Test("AppDomain, hosted with its outputs fed back, answers every command once and ends quiet")
    func hosted() throws {
        let environment = KhipuEnvironment.fixed()
        try KhipuEnvironment.$current.withValue(environment) {
            let host = DomainHost(definition: ProjectsDomain.definition, environment: environment)
            let f = ProjectFixture()
            let p0 = f.project.alter(.appoint(.leader(f.joe)), .date(.date(f.deadline)))
            try host.send(.projects(.add(f.project)))
            #expect(host.takeOutputs() == [.projects(.added(f.project))])
            try host.send(.projects(.update(p0)))
            #expect(host.takeOutputs() == [.projects(.updated(p0))])
            #expect(host.state.projects == [p0])
            try host.send(.projects(.remove(p0)))
            #expect(host.takeOutputs() == [.projects(.removed(p0))])
            #expect(host.state.projects.isEmpty)
            #expect(host.takeErrors().isEmpty)
        }
    }

    @Test("AppDomain, receivers, get every message before the feature")
    func receiversFirst() {
        withFixedEnvironment {
            let store = makeStore()
            var seen: [(Message, Int)] = []
            let receiver: Input<Message> = { seen.append(($0, store.state().projects.count)) }
            let app = createAppDomain(store: store, receivers: [receiver], rootHandler: { _ in })
            let project = Project(title: "a")
            app(.projects(.add(project)))
            #expect(seen.map(\.0) == [.projects(.add(project))])
            #expect(seen.first?.1 == 0)
        }
    }
}
