import Foundation
import Testing

/// The example driven as a developer drives it: over HTTP with curl and with the real
/// `khipu attach`, on free loopback ports.
@Suite(.serialized)
struct AttachEndToEndTests {
    @Test func anItemTypedInKhipuIsServedOverHTTPAndAPostedOneReachesTheSession() throws {
        let server = try RunningServer()
        defer { server.stop() }
        let khipu = try AttachedKhipu(server)
        khipu.send(#".todos(.cmd(.add(item: "Typed in khipu")))"#)
        #expect(khipu.waitFor(#"title: "Typed in khipu""#))
        #expect(try server.titles() == ["Typed in khipu"])

        #expect(try server.post(title: "Posted over HTTP") == 201)
        #expect(khipu.waitFor(#".todos(.ack(.added(item: TodoItem("#) && khipu.waitFor(#"title: "Posted over HTTP""#))
        #expect(khipu.text.contains("# from app: .todos(.cmd(.add(item: TodoItem("))

        khipu.send(":state todos.items.count")
        #expect(khipu.waitFor("\n2\n"))
        #expect(khipu.finish() == 0)
        #expect(try server.titles() == ["Typed in khipu", "Posted over HTTP"])
    }

    @Test func theSavedLiveSessionPassesKhipuRunOnAFreshDomain() throws {
        let server = try RunningServer()
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("todos-attach-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("live.khipu").path

        let khipu = try AttachedKhipu(server)
        khipu.send(#".todos(.cmd(.add(item: "Mine")))"#)
        #expect(khipu.waitFor(#"title: "Mine""#))
        #expect(try server.post(title: "Theirs") == 201)
        #expect(khipu.waitFor(#"title: "Theirs""#))
        khipu.send(":save \(script)")
        #expect(khipu.waitFor("saved 2 messages"))
        #expect(khipu.finish() == 0)

        let saved = try String(contentsOfFile: script, encoding: .utf8)
        #expect(saved.contains("# sent by the app"))
        #expect(saved.contains("expect .todos(.ack(.added(item: _)))"))
        let run = try Command.run(RunningServer.khipu, ["run", script])
        #expect(run.status == 0, "\(run.output)\n\(saved)")
        #expect(run.output.contains("2 passed, 0 failed"))
    }

    @Test func aWrongTokenIsRefusedAndChangesNothing() throws {
        let server = try RunningServer()
        defer { server.stop() }
        let refused = try Command.run(RunningServer.khipu, ["attach", try server.attachAddress()],
            input: #".todos(.cmd(.add(item: "Sneaked in")))"# + "\n",
            environment: RunningServer.environment(runtimeDirectory: server.runtimeDirectory, extra: ["KHIPU_ATTACH_TOKEN": "not-the-token"]))
        #expect(refused.status == 2)
        #expect(refused.errors.contains("the token was refused"))
        #expect(try server.titles().isEmpty)
    }

    @Test func badInputGetsADiagnosticAndTheAppGoesOn() throws {
        let server = try RunningServer()
        defer { server.stop() }
        let session = try Command.run(RunningServer.khipu, ["attach"], input: """
            .todos(.cmd(.ad(item: "x")))
            .todos(.cmd(.add(item: 42)))
            .todos(.cmd(.add(item: "ok")))
            :undo
            :state todos.items.count
            """ + "\n", environment: server.environment)
        #expect(session.status == 1)
        #expect(session.output.contains("did you mean 'add'?"))
        #expect(session.output.contains("<input>:2:"))
        #expect(session.output.contains("error: :undo cannot apply to a live app"))
        #expect(session.output.contains("\n1\n"))
        #expect(try server.titles() == ["ok"])
    }

    @Test func letAndExpectRunAgainstTheLiveStateAndAFailingExpectExitsOne() throws {
        let server = try RunningServer()
        defer { server.stop() }
        #expect(try server.post(title: "Before") == 201)
        let session = try Command.run(RunningServer.khipu, ["attach"], input: """
            let n = state.todos.items.count
            expect state.todos.items.count == n
            .todos(.cmd(.add(item: "Typed")))
            expect .todos(.ack(.added(item: _)))
            expect state.todos.items.count == n
            """ + "\n", environment: server.environment)
        #expect(session.status == 1, "\(session.output)")
        #expect(session.output.contains("n = 1\nok\n"), "\(session.output)")
        #expect(session.output.contains("expectation failed"))
        #expect(session.output.contains("expected") && session.output.contains("found"), "\(session.output)")
        #expect(try server.titles() == ["Before", "Typed"])
    }

    @Test func fiftyClientsAttachAndLeaveWhileHTTPRequestsRun() throws {
        let server = try RunningServer()
        defer { server.stop() }
        let group = DispatchGroup()
        let failures = Failures()
        for index in 0..<50 {
            DispatchQueue.global().async(group: group) {
                do {
                    let session = try Command.run(RunningServer.khipu, ["attach"],
                        input: ".todos(.cmd(.add(item: \"client \(index)\")))\n:state todos.items.count\n", environment: server.environment, timeout: 120)
                    if session.status != 0 { failures.add("client \(index): \(session.status) \(session.output) \(session.errors)") }
                } catch {
                    failures.add("client \(index): \(error)")
                }
            }
        }
        for index in 0..<25 {
            DispatchQueue.global().async(group: group) {
                if (try? server.post(title: "http \(index)")) != 201 { failures.add("POST \(index) failed") }
            }
        }
        #expect(group.wait(timeout: .now() + 240) == .success)
        #expect(failures.all.isEmpty, "\(failures.all)")
        #expect(try server.titles().count == 75)
        #expect(server.isRunning)
    }

    @Test func aLostConnectionEndsTheSessionWithAnError() throws {
        let server = try RunningServer()
        let khipu = try AttachedKhipu(server)
        khipu.send(":state todos.items.count")
        #expect(khipu.waitFor("0\n"))
        server.stop()
        // Standard input stays open: the session ends because the app went away.
        let deadline = Date(timeIntervalSinceNow: 20)
        while khipu.process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(khipu.finish() == 3)
        #expect(khipu.text.contains("the connection to the app was lost"))
    }

    @Test func aClientKilledMidStatementLeavesTheAppServing() throws {
        let server = try RunningServer()
        defer { server.stop() }
        let khipu = try AttachedKhipu(server)
        khipu.send(":state todos.items.count")
        #expect(khipu.waitFor("0\n"))
        // Half a statement, still open, then the client is killed.
        khipu.send(#".todos(.cmd(.add(item: "never"#)
        Thread.sleep(forTimeInterval: 0.2)
        kill(khipu.process.processIdentifier, SIGKILL)
        khipu.process.waitUntilExit()

        #expect(try server.post(title: "after the kill") == 201)
        let next = try Command.run(RunningServer.khipu, ["attach"], input: ":state todos.items.count\n", environment: server.environment)
        #expect(next.status == 0)
        #expect(next.output == "1\n")
        #expect(try server.titles() == ["after the kill"])
    }
}

final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ failure: String) { lock.withLock { list.append(failure) } }
    var all: [String] { lock.withLock { list } }
}
