import Foundation
import KhipuInternals

/// A `khipu` process driven through pipes while it runs: lines written to it, its output
/// collected as it comes, stopped with a signal or by closing its input.
final class RunningKhipu: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe.forOneChild()
    private let output = Pipe.forOneChild()
    private let errors = Pipe.forOneChild()
    private let lock = NSLock()
    private var collected = Data()
    private var collectedErrors = Data()
    private let finished = DispatchGroup()
    private let feeding = DispatchGroup()

    /// Runs `khipu` with `arguments`, or `executable` with `arguments` when given (a shell
    /// that sets limits, then runs khipu).
    init(_ arguments: [String], executable: URL? = nil) throws {
        // A write to a process that was killed must fail, not kill the tests.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = executable ?? KhipuProcess.executable
        process.arguments = arguments
        process.currentDirectoryURL = KhipuProcess.packageRoot
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        for (pipe, isError) in [(output, false), (errors, true)] {
            finished.enter()
            DispatchQueue.global().async { [self] in
                let handle = pipe.fileHandleForReading
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    lock.withLock {
                        if isError { collectedErrors.append(chunk) } else { collected.append(chunk) }
                    }
                }
                finished.leave()
            }
        }
    }

    /// Writes `text`; false once the process stopped reading.
    @discardableResult
    func send(_ text: String) -> Bool {
        do {
            try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
            return true
        } catch {
            return false
        }
    }

    /// Writes `line(0)`, `line(1)`, … from another thread until `count` or until the
    /// process stops reading.
    func feed(count: Int, _ line: @escaping @Sendable (Int) -> String) {
        feeding.enter()
        DispatchQueue.global().async { [self] in
            for index in 0..<count where !send(line(index)) { break }
            feeding.leave()
        }
    }

    var stdout: String { lock.withLock { String(decoding: collected, as: UTF8.self) } }
    var stderr: String { lock.withLock { String(decoding: collectedErrors, as: UTF8.self) } }
    var isRunning: Bool { process.isRunning }

    static let hangGuard: Duration = .seconds(300)

    /// Waits (polling, at most `limit`) until the output contains `text`. It polls with
    /// `Task.sleep`, so it holds none of the concurrency pool's threads, which other tests
    /// (and an app served in this process) need meanwhile. The limit is only a guard against
    /// a hang: on a busy machine, with many tests' processes beside this one, an answer may
    /// take far longer than it does alone, and the verdict must not depend on it.
    func output(containing text: String, limit: Duration = RunningKhipu.hangGuard) async -> Bool {
        await wait(until: { $0.stdout.contains(text) }, limit: limit)
    }

    /// `output(containing:limit:)` on standard error.
    func errors(containing text: String, limit: Duration = RunningKhipu.hangGuard) async -> Bool {
        await wait(until: { $0.stderr.contains(text) }, limit: limit)
    }

    private func wait(until found: (RunningKhipu) -> Bool, limit: Duration) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while clock.now < deadline {
            if found(self) { return true }
            if !process.isRunning { return found(self) }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    /// Waits for what is being fed, closes the input and waits for the process to end, on
    /// a thread of its own (`onOwnThread`); its exit status.
    func finished() async -> Int32 {
        await onOwnThread { self.finish() }
    }

    func kill() {
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        feeding.wait()
        finished.wait()
        try? input.fileHandleForWriting.close()
    }

    private func finish() -> Int32 {
        feeding.wait()
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        finished.wait()
        return process.terminationStatus
    }
}
