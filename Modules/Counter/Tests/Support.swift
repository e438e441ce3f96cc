import Counter
import Foundation
@_exported import KhipuTesting
import Khipu

/// A counter at `value`, reached the seed's way: by incrementing a new counter.
func counter(at value: UInt) -> DeclarativeCounter {
    DeclarativeCounter().alter(.incrementBy(.value(value)))
}

/// Collects the messages a feature or domain sends to its output.
typealias Recorder = MessageRecorder<Message>

func makeStore() -> AppStore {
    KhipuTesting.makeStore(AppState())
}

/// A store whose counter starts at `value`.
func makeStore(at value: UInt) -> AppStore {
    let store = makeStore()
    store.change(.counter(.incrementBy(.value(value))))
    return store
}
