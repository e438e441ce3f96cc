import Foundation
import Khipu
import Projects

/// Runs `body` with a stopped clock and sequential ids, so every id a test sees is known.
func withFixedEnvironment<T>(_ body: () throws -> T) rethrows -> T {
    try KhipuEnvironment.$current.withValue(.fixed(), operation: body)
}

func date(_ iso: String) -> Date {
    (try? Date(iso, strategy: .iso8601)) ?? Date(timeIntervalSince1970: 0)
}

/// Collects the messages a feature or domain sends to its output.
final class Recorder {
    private(set) var messages: [Message] = []
    func record(_ message: Message) { messages.append(message) }
}

/// Collects the responses a use case answers with, the seed's `responder: { response = $0 }`.
final class ResponseRecorder<Response> {
    private(set) var responses: [Response] = []
    var response: Response? { responses.last }
    func record(_ response: Response) { responses.append(response) }
}

func makeStore() -> AppStore {
    createInMemoryStore(initial: { AppState() })
}

/// The names of the Project properties that differ between two projects.
func differingProperties(_ a: Project, _ b: Project) -> Set<String> {
    var names: Set<String> = []
    if a.id != b.id { names.insert("id") }
    if a.title != b.title { names.insert("title") }
    if a.details != b.details { names.insert("details") }
    if a.tasks != b.tasks { names.insert("tasks") }
    if a.leader != b.leader { names.insert("leader") }
    if a.collaborators != b.collaborators { names.insert("collaborators") }
    if a.date != b.date { names.insert("date") }
    return names
}

/// The names of the ProjectTask properties that differ between two tasks.
func differingProperties(_ a: ProjectTask, _ b: ProjectTask) -> Set<String> {
    var names: Set<String> = []
    if a.id != b.id { names.insert("id") }
    if a.title != b.title { names.insert("title") }
    if a.state != b.state { names.insert("state") }
    if a.collaborators != b.collaborators { names.insert("collaborators") }
    return names
}
