import Foundation
import KhipuInternals

/// Runs the built `khipu` binary, as a user would, and collects what it printed.
struct KhipuProcess {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String

        var output: String { stdout + stderr }
        var lastLine: String {
            stdout.split(separator: "\n").last.map(String.init) ?? ""
        }
    }

    static var executable: URL { executable(named: "khipu") }

    /// A product of this package: the test bundle sits next to them in .build/<configuration>/.
    static func executable(named name: String) -> URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = bundle.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path), directory.path != "/" {
            directory = directory.deletingLastPathComponent()
        }
        return directory.appendingPathComponent(name)
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Runs the tool to its end, waiting for it on a thread of its own (`onOwnThread`).
    static func run(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:], tool: String = "khipu") async throws -> Result {
        try await onOwnThread { try runBlocking(arguments, stdin: stdin, environment: environment, tool: tool) }
    }

    static func run(_ arguments: [String], stdin: String) async throws -> Result {
        try await run(arguments, stdin: Data(stdin.utf8))
    }

    private static func runBlocking(_ arguments: [String], stdin: Data?, environment: [String: String], tool: String) throws -> Result {
        let process = Process()
        process.executableURL = executable(named: tool)
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe.forOneChild()
        let err = Pipe.forOneChild()
        let input = Pipe.forOneChild()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        // Read both pipes while the process runs, so that a large output cannot block it.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async { outData = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { errData = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        group.wait()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self)
        )
    }

}
