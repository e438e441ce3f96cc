import Foundation
import Testing

/// `khipu attach` alone finds the example through the connection file it wrote: no token
/// on any command line, a file only its user can read, gone when the server stops.
@Suite(.serialized)
struct ConnectionFileEndToEndTests {
    func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    /// The arguments a running process was started with, as every local user can read them.
    func commandLine(of pid: Int32) -> String {
        let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()
        return String(decoding: data.map { $0 == 0 ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }

    @Test func theConnectionFileIsTheUsersOnlyNoTokenIsOnACommandLineAndTheFileGoesWithTheServer() throws {
        let server = try RunningServer()
        #expect(server.attachLine == "khipu attach")
        let connection = try server.connection()
        let token = try #require(connection["token"] as? String)
        #expect(connection["pid"] as? Int == Int(server.process.processIdentifier))
        #expect(connection["domain"] as? String == "todos")
        let file = try #require(server.connectionFiles.first)
        #expect(try mode(file.path) == 0o600)
        #expect(try mode(file.deletingLastPathComponent().path) == 0o700)

        let khipu = try AttachedKhipu(server)
        khipu.send(":state todos.items.count")
        #expect(khipu.waitFor("0\n"))
        #expect(!commandLine(of: server.process.processIdentifier).contains(token))
        #expect(commandLine(of: khipu.process.processIdentifier).hasSuffix("attach "))
        #expect(!commandLine(of: khipu.process.processIdentifier).contains(token))
        #expect(khipu.finish() == 0)

        server.stop()
        #expect(server.connectionFiles.isEmpty)
    }

    @Test func anAddressWithoutATokenTakesTheTokenFromTheConnectionFile() throws {
        let server = try RunningServer()
        defer { server.stop() }
        let session = try Command.run(RunningServer.khipu, ["attach", try server.attachAddress()], input: ":state todos.items.count\n",
            environment: server.environment)
        #expect(session.status == 0, "\(session.errors)")
        #expect(session.output == "0\n")
    }

    @Test func severalAppsAreListedAndAppChoosesOne() throws {
        let first = try RunningServer()
        defer { first.stop() }
        let second = try RunningServer(runtimeDirectory: first.runtimeDirectory)
        defer { second.stop() }
        let both = try Command.run(RunningServer.khipu, ["attach"], input: "", environment: first.environment)
        #expect(both.status == 1)
        #expect(both.errors.contains("khipu attach: several apps serve khipu attach; choose one with --app NAME|PID"))
        #expect(both.errors.contains("(pid \(first.process.processIdentifier))") && both.errors.contains("(pid \(second.process.processIdentifier))"))

        #expect(try second.post(title: "only on the second") == 201)
        let chosen = try Command.run(RunningServer.khipu, ["attach", "--app", String(second.process.processIdentifier)],
            input: ":state todos.items.count\n", environment: first.environment)
        #expect(chosen.status == 0, "\(chosen.errors)")
        #expect(chosen.output == "1\n")

        let unknown = try Command.run(RunningServer.khipu, ["attach", "--app", "kitchen"], input: "", environment: first.environment)
        #expect(unknown.status == 1)
        #expect(unknown.errors.contains("no running app is named or numbered 'kitchen'"))
    }

    @Test func aConnectionFileLeftByAProcessThatIsGoneIsSkipped() throws {
        let server = try RunningServer()
        defer { server.stop() }
        let gone = try Command.run("/bin/sh", ["-c", "echo $$"])
        let pid = try #require(Int(gone.output.trimmingCharacters(in: .whitespacesAndNewlines)))
        let stale = server.runtimeDirectory.appendingPathComponent("khipu/todos-\(pid)-1.json")
        let text = #"{"address":"127.0.0.1","port":1,"token":"old","pid":\#(pid),"domain":"todos","app":"todos-server","version":1}"#
        _ = FileManager.default.createFile(atPath: stale.path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
        let session = try Command.run(RunningServer.khipu, ["attach"], input: ":state todos.items.count\n", environment: server.environment)
        #expect(session.status == 0, "\(session.errors)")
        #expect(session.output == "0\n")
    }

    @Test func noRunningAppSaysWhereItLooked() throws {
        let runtime = try RunningServer.makeRuntimeDirectory()
        defer { try? FileManager.default.removeItem(at: runtime) }
        let session = try Command.run(RunningServer.khipu, ["attach"], input: "", environment: RunningServer.environment(runtimeDirectory: runtime))
        #expect(session.status == 1)
        #expect(session.errors.contains("khipu attach: no running app serves khipu attach here (no live connection file in \(runtime.path)/khipu)"))
    }

    @Test func theHTTPPortIsNotAKhipuAttachEndpoint() throws {
        let server = try RunningServer()
        defer { server.stop() }
        let http = server.httpURL.replacingOccurrences(of: "http://", with: "")
        let session = try Command.run(RunningServer.khipu, ["attach", http], input: "",
            environment: RunningServer.environment(runtimeDirectory: server.runtimeDirectory, extra: ["KHIPU_ATTACH_TOKEN": "anything"]))
        #expect(session.status == 1)
        #expect(session.errors == "khipu attach: \(http) is not a khipu attach endpoint (it answered HTTP)\n")
        #expect(server.isRunning)
    }
}
