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
/// `StoreError.locked` instead of silently losing updates, and learns who holds it. The
/// system releases it when the process ends, however it ends; the lock file itself stays.
///
/// A symbolic link at `PATH.lock` is refused (`O_NOFOLLOW`): writing the pid through it
/// would overwrite whatever file it leads to. The lock file is created with the
/// snapshot's permissions and given them when it has others. A lock file deleted or
/// replaced while it was being locked is locked again at the path. What holds when it is
/// deleted or replaced later is the lock on the snapshot itself (`HeldFile`).
final class StoreLock: @unchecked Sendable {
    let path: String
    /// -1 once released.
    private var descriptor: Int32

    init(for storePath: String) throws(StoreError) {
        let path: String
        do throws(FileWriteError) {
            path = try RegularFile.sideFile(at: storePath + ".lock")
        } catch {
            throw .lockUnavailable(path: error.path, reason: error.reason)
        }
        self.path = path
        var attempts = 0
        while true {
            let descriptor = try Self.openLockFile(path, for: storePath)
            guard HeldFile.lock(descriptor) else {
                let code = errno
                let holder = Self.holder(descriptor)
                close(descriptor)
                if code == EWOULDBLOCK {
                    throw .locked(path: storePath, holder: holder)
                }
                throw .lockUnavailable(path: path, reason: "cannot lock it (\(String(cString: strerror(code))))")
            }
            attempts += 1
            guard HeldFile.isStill(descriptor, at: path) || attempts == 100 else {
                close(descriptor)
                continue
            }
            self.descriptor = descriptor
            break
        }
        // A lock file made before the store's permissions were narrowed takes them now.
        if let mode = RegularFile.mode(of: storePath) { _ = RegularFile.setMode(mode, of: descriptor) }
        // Who holds it, for the message the next opener sees.
        ftruncate(descriptor, 0)
        try? RegularFile.writeAll(Data("\(getpid())\n".utf8), to: descriptor, path: path)
    }

    /// The lock file, made (with the store's directory) when missing, with the snapshot's
    /// permissions; never through a symbolic link.
    private static func openLockFile(_ path: String, for storePath: String) throws(StoreError) -> Int32 {
        let flags = O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC
        let mode = RegularFile.mode(of: storePath) ?? 0o644
        var descriptor = open(path, flags, mode)
        if descriptor < 0 && errno == ENOENT {
            do throws(FileWriteError) {
                try RegularFile.createDirectory(URL(fileURLWithPath: path).deletingLastPathComponent().path, for: storePath)
            } catch {
                throw .lockUnavailable(path: path, reason: error.reason)
            }
            descriptor = open(path, flags, mode)
        }
        if descriptor < 0 && errno == ELOOP {
            throw .lockUnavailable(path: path, reason: RegularFile.linkRefusal)
        }
        guard descriptor >= 0 else {
            throw .lockUnavailable(path: path, reason: "it cannot be opened or made (\(RegularFile.systemReason()))")
        }
        return descriptor
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
