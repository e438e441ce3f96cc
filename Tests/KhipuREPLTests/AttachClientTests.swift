import Foundation
import KhipuDSL
import KhipuRemoteProtocol
import Testing
@testable import KhipuREPL

/// What `khipu attach` reads before it attaches.
@Suite("khipu attach: addresses")
struct AttachClientTests {
    @Test func readsAddresses() throws {
        for (written, host, port) in [("7010", "127.0.0.1", 7010), ("localhost:7010", "localhost", 7010), ("[::1]:7010", "::1", 7010)] {
            let parsed = try RemoteConnection.parse(written)
            #expect(parsed.host == host && parsed.port == port)
        }
        #expect(throws: AttachError.badAddress("nope")) { try RemoteConnection.parse("nope") }
        #expect(throws: AttachError.badAddress("1:99999")) { try RemoteConnection.parse("1:99999") }
    }
}

/// A connection file left by an app that is gone (killed with SIGKILL, crashed) is skipped
/// by `khipu attach` and removed; a running app's file stays.
@Suite struct StaleConnectionFileTests {
    @Test func theFileOfAProcessThatIsGoneIsRemovedAndTheRunningOnesKept() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("khipu-stale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: base) }
        let directory = base.appendingPathComponent("khipu").path
        // A pid that is gone: a child that ran and was waited for.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let gone = ConnectionFile(address: "127.0.0.1", port: 7010, token: "t", pid: Int(child.processIdentifier), domain: "gone", app: "gone-app")
        let running = ConnectionFile(
            address: "127.0.0.1", port: 7011, token: "u", pid: Int(ProcessInfo.processInfo.processIdentifier), domain: "live", app: "live-app")
        let stale = try gone.write(into: directory)
        let kept = try running.write(into: directory)
        #expect(gone.processIsGone && !running.processIsGone)

        let target = try AttachTarget.resolve(address: nil, token: nil, app: nil, environment: ["XDG_RUNTIME_DIR": base.path])
        #expect(target.port == 7011 && target.app?.domain == "live")
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: kept))
    }
}
