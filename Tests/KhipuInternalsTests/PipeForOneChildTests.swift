import Foundation
import KhipuInternals
import Testing

@Suite("A pipe for one child process")
struct PipeForOneChildTests {
    @Test("its child writes through it, and the reader sees the end when that child is gone")
    func carriesAChildsOutput() throws {
        let output = Pipe.forOneChild()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "echo from the child"]
        process.standardOutput = output
        try process.run()
        let read = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(String(decoding: read, as: UTF8.self) == "from the child\n")
    }

    /// A process started with no care for descriptors (`posix_spawn` without file actions,
    /// as a library or `Process` in a race with this thread may start one) keeps every
    /// descriptor not marked close-on-exec. It must not keep this pipe's write end: the
    /// reader would wait for it to exit.
    @Test("a process started meanwhile does not hold its write end open")
    func notInheritedByAnotherProcess() throws {
        let output = Pipe.forOneChild()
        let bystander = try Self.spawnKeepingDescriptors(["/bin/sleep", "30"])
        try output.fileHandleForWriting.close()
        // Ends at once here; with a descriptor the bystander inherited, only in 30 seconds,
        // when it exits by itself rather than by the signal below.
        #expect(output.fileHandleForReading.readDataToEndOfFile().isEmpty)
        kill(bystander, SIGKILL)
        var status: Int32 = 0
        waitpid(bystander, &status, 0)
        #expect(status & 0x7F == SIGKILL, "the end of the pipe came only when the bystander exited")
    }

    private static func spawnKeepingDescriptors(_ arguments: [String]) throws -> pid_t {
        var pid = pid_t()
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let status = posix_spawn(&pid, arguments[0], nil, nil, argv, environ)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
        return pid
    }
}
