import Dispatch

/// libFuzzer calls its target synchronously, from C, on its own thread, one input at a
/// time; the endpoint answers on Swift concurrency. This is the one place that waits for
/// async work from a thread: the fuzzer's, which has nothing else to do meanwhile.
enum AsyncBridge {
    private final class Box<T: Sendable>: @unchecked Sendable {
        var value: T?
    }

    static func result<T: Sendable>(_ work: @escaping @Sendable () async -> T?) -> T? {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            box.value = await work()
            done.signal()
        }
        done.wait()
        return box.value
    }
}
