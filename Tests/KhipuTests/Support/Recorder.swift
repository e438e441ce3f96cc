import Foundation

/// Collects values from any thread, in the order they arrive.
final class Recorder<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Value] = []

    func record(_ value: Value) {
        lock.withLock { recorded.append(value) }
    }

    var values: [Value] {
        lock.withLock { recorded }
    }
}
