import Foundation

/// Runs blocking work (waiting for a child process) on a thread of its own: it then holds
/// none of the concurrency pool's few threads (two on a two-core machine), which the other
/// tests' tasks and an app served in this process need meanwhile.
func onOwnThread<Value: Sendable, Failure: Error>(_ work: @escaping @Sendable () throws(Failure) -> Value) async throws(Failure) -> Value {
    let result: Result<Value, Failure> = await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: Result(catching: work)) }
    }
    return try result.get()
}
