import Foundation
import KhipuInternals

/// Runs programs in a child process — the tool itself, started with the hidden
/// `explore --worker` — so that a domain that traps (a precondition, a force unwrap, an
/// index out of range) ends the child, not the exploration: the parent reads which step
/// the child was on, records a trap there, and starts a new child for what follows. A
/// child silent for `stepTimeout` (a step that never returns: an endless loop in the
/// domain) is killed by a watchdog, and its step is a hang.
///
/// The cost: a process start per job and per trap (tens of milliseconds), and a line
/// written to a pipe before each step.
package final class WorkerEngine: ExploreEngine, @unchecked Sendable {
    private let executable: URL
    private let arguments: [String]
    private let stepTimeout: Duration
    private var process: Process?
    private var input: FileHandle?
    private var output: LineReader?
    private var errors: Pipe?
    private let lock = NSLock()

    /// `arguments`: what starts a worker with the same domain, invariants, steps and seed.
    package init(executable: URL, arguments: [String], stepTimeout: Duration = .seconds(10)) {
        self.executable = executable
        self.arguments = arguments
        self.stepTimeout = stepTimeout
    }

    package func explore(run: Int) async -> RunReport {
        await onOwnThread {
            // Read only if the worker dies: a run that ends says what it ran in its report.
            var announced: [Data] = []
            let answer = self.ask(WorkerProtocol.line("run", run), final: "report") { verb, payload in
                if verb == "step" { announced.append(payload) }
            }
            if case .answered(let payload) = answer {
                let report = WorkerProtocol.decode(RunReport.self, payload) ?? RunReport(run: run)
                self.retireAfter(report.finding)
                return report
            }
            var report = RunReport(run: run)
            // A step announced again under the same index was not sent: the later one ran.
            for step in announced.compactMap(AnnouncedStep.init) {
                report.program = Array(report.program.prefix(step.index)) + [step.step]
            }
            report.finding = answer.finding(at: max(0, report.program.count - 1))
            return report
        }
    }

    package func check(_ program: [ExploreStep]) async -> Finding? {
        await onOwnThread {
            var reached = 0
            let answer = self.ask(WorkerProtocol.line("check", program), final: "checked") { verb, payload in
                if verb == "at", let index = WorkerProtocol.decode(Int.self, payload) { reached = index }
            }
            if case .answered(let payload) = answer {
                let finding = WorkerProtocol.decode(Finding?.self, payload) ?? nil
                self.retireAfter(finding)
                return finding
            }
            return answer.finding(at: reached)
        }
    }

    package func finish() {
        lock.withLock { stop() }
    }

    /// A worker that found a hang itself (work still busy after the quiet timeout) may still
    /// be running that work, a loop that never ends burning a core: the next request gets
    /// a new worker.
    private func retireAfter(_ finding: Finding?) {
        if finding?.kind == .hang { finish() }
    }

    private enum Answer {
        case answered(Data)
        case trapped(String)
        case hung(Duration)

        func finding(at step: Int) -> Finding? {
            switch self {
            case .answered: nil
            case .trapped(let message): Finding(kind: .trap, step: step, details: message)
            case .hung(let timeout):
                Finding(kind: .hang, step: step, details: "the step ran for \(timeout) without returning (an endless loop?); its process was stopped")
            }
        }
    }

    /// Sends one request and reads until its final line; a child that ends first trapped,
    /// one silent for longer than a step may take hung.
    private func ask(_ request: String, final: String, progress: (String, Data) -> Void) -> Answer {
        lock.lock()
        defer { lock.unlock() }
        do {
            if process == nil { try start() }
            try input?.write(contentsOf: Data((request + "\n").utf8))
        } catch {
            return .trapped(ended())
        }
        // The child is not reaped before `ended()`, so its process id names no other.
        // (Never 0: kill(0, …) would signal this whole process group, the explorer included.)
        guard let child = process?.processIdentifier, child > 0 else { return .trapped(ended()) }
        let watchdog = StepWatchdog(timeout: stepTimeout) { kill(child, SIGKILL) }
        defer { watchdog.cancel() }
        while let line = output?.next() {
            watchdog.progressed()
            let (verb, payload) = WorkerProtocol.split(line)
            if verb == final { return .answered(payload) }
            progress(verb, payload)
        }
        if watchdog.fired {
            _ = ended()
            return .hung(stepTimeout)
        }
        return .trapped(ended())
    }

    private func start() throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // A trap's message is what the parent needs, not a symbolicated backtrace, which
        // takes seconds to write.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let input = Pipe.forOneChild()
        let output = Pipe.forOneChild()
        let errors = Pipe.forOneChild()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        self.process = process
        self.input = input.fileHandleForWriting
        self.output = LineReader(output.fileHandleForReading)
        self.errors = errors
    }

    /// The child ended: what it said on its way out (the trap's message), and it is gone.
    private func ended() -> String {
        process?.waitUntilExit()
        let said = errors.map { String(decoding: $0.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) } ?? ""
        let status = process.map { $0.terminationReason == .uncaughtSignal ? "signal \($0.terminationStatus)" : "status \($0.terminationStatus)" } ?? "?"
        stop()
        // The runtime's message ("…: Precondition failed: …", "Fatal error: …"), not the
        // stack frames after it.
        let lines = said.split(separator: "\n").filter { !StackFrameLine.matches($0) }.prefix(3).joined(separator: "\n")
        return "the domain's process ended (\(status))" + (lines.isEmpty ? "" : ":\n" + lines)
    }

    private func stop() {
        try? input?.close()
        if let process, process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        process = nil
        input = nil
        output = nil
        errors = nil
    }

    /// Blocking pipe reads on a thread of their own, not one of the few the tasks share.
    private func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: body()) }
        }
    }
}

/// Lines from a file handle, read as they come.
final class LineReader {
    private let handle: FileHandle
    private var buffer = Data()

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    func next() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                return line
            }
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }
}

/// A line of a stack dump: `28   libswift_Concurrency.so   0x00007f… swift_job_run + 149`.
enum StackFrameLine {
    static func matches(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " }
        guard let first = trimmed.first else { return true }
        return first.isNumber || trimmed.hasPrefix("Stack dump") || trimmed.hasPrefix("Current stack trace") || trimmed.hasPrefix("*** ") || trimmed.hasPrefix("Thread ")
    }
}
