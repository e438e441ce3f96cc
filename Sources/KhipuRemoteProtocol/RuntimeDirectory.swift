import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the runtime directory cannot hold a connection file.
public enum RuntimeDirectoryError: Error, Equatable, CustomStringConvertible {
    case cannotCreate(String, reason: String)
    case notADirectory(String)
    case notOwned(String)
    case openToOthers(String, mode: String)

    public var description: String {
        switch self {
        case .cannotCreate(let path, let reason): "cannot create \(path): \(reason)"
        case .notADirectory(let path): "\(path) is not a directory (a link or a file is never followed here)"
        case .notOwned(let path): "\(path) belongs to another user"
        case .openToOthers(let path, let mode):
            "\(path) is open to other users (mode \(mode)); it must be 0700: chmod 700 \(path)"
        }
    }
}

/// The per-user directory that holds the connection files of running apps: readable by
/// this user only, so the tokens in it are too (as Jupyter keeps its kernels' files).
///
/// `$XDG_RUNTIME_DIR/khipu` where that is set (Linux sessions); on macOS `$TMPDIR/khipu`
/// (a per-user folder there); else `/tmp/khipu-UID`. The directory is made 0700 and,
/// whoever made it, used only while it is a real directory of this user's that no one
/// else may enter.
public enum RuntimeDirectory {
    public static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/"), isDirectory(runtime) {
            return (runtime as NSString).appendingPathComponent("khipu")
        }
        #if os(macOS)
        if let temporary = environment["TMPDIR"], temporary.hasPrefix("/"), isDirectory(temporary) {
            return (temporary as NSString).appendingPathComponent("khipu")
        }
        #endif
        return "/tmp/khipu-\(geteuid())"
    }

    /// Makes the directory if it is missing, then checks it.
    public static func prepare(_ path: String) throws(RuntimeDirectoryError) {
        if mkdir(path, 0o700) != 0 && errno != EEXIST {
            throw .cannotCreate(path, reason: String(cString: strerror(errno)))
        }
        try check(path)
    }

    /// A real directory (not a link), this user's, closed to group and others.
    public static func check(_ path: String) throws(RuntimeDirectoryError) {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { throw .notADirectory(path) }
        guard status.st_uid == geteuid() else { throw .notOwned(path) }
        guard status.st_mode & 0o077 == 0 else { throw .openToOthers(path, mode: String(status.st_mode & 0o777, radix: 8)) }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
