import Foundation

/// A value behind a lock, reached only inside `withLock`: the shape of the standard
/// library's `Mutex` (which needs macOS 15) and of swift-nio's `NIOLockedValueBox`. A type
/// that keeps its mutable state in one is checked `Sendable`, instead of each declaring
/// itself unchecked beside a lock of its own.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    /// Unchecked for exclusivity: the lock already gives it (a body that reached into its
    /// own box would deadlock first), and a check on every access costs about as much as the lock.
    @exclusivity(unchecked) private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, the lock held; never call back into the same box from it.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
