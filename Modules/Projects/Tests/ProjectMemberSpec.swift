import Foundation
import Projects
import Testing

@Suite("ProjectMember")
struct ProjectMemberSpec {
    @Test("ProjectMember, newly created, has an id")
    func hasID() {
        withFixedEnvironment {
            #expect(ProjectMember(name: "Joe Doe").id == UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
        }
    }

    @Test("ProjectMember, newly created, has a given name")
    func hasGivenName() {
        withFixedEnvironment { #expect(ProjectMember(name: "Joe Doe").name == "Joe Doe") }
    }

    @Test("ProjectMember, newly created, differs from another with the same name")
    func distinctIDs() {
        withFixedEnvironment { #expect(ProjectMember(name: "Joe Doe") != ProjectMember(name: "Joe Doe")) }
    }

    @Test("ProjectMember, change name, has new given name")
    func changeName() {
        withFixedEnvironment {
            #expect(ProjectMember(name: "Joe Doe").alter(.name(to: "Jane Doe")).name == "Jane Doe")
        }
    }

    @Test("ProjectMember, change name, has an unchanged id")
    func changeNameKeepsID() {
        withFixedEnvironment {
            let projectMember = ProjectMember(name: "Joe Doe")
            #expect(projectMember.alter(.name(to: "Jane Doe")).id == projectMember.id)
        }
    }

    @Test("ProjectMember, several changes, the last one wins")
    func severalChanges() {
        withFixedEnvironment {
            #expect(ProjectMember(name: "Joe").alter(.name(to: "Jane"), .name(to: "Ada")).name == "Ada")
        }
    }
}
