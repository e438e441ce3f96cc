import Foundation

/// A `todos-server` started on free loopback ports, read until it printed its two lines.
/// Its connection file goes into a runtime directory of its own (`XDG_RUNTIME_DIR`), which
/// the `khipu attach` of the tests is given too: no other app running on this host is seen.
final class RunningServer: @unchecked Sendable {
    let process = Process()
    let httpURL: String
    let attachLine: String
    /// `XDG_RUNTIME_DIR` of this server and its clients; its `khipu` folder holds the connection file.
    let runtimeDirectory: URL
    private let output: Pipe

    static var buildDirectory: URL {
        if let directory = ProcessInfo.processInfo.environment["TODOS_SERVER_BIN"] { return URL(fileURLWithPath: directory) }
        // Tests/TodosServerTests/RunningServer.swift → the package, then its debug products.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return package.appendingPathComponent(".build/debug")
    }

    static var khipu: String {
        ProcessInfo.processInfo.environment["KHIPU_BINARY"] ?? buildDirectory.appendingPathComponent("khipu").path
    }

    /// `runtimeDirectory`: share one with another server (nil: a new one).
    init(runtimeDirectory shared: URL? = nil) throws {
        runtimeDirectory = try shared ?? Self.makeRuntimeDirectory()
        process.executableURL = Self.buildDirectory.appendingPathComponent("todos-server")
        process.arguments = ["--http-port", "0", "--khipu-port", "0"]
        process.environment = Self.environment(runtimeDirectory: runtimeDirectory)
        output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var lines: [String] = []
        let reader = output.fileHandleForReading
        var buffer = Data()
        let deadline = Date(timeIntervalSinceNow: 60)
        while lines.filter({ $0.hasPrefix("http://") || $0.hasPrefix("khipu attach") }).count < 2 {
            guard Date() < deadline else { throw ServerError.notListening(lines) }
            let chunk = reader.availableData
            guard !chunk.isEmpty else { throw ServerError.notListening(lines) }
            buffer.append(chunk)
            lines = String(decoding: buffer, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        httpURL = lines.first { $0.hasPrefix("http://") }!
        attachLine = lines.first { $0.hasPrefix("khipu attach") }!
    }

    static func makeRuntimeDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("todos-runtime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return directory
    }

    /// This process's environment with the runtime directory, and no token of the caller's.
    static func environment(runtimeDirectory: URL, extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory.path
        environment["KHIPU_REMOTE_TOKEN"] = nil
        environment["KHIPU_ATTACH_TOKEN"] = nil
        return environment.merging(extra) { _, new in new }
    }

    var environment: [String: String] { Self.environment(runtimeDirectory: runtimeDirectory) }

    /// The connection files in the runtime directory.
    var connectionFiles: [URL] {
        let folder = runtimeDirectory.appendingPathComponent("khipu")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).map { folder.appendingPathComponent($0) }
    }

    /// What the connection file says: address, port, token, pid, domain.
    func connection() throws -> [String: Any] {
        let pid = String(process.processIdentifier)
        guard let file = connectionFiles.first(where: { $0.lastPathComponent.contains("-\(pid)-") }),
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        else { throw ServerError.notListening(connectionFiles.map(\.path)) }
        return object
    }

    /// `127.0.0.1:PORT` of the attach endpoint.
    func attachAddress() throws -> String {
        let connection = try connection()
        return "\(connection["address"] as? String ?? ""):\(connection["port"] as? Int ?? 0)"
    }

    var isRunning: Bool { process.isRunning }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: runtimeDirectory)
    }

    enum ServerError: Error {
        case notListening([String])
        case http(String)
    }

    // MARK: - HTTP, through curl: loopback only, each request bounded in time.

    func post(title: String) throws -> Int {
        let body = String(decoding: try JSONEncoder().encode(["title": title]), as: UTF8.self)
        let result = try Command.run("/usr/bin/curl", ["-s", "-o", "/dev/null", "-w", "%{http_code}", "--max-time", "10",
            "-H", "Content-Type: application/json", "-d", body, httpURL + "/todos"])
        return Int(result.output) ?? 0
    }

    func titles() throws -> [String] {
        let result = try Command.run("/usr/bin/curl", ["-s", "--max-time", "10", httpURL + "/todos"])
        struct Item: Decodable { let title: String }
        guard let items = try? JSONDecoder().decode([Item].self, from: Data(result.output.utf8)) else { throw ServerError.http(result.output) }
        return items.map(\.title)
    }
}

/// A finished command: its status and what it printed.
struct Command {
    let status: Int32
    let output: String
    let errors: String

    static func run(
        _ executable: String, _ arguments: [String], input: String? = nil, environment: [String: String]? = nil, timeout: TimeInterval = 60
    ) throws -> Command {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe(), errors = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput
        try process.run()
        if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
        try? standardInput.fileHandleForWriting.close()
        let killer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: killer)
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complained = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        killer.cancel()
        return Command(status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self), errors: String(decoding: complained, as: UTF8.self))
    }
}
