import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be written: the path and the system's own reason.
package struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    package let path: String
    package let reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "cannot write \(path): \(reason)" }
}

/// Whole-file writes that respect the file system, for everything khipu writes: the
/// store, `:save` and `run --junit`.
///
/// - Only regular files are written. A symbolic link is followed to its target, so the
///   target changes and the link stays; a link to a missing file is refused. A directory,
///   a device, a FIFO or a socket is refused, naming what it is.
/// - A write replaces the file atomically: a temporary file in the same directory
///   (`.NAME.UUID.tmp`), flushed to disk, renamed over the target, then the directory
///   flushed. A crash at any instant leaves the old or the new file; the temporary files
///   a crash leaves are found by `isTemporaryFile(named:of:)`.
/// - The file keeps its permissions: the temporary file is created with them (never wider
///   than they are, at any instant), so no one the target's permissions shut out can open
///   it while it is written. A new file gets 0644, narrowed by the umask.
///
/// The files a store makes beside its snapshot (journal, lock) are not links to follow:
/// `sideFile(at:)` refuses one.
package enum RegularFile {
    /// The path of the regular file that writing `path` would change: a symbolic link is
    /// resolved, anything that is not a regular file (nor missing) is refused.
    package static func target(of path: String) throws(FileWriteError) -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return path }
            throw FileWriteError(path: path, reason: systemReason())
        }
        var resolved = path
        if info.st_mode & S_IFMT == S_IFLNK {
            guard let real = realpath(path, nil) else {
                throw FileWriteError(path: path, reason: "it is a symbolic link to a missing file (\(systemReason()))")
            }
            resolved = String(cString: real)
            free(real)
            guard stat(resolved, &info) == 0 else { throw FileWriteError(path: path, reason: systemReason()) }
        }
        if let kind = kindOtherThanRegularFile(info.st_mode) {
            throw FileWriteError(path: path, reason: "it is \(kind), not a regular file")
        }
        return resolved
    }

    /// `path` itself, when it is a regular file or missing; a symbolic link (or anything
    /// else) is refused. For the files a store makes beside its snapshot: anyone who may
    /// write their directory could plant a link there to another of the user's files.
    static func sideFile(at path: String) throws(FileWriteError) -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return path }
            throw FileWriteError(path: path, reason: systemReason())
        }
        if info.st_mode & S_IFMT == S_IFLNK {
            throw FileWriteError(path: path, reason: linkRefusal)
        }
        if let kind = kindOtherThanRegularFile(info.st_mode) {
            throw FileWriteError(path: path, reason: "it is \(kind), not a regular file")
        }
        return path
    }

    /// Why a side file that is a symbolic link is refused, and what to do instead.
    static var linkRefusal: String {
        "it is a symbolic link, and a store follows no link at its journal or lock file (whoever may write the folder could point one at another of your files); remove the link, or link the store file itself: its journal and lock file are kept beside the file it leads to"
    }

    /// The permission bits of the file at `path` (links followed); nil when it has none.
    static func mode(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    /// Gives the open file `descriptor` the permission bits `mode` when it has others: a
    /// file the umask narrowed at creation, or one made before its store's were changed.
    static func setMode(_ mode: mode_t, of descriptor: Int32) -> Bool {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return false }
        return info.st_mode & 0o7777 == mode || fchmod(descriptor, mode) == 0
    }

    /// Replaces the regular file at `path` (see the type's rules) with `data`.
    package static func write(_ data: Data, to path: String, createDirectories: Bool = false) throws(FileWriteError) {
        let target = try target(of: path)
        do throws(FileWriteError) {
            try replace(target, with: data, createDirectories: createDirectories)
        } catch {
            throw FileWriteError(path: path, reason: error.reason)
        }
    }

    /// Whether `name` is a temporary file that `write` makes for the file named `base`
    /// in the same directory; only those are debris a crash can leave.
    package static func isTemporaryFile(named name: String, of base: String) -> Bool {
        let prefix = "." + base + "."
        let suffix = ".tmp"
        guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return false }
        let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
        return UUID(uuidString: String(middle)) != nil
    }

    // MARK: - Below `write`

    /// `target` is already resolved: write a temporary, flush, rename, flush the directory.
    /// `mode`: the new file's permissions; nil keeps the target's.
    static func replace(_ target: String, with data: Data, mode: mode_t? = nil, createDirectories: Bool) throws(FileWriteError) {
        let (temporary, descriptor) = try writeTemporary(data, for: target, mode: mode, createDirectories: createDirectories)
        let closed = close(descriptor)
        guard closed == 0, rename(temporary, target) == 0 else {
            let reason = systemReason()
            unlink(temporary)
            throw FileWriteError(path: target, reason: reason)
        }
        syncDirectory(URL(fileURLWithPath: target).deletingLastPathComponent().path)
    }

    /// A temporary file beside `target` (`.NAME.UUID.tmp`) holding `data`, flushed, with
    /// `mode` (nil: the target's permissions, or 0644 narrowed by the umask for a new
    /// file), still open for reading and writing; nothing is left behind when it fails.
    ///
    /// The file is created with its permissions (`O_EXCL | O_NOFOLLOW`: never through a
    /// link), so it is never readable by anyone they shut out. Where the umask narrowed
    /// them, they are set to `mode` after: widened to what the file is meant to have.
    static func writeTemporary(_ data: Data, for target: String, mode: mode_t? = nil, createDirectories: Bool) throws(FileWriteError) -> (path: String, descriptor: Int32) {
        let url = URL(fileURLWithPath: target)
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/." + url.lastPathComponent + "." + UUID().uuidString + ".tmp"
        let kept = mode ?? Self.mode(of: target)
        let flags = O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC

        var descriptor = open(temporary, flags, kept ?? 0o644)
        if descriptor < 0 && errno == ENOENT && createDirectories {
            try createDirectory(directory, for: target)
            descriptor = open(temporary, flags, kept ?? 0o644)
        }
        guard descriptor >= 0 else { throw FileWriteError(path: target, reason: cannotCreate(in: directory)) }

        do throws(FileWriteError) {
            if let kept, !setMode(kept, of: descriptor) {
                throw FileWriteError(path: target, reason: systemReason())
            }
            try writeAll(data, to: descriptor, path: target)
            guard fsync(descriptor) == 0 else { throw FileWriteError(path: target, reason: systemReason()) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        return (temporary, descriptor)
    }

    /// Writes all of `data` at the descriptor's position, retrying short writes.
    static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(FileWriteError) {
        let failure: Int32? = data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return written < 0 ? errno : EIO
                }
            }
            return nil
        }
        if let failure {
            throw FileWriteError(path: path, reason: String(cString: strerror(failure)))
        }
    }

    /// The bytes of the regular file at `path`, or nil when there is none. `describe`
    /// turns a failure's reason into the caller's error. `followingLinks: false` refuses a symbolic link at `path` (a store's journal).
    package static func read(_ path: String, followingLinks: Bool = true) throws(FileWriteError) -> Data? {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else {
            if errno == ENOENT { return nil }
            throw FileWriteError(path: path, reason: systemReason())
        }
        if info.st_mode & S_IFMT == S_IFLNK { throw FileWriteError(path: path, reason: linkRefusal) }
        if let kind = kindOtherThanRegularFile(info.st_mode) {
            throw FileWriteError(path: path, reason: "it is \(kind), not a regular file")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else {
            throw FileWriteError(path: path, reason: errno == ELOOP ? linkRefusal : systemReason())
        }
        defer { close(descriptor) }
        // Sized once: a large file is not copied as the buffer grows.
        var data = Data(capacity: Int(info.st_size) + 1)
        var buffer = [UInt8](repeating: 0, count: 256 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count == 0 {
                return data
            } else if errno != EINTR {
                throw FileWriteError(path: path, reason: systemReason())
            }
        }
    }

    /// Best effort: makes a rename durable; some file systems refuse it.
    static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    static func createDirectory(_ directory: String, for path: String) throws(FileWriteError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw FileWriteError(path: path, reason: "cannot create the directory \(directory) (\((error as NSError).localizedFailureReason ?? error.localizedDescription))")
        }
    }

    static func systemReason() -> String {
        String(cString: strerror(errno))
    }

    /// What a file that is not regular is, in words; nil for a regular file.
    static func kindOtherThanRegularFile(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    /// Why no temporary file could be made in `directory`, in the words of the real cause:
    /// `/proc` answers "No such file or directory" for a directory that exists.
    private static func cannotCreate(in directory: String) -> String {
        let code = errno
        var info = stat()
        if code == ENOENT, stat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            return "the file system of \(directory) does not allow creating files there"
        }
        if code == ENOENT {
            return "the directory \(directory) does not exist"
        }
        return "cannot create a file in \(directory) (\(String(cString: strerror(code))))"
    }
}

// At file scope, so that `read`, `write` and `close` mean the system calls, not methods.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
