import Foundation

/// `khipu attach` running with piped standard input that the test writes line by line,
/// its output read as it comes.
final class AttachedKhipu: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private var printed = ""

    /// `khipu attach` alone: it finds the server through its connection file.
    init(_ server: RunningServer, arguments: [String] = []) throws {
        process.executableURL = URL(fileURLWithPath: RunningServer.khipu)
        process.arguments = ["attach"] + arguments
        process.environment = server.environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.printed += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    var text: String { lock.withLock { printed } }

    func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Waits (at most `seconds`) until the output contains `fragment`.
    @discardableResult
    func waitFor(_ fragment: String, seconds: Double = 20) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while Date() < deadline {
            if text.contains(fragment) { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return text.contains(fragment)
    }

    /// Closes its input and waits for it to end; its exit status.
    func finish() -> Int32 {
        try? input.fileHandleForWriting.close()
        let deadline = Date(timeIntervalSinceNow: 20)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
        return process.terminationStatus
    }
}
