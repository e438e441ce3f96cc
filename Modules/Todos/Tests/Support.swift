import Foundation
import Khipu
import Todos

/// Runs `body` with a stopped clock at 2024-06-16T09:00:00Z and sequential ids, so every
/// id and date a test sees is known in advance.
func withFixedEnvironment<T>(_ body: () throws -> T) rethrows -> T {
    try KhipuEnvironment.$current.withValue(.fixed(), operation: body)
}

let fixedNow = Date(timeIntervalSince1970: 1_718_528_400)

func date(_ iso: String) -> Date {
    (try? Date(iso, strategy: .iso8601)) ?? Date(timeIntervalSince1970: 0)
}

/// The names of the TodoItem properties that differ between two items.
func differingProperties(_ a: TodoItem, _ b: TodoItem) -> Set<String> {
    var names: Set<String> = []
    if a.id != b.id { names.insert("id") }
    if a.title != b.title { names.insert("title") }
    if a.details != b.details { names.insert("details") }
    if a.state != b.state { names.insert("state") }
    if a.due != b.due { names.insert("due") }
    if a.location != b.location { names.insert("location") }
    if a.created != b.created { names.insert("created") }
    if a.changed != b.changed { names.insert("changed") }
    return names
}

/// Collects the messages a feature or domain sends to its output.
final class Recorder {
    private(set) var messages: [Message] = []
    func record(_ message: Message) { messages.append(message) }
}

func makeStore() -> AppStore {
    createInMemoryStore(initial: { AppState() })
}
