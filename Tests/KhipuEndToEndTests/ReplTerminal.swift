import Foundation
import KhipuInternals
import KhipuTestSupport

/// The real `khipu` in a tmux pane of its own tmux server, typed at as a person would:
/// keys go in with `send-keys`, the screen comes out with `capture-pane`. Waiting polls
/// the screen until the expected text is there, up to a deadline.
final class ReplTerminal {
    static let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static var isAvailable: Bool { tmux != nil }

    enum Failure: Error, CustomStringConvertible {
        case timedOut(waitingFor: String, screen: String)
        case tmuxFailed(String)

        var description: String {
            switch self {
            case .timedOut(let text, let screen): "timed out waiting for \(text.debugDescription); the screen:\n\(screen)"
            case .tmuxFailed(let message): "tmux failed: \(message)"
            }
        }
    }

    let home: TemporaryDirectory
    var historyFile: String { home.url.appendingPathComponent("history").path }
    private let socket: String
    private let server: Process

    /// Starts `khipu ARGUMENTS` with HOME and KHIPU_HISTORY in `home` (a fresh temporary
    /// directory unless given, so that a second terminal can share the first one's).
    init(_ arguments: [String] = [], home: TemporaryDirectory? = nil, environment: [String: String] = [:]) throws {
        guard let tmux = Self.tmux else { throw Failure.tmuxFailed("tmux is not installed") }
        let home = try home ?? TemporaryDirectory()
        self.home = home
        // A tmux server of its own, in the foreground (-D), started before any client: a
        // client that starts a server daemonizes it with the client's inherited file
        // descriptors, and Foundation would wait for the client until the server ends.
        socket = FileManager.default.temporaryDirectory.appendingPathComponent("khipu-tmux-\(UUID().uuidString.prefix(8))").path
        server = Process()
        server.executableURL = URL(fileURLWithPath: tmux)
        server.arguments = ["-S", socket, "-f", "/dev/null", "-D"]
        server.standardInput = FileHandle.nullDevice
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        let deadline = ContinuousClock.now + .seconds(30)
        while !FileManager.default.fileExists(atPath: socket) {
            guard ContinuousClock.now < deadline, server.isRunning else { throw Failure.tmuxFailed("the tmux server did not start") }
            Thread.sleep(forTimeInterval: 0.02)
        }
        var variables = ["HOME": home.url.path, "KHIPU_HISTORY": historyFile, "NO_COLOR": ""]
        variables.merge(environment) { $1 }
        let assignments = variables.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }
        let khipu = ([KhipuProcess.executable.path] + arguments).map(Self.quoted).joined(separator: " ")
        // The pane stays after khipu ends, so that its exit status can be read.
        let command = "cd \(Self.quoted(KhipuProcess.packageRoot.path)) && env \(assignments.joined(separator: " ")) \(khipu); echo \"[exited $?]\"; sleep 600"
        try self.tmux(["new-session", "-d", "-s", "repl", "-x", "200", "-y", "50", command])
    }

    /// Ends the tmux server and khipu with it.
    func close() {
        _ = try? tmux(["kill-server"])
        let deadline = ContinuousClock.now + .seconds(5)
        while server.isRunning, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if server.isRunning { kill(server.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(atPath: socket)
    }

    /// Runs `body` with a terminal and closes it afterwards, whatever happens.
    static func with<Result>(
        _ arguments: [String] = [],
        home: TemporaryDirectory? = nil,
        environment: [String: String] = [:],
        _ body: (ReplTerminal) async throws -> Result
    ) async throws -> Result {
        let terminal = try ReplTerminal(arguments, home: home, environment: environment)
        defer { terminal.close() }
        try await terminal.waitFor("> ")
        return try await body(terminal)
    }

    /// Types text as it is, without pressing Enter.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", "repl", "-l", text])
    }

    /// Presses keys by tmux's names: Enter, Tab, Up, C-c, C-d, C-r.
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "repl"] + keys)
    }

    /// Types a line and presses Enter.
    func enter(_ line: String) throws {
        try type(line)
        try press("Enter")
    }

    /// The pane's text, wrapped lines joined, with the scrollback.
    func screen(escapes: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p", "-J", "-S", "-2000", "-t", "repl"] + (escapes ? ["-e"] : []))
    }

    /// Waits until `text` is on the screen, `count` times or more; returns the screen. It
    /// polls with `Task.sleep`, holding none of the concurrency pool's threads, which the
    /// other tests need meanwhile. The timeout is only a guard against a hang (see
    /// `RunningKhipu.hangGuard`).
    @discardableResult
    func waitFor(_ text: String, count: Int = 1, timeout: Duration = RunningKhipu.hangGuard) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        while true {
            let screen = try screen()
            if screen.components(separatedBy: text).count - 1 >= count { return screen }
            guard ContinuousClock.now < deadline else { throw Failure.timedOut(waitingFor: text, screen: screen) }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// The last line of the screen that is not empty: the prompt and what is typed on it.
    func currentLine() throws -> String {
        try screen().split(separator: "\n").last.map(String.init) ?? ""
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        guard let tmux = Self.tmux else { throw Failure.tmuxFailed("tmux is not installed") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tmux)
        process.arguments = ["-S", socket] + arguments
        let output = Pipe.forOneChild()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else { throw Failure.tmuxFailed("tmux \(arguments.joined(separator: " ")): \(text)") }
        return text
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
