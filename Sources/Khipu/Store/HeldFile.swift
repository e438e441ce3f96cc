import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A store's snapshot, open and locked (`flock`) for as long as the store that writes it
/// is open: the lock that holds whatever happens to `PATH.lock`.
///
/// `PATH.lock` is a side file, so deleting or replacing it lets a second store lock a
/// new one, and a store reached by another path (a hard link) locks another one. The
/// snapshot is the store's data itself, and it is locked in every form it takes:
///
/// - opening locks the file at the path, then checks that the path still leads to the
///   very file it locked (the same device and inode), trying again when it was replaced
///   meanwhile; a file another store holds refuses the opener;
/// - a new snapshot is locked before it is renamed into place, and the old one is let go
///   only after, so the file at the path is held at every instant by the one store that
///   writes it;
/// - where there is no snapshot yet, the first one is linked into place (`link` fails if
///   a file appeared there), so of two stores that both found none, only one writes.
///
/// The same rule SQLite follows: the lock lives on the file the data is in.
final class HeldFile {
    let path: String
    /// Open and locked until `release`; -1 after.
    private var descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        release()
    }

    /// The file now at `path`, locked; nil when there is none. Throws `.locked` (naming
    /// `store`) when another store holds it.
    static func claim(_ path: String, of store: String) throws(StoreError) -> HeldFile? {
        // Each try loses only to a rename between opening and checking: a writer that
        // replaces the file as often as this tries is not one store.
        for _ in 0..<100 {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                if errno == ENOENT { return nil }
                throw .unreadable(path: path, reason: RegularFile.systemReason())
            }
            guard lock(descriptor) else {
                let code = errno
                _ = systemClose(descriptor)
                if code == EWOULDBLOCK { throw .locked(path: store, holder: nil) }
                throw .unreadable(path: path, reason: "cannot lock it (\(String(cString: strerror(code))))")
            }
            if isStill(descriptor, at: path) { return HeldFile(path: path, descriptor: descriptor) }
            _ = systemClose(descriptor)
        }
        throw .unreadable(path: path, reason: "it was replaced again and again while it was being opened")
    }

    /// Writes `data` as the file at `path`, locked from before it appears there: replacing
    /// `held` (which the caller then releases), or where none was held, only if no file is
    /// there (one another store put there since is left alone, and this fails).
    static func install(_ data: Data, at path: String, replacing held: HeldFile?, createDirectories: Bool) throws(FileWriteError) -> HeldFile {
        let (temporary, descriptor) = try RegularFile.writeTemporary(data, for: path, createDirectories: createDirectories)
        var installed = false
        defer {
            if !installed {
                _ = systemClose(descriptor)
                unlink(temporary)
            }
        }
        // A new file: no one else can hold it yet.
        guard lock(descriptor) else { throw FileWriteError(path: path, reason: "cannot lock it (\(RegularFile.systemReason()))") }
        if held != nil {
            guard rename(temporary, path) == 0 else { throw FileWriteError(path: path, reason: RegularFile.systemReason()) }
        } else {
            if link(temporary, path) == 0 {
                unlink(temporary)
            } else if linksAreUnsupported(errno) && access(path, F_OK) != 0 && rename(temporary, path) == 0 {
                // Installed the one way this file system allows.
            } else if errno == EEXIST || access(path, F_OK) == 0 {
                throw FileWriteError(path: path, reason: "another session made it since this one opened the store, and that session is its one writer; this one writes nothing (open the store again)")
            } else {
                throw FileWriteError(path: path, reason: RegularFile.systemReason())
            }
        }
        installed = true
        RegularFile.syncDirectory(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        return HeldFile(path: path, descriptor: descriptor)
    }

    /// Unlocks and closes. Unlocked first: a child forked by another thread shares the
    /// descriptor until it execs, and closing alone would leave the lock held through it.
    func release() {
        guard descriptor >= 0 else { return }
        _ = flock(descriptor, LOCK_UN)
        _ = systemClose(descriptor)
        descriptor = -1
    }

    /// An exclusive `flock` without waiting; false with `errno` set when it is not taken.
    static func lock(_ descriptor: Int32) -> Bool {
        var result: Int32
        repeat { result = flock(descriptor, LOCK_EX | LOCK_NB) } while result != 0 && errno == EINTR
        return result == 0
    }

    /// A file system without hard links (some FUSE ones) gets a rename where nothing is:
    /// a check and a rename, not one step, the best it allows.
    private static func linksAreUnsupported(_ code: Int32) -> Bool {
        [EPERM, ENOTSUP, EOPNOTSUPP, ENOSYS, EMLINK].contains(code)
    }

    /// Whether `path` still leads to the file open at `descriptor`.
    static func isStill(_ descriptor: Int32, at path: String) -> Bool {
        var open = stat()
        var atPath = stat()
        return fstat(descriptor, &open) == 0 && stat(path, &atPath) == 0 && open.st_dev == atPath.st_dev && open.st_ino == atPath.st_ino
    }
}
