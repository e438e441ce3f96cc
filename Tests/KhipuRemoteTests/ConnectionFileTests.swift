import Counter
import Foundation
import Khipu
import KhipuRemote
import KhipuRemoteProtocol
import Testing

/// The file `khipu attach` finds a running app by: this user's only, gone when the app stops.
@Suite struct ConnectionFileTests {
    /// A fresh runtime directory (not yet made) inside a temporary folder.
    func runtimeDirectory() throws -> (parent: URL, directory: String) {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("khipu-runtime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        return (parent, parent.appendingPathComponent("khipu").path)
    }

    func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test func theServerWritesItsAddressAndTokenForItsUserOnlyAndRemovesThemWhenItStops() async throws {
        let (parent, directory) = try runtimeDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let served = try await KhipuRemoteServerTests().serve(KhipuRemoteServerTests.configuration(token: nil, runtimeDirectory: directory))
        let path = try #require(served.server.connectionFilePath)
        #expect(served.server.attachCommand == "khipu attach")
        #expect(try mode(directory) == 0o700)
        #expect(try mode(path) == 0o600)
        let file = try JSONDecoder().decode(ConnectionFile.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(file.address == "127.0.0.1")
        #expect(file.port == served.server.port)
        #expect(file.token == served.server.token)
        #expect(file.pid == Int(ProcessInfo.processInfo.processIdentifier))
        #expect(file.domain == "counter")
        #expect(file.isAlive)
        #expect(try ConnectionFile.all(in: directory).map { $0.file } == [file])

        await served.server.stop()
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aRuntimeDirectoryOthersMayEnterIsNotUsed() async throws {
        let (parent, directory) = try runtimeDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        let notices = NoticeLog()
        let served = try await KhipuRemoteServerTests().serve(
            KhipuRemoteServerTests.configuration(runtimeDirectory: directory, onNotice: { notices.add($0) }))
        defer { Task { await served.server.stop() } }
        #expect(served.server.connectionFilePath == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
        #expect(notices.all.contains { $0.contains("is open to other users (mode 755)") })
        #expect(served.server.attachCommand == "khipu attach 127.0.0.1:\(served.server.port)")
        #expect(throws: RuntimeDirectoryError.openToOthers(directory, mode: "755")) { _ = try ConnectionFile.all(in: directory) }
    }

    @Test func aLinkInPlaceOfTheRuntimeDirectoryIsNotFollowed() async throws {
        let (parent, directory) = try runtimeDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let elsewhere = parent.appendingPathComponent("elsewhere").path
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        try FileManager.default.createSymbolicLink(atPath: directory, withDestinationPath: elsewhere)
        let served = try await KhipuRemoteServerTests().serve(KhipuRemoteServerTests.configuration(runtimeDirectory: directory))
        defer { Task { await served.server.stop() } }
        #expect(served.server.connectionFilePath == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
    }

    @Test func aFileOfAProcessThatIsGoneIsStale() {
        let file = ConnectionFile(address: "127.0.0.1", port: 1, token: "t", pid: Int(Int32.max), domain: "x", app: "x")
        #expect(!file.isAlive)
        #expect(file.fileName == "x-2147483647-1.json")
        let odd = ConnectionFile(address: "127.0.0.1", port: 1, token: "t", pid: 5, domain: "../a b", app: "x")
        #expect(odd.fileName == "___a_b-5-1.json")
    }
}
