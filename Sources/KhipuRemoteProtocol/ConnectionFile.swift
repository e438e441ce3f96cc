import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a running app writes for `khipu attach` to find it: where it listens and the
/// token, in a file only its user can read (mode 0600 in the 0700 `RuntimeDirectory`),
/// so the token never has to be typed on a command line, where every local user could
/// read it in the process list.
public struct ConnectionFile: Codable, Equatable, Sendable {
    /// The address a client on this host connects to.
    public var address: String
    public var port: Int
    public var token: String
    /// The app's process: a file whose process is gone is stale and skipped.
    public var pid: Int
    /// The served domain's name, e.g. `todos`.
    public var domain: String
    /// The app's executable name, e.g. `todos-server`.
    public var app: String
    /// The attach protocol's version the app speaks.
    public var version: Int

    public init(address: String, port: Int, token: String, pid: Int, domain: String, app: String, version: Int = RemoteProtocol.version) {
        self.address = address
        self.port = port
        self.token = token
        self.pid = pid
        self.domain = domain
        self.app = app
        self.version = version
    }

    /// `todos-4242-7010.json`: one file per server, however many an app runs.
    public var fileName: String {
        let safe = String(domain.unicodeScalars.map { scalar -> Character in
            CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_" ? Character(scalar) : "_"
        }.prefix(64))
        return "\(safe.isEmpty ? "app" : safe)-\(pid)-\(port).json"
    }

    /// The address as `khipu attach` takes it: `127.0.0.1:7010`, `[::1]:7010`.
    public var shownAddress: String {
        address.contains(":") ? "[\(address)]:\(port)" : "\(address):\(port)"
    }

    /// Whether the process that wrote it still runs.
    public var isAlive: Bool {
        guard pid > 0, pid <= Int(Int32.max) else { return false }
        return kill(pid_t(pid), 0) == 0 || errno == EPERM
    }

    /// Whether the system says no process has this pid (`kill(pid, 0)` fails with ESRCH):
    /// the app is gone for sure, and its file may go. A pid out of range names no process either.
    public var processIsGone: Bool {
        guard pid > 0, pid <= Int(Int32.max) else { return true }
        return kill(pid_t(pid), 0) != 0 && errno == ESRCH
    }

    /// Writes the file into `directory` (made and checked first) with mode 0600 from its
    /// creation, through a temporary name, so a reader never sees half of it. Returns its path.
    public func write(into directory: String) throws -> String {
        try RuntimeDirectory.prepare(directory)
        let path = (directory as NSString).appendingPathComponent(fileName)
        let temporary = path + ".\(UUID().uuidString).tmp"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let bytes = Array(try encoder.encode(self)) + [UInt8(ascii: "\n")]
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw ConnectionFileError.cannotWrite(temporary, reason: String(cString: strerror(errno))) }
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                unlink(temporary)
                throw ConnectionFileError.cannotWrite(temporary, reason: reason)
            }
            written += result
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw ConnectionFileError.cannotWrite(path, reason: reason)
        }
        return path
    }

    /// The connection files in `directory` that parse, with their paths, oldest first;
    /// none when the directory is missing. A directory that is not this user's alone is an
    /// error (its files could have been planted); a file that is not a regular file of
    /// this user's is skipped.
    public static func all(in directory: String) throws(RuntimeDirectoryError) -> [(path: String, file: ConnectionFile)] {
        var status = stat()
        guard lstat(directory, &status) == 0 else { return [] }
        try RuntimeDirectory.check(directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var found: [(path: String, file: ConnectionFile, modified: Int)] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let file = read(path) else { continue }
            var fileStatus = stat()
            _ = lstat(path, &fileStatus)
            #if canImport(Darwin)
            let modified = Int(fileStatus.st_mtimespec.tv_sec)
            #else
            let modified = Int(fileStatus.st_mtim.tv_sec)
            #endif
            found.append((path, file, modified))
        }
        return found.sorted { $0.modified < $1.modified }.map { ($0.path, $0.file) }
    }

    /// The file at `path` if it is a regular file of this user's, small, and a connection file.
    static func read(_ path: String) -> ConnectionFile? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_uid == geteuid(),
            status.st_size <= 64 << 10
        else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        let count = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
        guard count == bytes.count else { return nil }
        return try? JSONDecoder().decode(ConnectionFile.self, from: Data(bytes))
    }
}

public enum ConnectionFileError: Error, CustomStringConvertible {
    case cannotWrite(String, reason: String)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason): "cannot write the connection file \(path): \(reason)"
        }
    }
}
