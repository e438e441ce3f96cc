import KhipuDSL
import Projects
import Testing

/// Every type of the Projects DSL, as the `@DSL` macro describes it.
let everyProjectsDSLSchema: [DSLTypeSchema] = [
    Message.dslSchema, Message.Projects.dslSchema,
    Project.dslSchema, Project.Change.dslSchema, Project.Change.Add.dslSchema, Project.Change.Update.dslSchema,
    Project.Change.Remove.dslSchema, Project.Change.Appoint.dslSchema, Project.Leading.dslSchema,
    ProjectTask.dslSchema, ProjectTask.Change.dslSchema, ProjectTask.Change.Add.dslSchema,
    ProjectTask.Change.Remove.dslSchema, ProjectTask.State.dslSchema,
    ProjectMember.dslSchema, ProjectMember.Change.dslSchema, ProjectDate.dslSchema,
    AppState.dslSchema, AppState.Change.dslSchema, AppState.Change.Add.dslSchema,
    AppState.Change.Remove.dslSchema, AppState.Change.Update.dslSchema,
]

func projectsSchema(named name: String) -> DSLTypeSchema? {
    everyProjectsDSLSchema.first { $0.name == name }
}

@Suite("Projects DSL documentation")
struct DocumentationSpec {
    @Test("Projects DSL, every type, has a distinct name", arguments: [everyProjectsDSLSchema.map(\.name)])
    func distinctNames(names: [String]) {
        #expect(Set(names).count == names.count)
    }

    @Test("Projects DSL, every type, is documented", arguments: everyProjectsDSLSchema.map(\.name))
    func everyTypeDocumented(name: String) throws {
        let schema = try #require(projectsSchema(named: name))
        #expect(schema.doc?.isEmpty == false)
    }

    @Test("Projects DSL, every case and property, is documented", arguments: everyProjectsDSLSchema.map(\.name))
    func everyMemberDocumented(name: String) throws {
        let schema = try #require(projectsSchema(named: name))
        #expect(!(schema.cases.isEmpty && schema.fields.isEmpty))
        for item in schema.cases { #expect(item.doc?.isEmpty == false, "\(name).\(item.name)") }
        for field in schema.fields { #expect(field.doc?.isEmpty == false, "\(name).\(field.name)") }
    }

    @Test("Projects DSL, the seed's names and labels, are in the schema")
    func seedNames() {
        #expect(Project.Change.dslSchema.cases.map(\.name).sorted() == ["add", "appoint", "date", "details", "remove", "title", "update"])
        #expect(Project.Change.Appoint.dslSchema.cases.map(\.name) == ["leader", "noone"])
        #expect(Project.Leading.dslSchema.cases.map(\.name) == ["noone", "leader"])
        #expect(ProjectTask.Change.dslSchema.cases.map(\.name) == ["title", "state", "add", "remove"])
        #expect(ProjectTask.State.dslSchema.cases.map(\.name) == ["notStarted", "inProgress", "finished"])
        #expect(ProjectMember.Change.dslSchema.cases.map { $0.parameters.map(\.label) } == [["to"]])
        #expect(Message.Projects.dslSchema.cases.map(\.name) == ["add", "added", "remove", "removed", "update", "updated"])
        #expect(Project.dslSchema.initializers.map { $0.parameters.map(\.label) } == [["title"]])
        #expect(ProjectMember.dslSchema.initializers.map { $0.parameters.map(\.label) } == [["name"]])
        #expect(ProjectTask.dslSchema.initializers.map { $0.parameters.map(\.label) } == [["title"]])
    }
}
