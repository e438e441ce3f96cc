import Foundation
@_exported import KhipuTesting
import Khipu
import Todos

/// Collects the messages a feature or domain sends to its output.
typealias Recorder = MessageRecorder<Message>

func makeStore() -> AppStore {
    KhipuTesting.makeStore(AppState())
}
