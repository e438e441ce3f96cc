import Khipu
import Projects
import Testing

@Suite("Projects, extreme states × every message")
struct ProjectsReliabilitySpec {
    static let member = "ProjectMember(id: {uuid}, name: {string})"
    static let project =
        "Project(id: {uuid}, title: {string}, details: {string}, tasks: [ProjectTask(id: {uuid}, title: {string}, state: .inProgress, collaborators: [\(member)]), ProjectTask(id: {uuid}, title: {string}, state: .finished, collaborators: [])], leader: {leader}, collaborators: [\(member), \(member)], date: {date})"
    static let slots: KeyValuePairs<String, [String]> = [
        "leader": [".leader(\(member))", ".noone"],
        "date": [".date({instant})", ".unknown"],
        "uuid": ExtremeValues.uuids, "string": ExtremeValues.strings, "instant": ExtremeValues.dates,
    ]

    @Test("Projects, with extreme titles, ids and dates, answer every message without a trap")
    func extremeProjects() async throws {
        let trial = DomainTrial(definition: ProjectsDomain.definition)
        let projects = ExtremeValues.variants(Self.project, Self.slots)
        let states = try trial.states(["AppState(projects: [])"] + projects.map { "AppState(projects: [\($0), \($0)])" })
        let messages = try trial.messages(extra: projects.flatMap { project in
            [".projects(.add(\(project)))", ".projects(.remove(\(project)))", ".projects(.update(\(project)))"]
        })
        await trial.check(states: states, messages: messages)
    }
}
