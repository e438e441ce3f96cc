import Foundation
import KhipuRemote
import KhipuTestSupport
import Testing

/// A served app killed with SIGTERM or SIGINT leaves no connection file: a real child
/// process (this test binary, running only `servesUntilASignalInAChild`) serves the Counter
/// domain until the signal ends it.
@Suite struct ConnectionFileSignalTests {
    static let childVariable = "KHIPU_TEST_SERVE_UNTIL_SIGNAL"

    /// Does nothing in the test run itself; in the child it serves until a signal ends it.
    @Test func servesUntilASignalInAChild() async throws {
        guard let directory = ProcessInfo.processInfo.environment[Self.childVariable] else { return }
        _ = try await KhipuRemoteServerTests().serve(KhipuRemoteServerTests.configuration(runtimeDirectory: directory))
        while true { try await Task.sleep(for: .seconds(3600)) }
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalEndsTheAppAndItsConnectionFile(signal: Int32) async throws {
        let temporary = try TemporaryDirectory()
        let directory = temporary.path("khipu")
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        child.arguments = ["--testing-library", "swift-testing", "--filter", "servesUntilASignalInAChild"]
        child.environment = ProcessInfo.processInfo.environment.merging([Self.childVariable: directory]) { _, new in new }
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        let ended = AsyncStream<Void>.makeStream()
        child.terminationHandler = { _ in ended.continuation.yield() }
        try child.run()
        // Waits for the file, polling without holding a thread; the bound only guards against a hang.
        var files: [String] = []
        for _ in 0..<30_000 where child.isRunning {
            files = (try? FileManager.default.contentsOfDirectory(atPath: directory))?.filter { $0.hasSuffix(".json") } ?? []
            if !files.isEmpty { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        try #require(files.count == 1, "the child wrote no connection file")
        #expect(files[0].contains("-\(child.processIdentifier)-"))

        kill(child.processIdentifier, signal)
        for await _ in ended.stream { break }
        #expect(child.terminationReason == .uncaughtSignal && child.terminationStatus == signal)
        let left = (try? FileManager.default.contentsOfDirectory(atPath: directory))?.filter { $0.hasSuffix(".json") } ?? []
        #expect(left.isEmpty, "\(left)")
    }
}
