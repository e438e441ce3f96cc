import Counter
import Foundation
import Khipu

/// Runs `body` with a stopped clock and sequential ids.
func withFixedEnvironment<T>(_ body: () throws -> T) rethrows -> T {
    try KhipuEnvironment.$current.withValue(.fixed(), operation: body)
}

/// A counter at `value`, reached the seed's way: by incrementing a new counter.
func counter(at value: UInt) -> DeclarativeCounter {
    DeclarativeCounter().alter(.incrementBy(.value(value)))
}

/// Collects the messages a feature or domain sends to its output.
final class Recorder {
    private(set) var messages: [Message] = []
    func record(_ message: Message) { messages.append(message) }
}

/// Collects the responses a use case answers with.
final class ResponseRecorder<Response> {
    private(set) var responses: [Response] = []
    func record(_ response: Response) { responses.append(response) }
}

func makeStore() -> AppStore {
    createInMemoryStore(initial: { AppState() })
}

/// A store whose counter starts at `value`.
func makeStore(at value: UInt) -> AppStore {
    let store = makeStore()
    store.change(.counter(.incrementBy(.value(value))))
    return store
}
