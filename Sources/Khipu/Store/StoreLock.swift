import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The exclusive lock a file store holds for its whole life: `flock` on `PATH.lock`, so a
/// second process (or a second store in this process) opening the same store gets
/// `StoreError.locked` instead of silently losing updates. The system releases it when
/// the process ends, however it ends; the lock file itself stays (deleting it would let
/// two processes lock two different files).
final class StoreLock: @unchecked Sendable {
    let path: String
    /// -1 once released.
    private var descriptor: Int32

    init(for storePath: String) throws(StoreError) {
        let path = storePath + ".lock"
        self.path = path
        var descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        if descriptor < 0 && errno == ENOENT {
            do throws(FileWriteError) {
                try RegularFile.createDirectory(URL(fileURLWithPath: storePath).deletingLastPathComponent().path, for: storePath)
            } catch {
                throw .unwritable(path: storePath, reason: error.reason)
            }
            descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else {
            throw .unreadable(path: storePath, reason: "cannot open its lock file \(path) (\(RegularFile.systemReason()))")
        }
        var result: Int32
        repeat { result = flock(descriptor, LOCK_EX | LOCK_NB) } while result != 0 && errno == EINTR
        guard result == 0 else {
            let code = errno
            let holder = Self.holder(descriptor)
            close(descriptor)
            if code == EWOULDBLOCK {
                throw .locked(path: storePath, holder: holder)
            }
            throw .unreadable(path: storePath, reason: "cannot lock \(path) (\(String(cString: strerror(code))))")
        }
        self.descriptor = descriptor
        // Who holds it, for the message the next opener sees.
        ftruncate(descriptor, 0)
        try? RegularFile.writeAll(Data("\(getpid())\n".utf8), to: descriptor, path: path)
    }

    deinit {
        release()
    }

    func release() {
        // Unlock before closing: a child forked by another thread of this process shares the
        // descriptor until it execs, and closing alone would leave the lock held through it.
        if descriptor >= 0 {
            _ = flock(descriptor, LOCK_UN)
            _ = systemClose(descriptor)
        }
        descriptor = -1
    }

    /// The process id the holder wrote into the lock file, if it can be read.
    private static func holder(_ descriptor: Int32) -> Int? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int(String(decoding: buffer[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
