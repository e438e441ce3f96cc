import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file behind a file store, read and written with POSIX calls so that every failure
/// carries the system's own reason and a write can be made crash-safe.
struct StoreFile: Sendable {
    /// Absolute path of the regular file the state lives in (a symbolic link is followed
    /// once, at creation, so that saving updates the linked file instead of the link).
    let path: String

    init(url: URL) throws(StoreError) {
        let path = url.standardizedFileURL.path
        var info = stat()
        guard lstat(path, &info) == 0, Self.isSymbolicLink(info.st_mode) else {
            self.path = path
            return
        }
        guard let resolved = realpath(path, nil) else {
            throw .unreadable(path: path, reason: "it is a symbolic link to a missing file (\(Self.systemReason()))")
        }
        defer { free(resolved) }
        self.path = String(cString: resolved)
    }

    /// The file's bytes, or nil when there is no file yet.
    func read() throws(StoreError) -> Data? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw .unreadable(path: path, reason: Self.systemReason())
        }
        if Self.isDirectory(info.st_mode) {
            throw .unreadable(path: path, reason: "it is a directory")
        }
        guard Self.isRegularFile(info.st_mode) else {
            throw .unreadable(path: path, reason: "it is not a regular file")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: Self.systemReason()) }
        defer { close(descriptor) }

        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count == 0 {
                return data
            } else if errno != EINTR {
                throw .unreadable(path: path, reason: Self.systemReason())
            }
        }
    }

    /// Replaces the file with `data` so that a crash at any instant leaves either the old
    /// or the new file: write a temporary file in the same directory, flush it to disk,
    /// rename it over the old one, then flush the directory entry.
    func writeAtomically(_ data: Data) throws(StoreError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporaryPath = directory + "/." + url.lastPathComponent + "." + UUID().uuidString + ".tmp"

        var descriptor = openNewFile(temporaryPath)
        if descriptor < 0 && errno == ENOENT {
            try createDirectory(directory)
            descriptor = openNewFile(temporaryPath)
        }
        guard descriptor >= 0 else { throw .unwritable(path: path, reason: Self.systemReason()) }

        do throws(StoreError) {
            try keepPermissionsOfExistingFile(on: descriptor)
            try write(data, to: descriptor)
            guard fsync(descriptor) == 0 else { throw .unwritable(path: path, reason: Self.systemReason()) }
            guard close(descriptor) == 0 else {
                descriptor = -1
                throw .unwritable(path: path, reason: Self.systemReason())
            }
            descriptor = -1
            guard rename(temporaryPath, path) == 0 else { throw .unwritable(path: path, reason: Self.systemReason()) }
        } catch {
            if descriptor >= 0 { close(descriptor) }
            unlink(temporaryPath)
            throw error
        }
        syncDirectory(directory)
    }

    /// Deletes the file; a file that is already gone is not an error.
    func delete() throws(StoreError) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw .undeletable(path: path, reason: Self.systemReason())
        }
    }

    // MARK: - Helpers

    private func openNewFile(_ path: String) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    }

    private func createDirectory(_ directory: String) throws(StoreError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: path, reason: "cannot create the directory \(directory) (\(error.localizedDescription))")
        }
    }

    private func keepPermissionsOfExistingFile(on descriptor: Int32) throws(StoreError) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        guard fchmod(descriptor, info.st_mode & 0o7777) == 0 else {
            throw .unwritable(path: path, reason: Self.systemReason())
        }
    }

    private func write(_ data: Data, to descriptor: Int32) throws(StoreError) {
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
            throw .unwritable(path: path, reason: String(cString: strerror(failure)))
        }
    }

    /// Best effort: makes the rename itself durable; some file systems refuse it.
    private func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }

    private static func isSymbolicLink(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFLNK }
    private static func isDirectory(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFDIR }
    private static func isRegularFile(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFREG }
}

// At file scope, so that `read` and `write` mean the system calls and not the methods above.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
