import Foundation
import Khipu
import Projects
import Testing

@Suite("ProjectsDomain")
struct ProjectsDomainSpec {
    @Test("ProjectsDomain, definition, is named projects and has a summary")
    func nameAndSummary() {
        #expect(ProjectsDomain.definition.name == "projects")
        #expect(!ProjectsDomain.definition.summary.isEmpty)
    }

    @Test("ProjectsDomain, definition, exposes the constructible model types")
    func exposedTypes() {
        let names = Set(ProjectsDomain.definition.exposedTypes.map { String(describing: $0) })
        #expect(names.isSuperset(of: ["Project", "ProjectTask", "ProjectMember", "ProjectDate", "Leading", "AppState"]))
    }

    @Test("ProjectsDomain, definition, starts without projects")
    func initialState() {
        #expect(ProjectsDomain.definition.initialState().projects.isEmpty)
    }
}
