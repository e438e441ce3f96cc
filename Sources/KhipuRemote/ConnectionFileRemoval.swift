import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes the connection files of this process's servers when the process is told to stop
/// with SIGTERM or SIGINT, so that no file outlives its app (Jupyter's connection files go
/// the same way), then lets the signal end the process as it would have.
///
/// Only a signal the process left at its default action is taken over, when the first
/// server starts: an app that handles SIGTERM itself (Hummingbird's service lifecycle, a
/// handler of its own) keeps doing so, and calls `KhipuRemoteServer.stop()` in its shutdown,
/// which removes the file. The handler only calls `unlink`, `signal` and `raise`, which a
/// signal handler may call; the paths wait for it in memory made once, never freed.
enum ConnectionFileRemoval {
    static let signals: [Int32] = [SIGTERM, SIGINT]
    private static let slotCount = 64
    private static let slotSize = Int(PATH_MAX) + 1
    /// `slotCount` NUL-terminated paths; a slot whose first byte is 0 is free.
    private nonisolated(unsafe) static let slots: UnsafeMutablePointer<CChar> = {
        let slots = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotSize)
        slots.initialize(repeating: 0, count: slotCount * slotSize)
        return slots
    }()
    private static let lock = NSLock()
    private nonisolated(unsafe) static var installed = false

    /// Removes `path` at SIGTERM or SIGINT; the slot to hand to `forget`, nil when there is
    /// no room (a process serving more than 64 domains) or the path is too long.
    static func remember(_ path: String) -> Int? {
        let bytes = Array(path.utf8CString)
        guard bytes.count <= slotSize, bytes.count > 1 else { return nil }
        return lock.withLock {
            installIfNeeded()
            guard let slot = (0..<slotCount).first(where: { slots[$0 * slotSize] == 0 }) else { return nil }
            let start = slots + slot * slotSize
            // The first byte last: a signal in between sees a free slot, never half a path.
            for index in 1..<bytes.count { start[index] = bytes[index] }
            start[0] = bytes[0]
            return slot
        }
    }

    /// Frees `slot` if it still holds `path` (a second `stop()` finds another server's path there, or none).
    static func forget(_ slot: Int, path: String) {
        lock.withLock {
            let start = slots + slot * slotSize
            if String(cString: start) == path { start[0] = 0 }
        }
    }

    /// Call with the lock held.
    private static func installIfNeeded() {
        guard !installed else { return }
        installed = true
        _ = slots
        for signal in signals {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0, isDefault(current) else { continue }
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = removeFilesAndEnd
            #else
            action.__sigaction_u.__sa_handler = removeFilesAndEnd
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            _ = sigaction(signal, &action, nil)
        }
    }

    /// SIG_DFL is the handler 0.
    private static func isDefault(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
        let handler = action.__sigaction_handler.sa_handler
        #else
        let handler = action.__sigaction_u.__sa_handler
        #endif
        return handler == nil && action.sa_flags & Int32(SA_SIGINFO) == 0
    }

    /// The signal handler: unlinks every remembered file, then ends the process with the
    /// signal's default action.
    private static let removeFilesAndEnd: @convention(c) (Int32) -> Void = { signal in
        for slot in 0..<ConnectionFileRemoval.slotCount {
            let path = ConnectionFileRemoval.slots + slot * ConnectionFileRemoval.slotSize
            if path[0] != 0 { unlink(path) }
        }
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        _ = sigaction(signal, &action, nil)
        raise(signal)
    }
}
