import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The append-only journal of a file store: one line per acknowledged `change`, each
/// written with one `write` before the change is acknowledged, flushed to disk as the
/// `StoreDurability` says.
final class StoreJournal: @unchecked Sendable {
    let path: String
    private let durability: StoreDurability
    /// Guards `descriptor` and `flushScheduled`: the grouped flush runs on another thread,
    /// and must never `fsync` a descriptor number that was closed and reused.
    private let lock = NSLock()
    private var descriptor: Int32
    private var flushScheduled = false
    /// The bytes of complete lines; appends come from one thread at a time (the store's lock).
    private(set) var size: Int
    /// Set when a failed append could not be undone; every later append fails.
    private var broken: String?

    /// Whether bytes past `size` (a torn last line) are still to be cut off: only before
    /// the first append, so that a store opened and closed without a change leaves the
    /// file as it was.
    private var hasTornTail: Bool

    /// Opens the journal at `path` for appending, never through a symbolic link, and gives
    /// it `mode` (the snapshot's permissions) when it has others and this user owns it;
    /// anything past `size` (a torn last line) is cut off before the first append.
    init(openingAt path: String, size: Int, mode: mode_t?, durability: StoreDurability) throws(FileWriteError) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw FileWriteError(path: path, reason: errno == ELOOP ? RegularFile.linkRefusal : RegularFile.systemReason())
        }
        // Best effort, as for the lock file: a journal of a store shared with other users
        // may belong to another of them, whose permissions then stand.
        if let mode { _ = RegularFile.setMode(mode, of: descriptor) }
        var info = stat()
        hasTornTail = fstat(descriptor, &info) != 0 || Int(info.st_size) > size
        self.path = path
        self.size = size
        self.descriptor = descriptor
        self.durability = durability
    }

    /// Writes a new journal holding only `header` in place of whatever is at `path`, with
    /// `mode` (the snapshot's permissions) from the start.
    static func create(at path: String, header: String, mode: mode_t?, durability: StoreDurability) throws(FileWriteError) -> StoreJournal {
        let data = Data((header + "\n").utf8)
        try RegularFile.replace(path, with: data, mode: mode, createDirectories: true)
        return try StoreJournal(openingAt: path, size: data.count, mode: nil, durability: durability)
    }

    deinit {
        close()
    }

    /// Appends `line` and a newline. On failure the journal is cut back to its last
    /// complete line, so the change is neither acknowledged nor half there.
    func append(_ line: String) throws(FileWriteError) {
        if let broken { throw FileWriteError(path: path, reason: broken) }
        let data = Data((line + "\n").utf8)
        let descriptor = lock.withLock { self.descriptor }
        if hasTornTail {
            guard ftruncate(descriptor, off_t(size)) == 0, fsync(descriptor) == 0 else {
                throw FileWriteError(path: path, reason: RegularFile.systemReason())
            }
            hasTornTail = false
        }
        do throws(FileWriteError) {
            try RegularFile.writeAll(data, to: descriptor, path: path)
            if durability == .everyChange {
                guard syncData(descriptor) == 0 else { throw FileWriteError(path: path, reason: RegularFile.systemReason()) }
            }
        } catch {
            if ftruncate(descriptor, off_t(size)) != 0 {
                broken = "an earlier write failed (\(error.reason)) and could not be undone; reopen the store"
            }
            throw error
        }
        size += data.count
        if case .within(let interval) = durability { scheduleFlush(after: interval) }
    }

    /// Flushes and closes; later appends fail.
    func close() {
        lock.withLock {
            guard descriptor >= 0 else { return }
            _ = syncData(descriptor)
            _ = systemClose(descriptor)
            descriptor = -1
            broken = "the journal was closed"
        }
    }

    private func scheduleFlush(after interval: Duration) {
        let alreadyScheduled = lock.withLock {
            defer { flushScheduled = true }
            return flushScheduled
        }
        guard !alreadyScheduled else { return }
        let delay = interval.timeInterval
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + delay) { [weak self] in
            self?.flush()
        }
    }

    /// Flushes a duplicate of the descriptor, so `append` need not wait for the disk.
    private func flush() {
        let duplicate = lock.withLock {
            flushScheduled = false
            return descriptor >= 0 ? dup(descriptor) : -1
        }
        guard duplicate >= 0 else { return }
        _ = syncData(duplicate)
        _ = systemClose(duplicate)
    }
}

private func syncData(_ descriptor: Int32) -> Int32 {
    #if os(Linux)
    fdatasync(descriptor)
    #else
    fsync(descriptor)
    #endif
}
