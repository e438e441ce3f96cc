import Foundation
import Khipu
import KhipuRemote
import KhipuRemoteProtocol
import KhipuScript
import KhipuTestSupport
import Testing

/// A live session with answers that come later (the kitchen's payment gateway answers 2 s
/// after an order, on the live clock), saved with `:save`, replays with `khipu run`'s runner
/// on a fresh domain.
@Suite struct LiveSaveTests {
    @Test func aSavedLiveSessionWithLaterAnswersReplaysOnAFreshDomain() async throws {
        let tap = RemoteTap(KitchenDomain.definition)
        let host = DomainHost(definition: tap.definition)
        let server = try await KhipuRemoteServer.start(serving: host, tap: tap, configuration: KhipuRemoteServerTests.configuration())
        defer { Task { await server.stop() } }
        let client = try LineClient(port: server.port)
        #expect(await client.hello(token: "secret")?.type == .welcome)

        client.send(.statement(id: 1, text: #".kitchen(.place(table: "T3"))"#, line: 1))
        let placed = await client.frames(until: .answer)
        #expect(placed.last?.failure == nil)
        // The gateway's answer arrives later, pushed with its source: after the statement's
        // answer, or before it on a machine too busy to send that answer within the 2 s.
        let paidText = #".kitchen(.paid(table: "T3"))"#
        let earlyPaid = placed.first { $0.type == .message && $0.text == paidText }
        let paid = if let earlyPaid { earlyPaid } else { await waitFor(paidText, client) }
        #expect(paid?.source == .later)
        // The later answer joins what the next expect checks, as a clock move's answers do in a script.
        client.send(.statement(id: 10, text: #"expect .kitchen(.paid(table: "T3"))"#, line: 1))
        let expected = await client.frames(until: .answer).last
        #expect(expected?.outcome?.events == [.passed], "\(String(describing: expected))")
        // The app takes an order of its own meanwhile; its payment comes later too.
        try host.send(.kitchen(.place(table: "T9")))
        #expect(await waitFor(#".kitchen(.place(table: "T9"))"#, client)?.source == .app)
        #expect(await waitFor(#".kitchen(.paid(table: "T9"))"#, client)?.source == .later)
        client.send(.statement(id: 2, text: #".kitchen(.serve(table: "T3"))"#, line: 2))
        #expect(await client.frames(until: .answer).last?.failure == nil)
        // Another client serves the app's order.
        let other = try LineClient(port: server.port)
        #expect(await other.hello(token: "secret")?.type == .welcome)
        other.send(.statement(id: 1, text: #".kitchen(.serve(table: "T9"))"#, line: 1))
        #expect(await other.frames(until: .answer).last?.failure == nil)
        #expect(await waitFor(#".kitchen(.serve(table: "T9"))"#, client)?.source == .client(2))

        client.send(.statement(id: 3, text: ":save live.khipu", line: 3))
        let file = try #require(await client.frames(until: .answer).last?.file)
        #expect(file.path == "live.khipu")
        #expect(file.content.contains(":clock advance"))
        #expect(file.content.contains("# sent by the app"))
        #expect(file.content.contains("# sent by client 2"))
        #expect(!file.content.contains("# sent by client 1"))

        let directory = try TemporaryDirectory()
        let path = try directory.file("live.khipu", contents: file.content)
        let kitchen = KhipuDomain(KitchenDomain.definition)
        let result = await ScriptRunner(domains: [kitchen], defaultDomain: kitchen, options: RunOptions(quietTimeout: KhipuEnvironment.testQuietTimeout)).run(path) { _ in }
        let failures = result.outcomes.filter(\.failed)
        #expect(failures.isEmpty, "\(file.content)\n\(failures.map { SessionFormatter.format($0) })")
        #expect(result.outcomes.filter { $0.events.contains(.expectationPassed) }.count >= 5, "\(file.content)")
    }

    /// Reads frames until a message with `text`; nil, and an issue that says how the
    /// reading ended (closed, a line that is no frame, the hang guard), when it ends first.
    private func waitFor(_ text: String, _ client: LineClient) async -> RemoteFrame? {
        while true {
            switch await client.receive() {
            case .frame(let frame) where frame.type == .message && frame.text == text: return frame
            case .frame: continue
            case let ended:
                Issue.record("no message \(text): \(ended)")
                return nil
            }
        }
    }
}

/// Tab in an attached session is the REPL's completer over the app's types.
@Suite struct LiveCompletionTests {
    @Test func labelsAndCasesInArgumentsCompleteAsInTheREPL() async throws {
        let tap = RemoteTap(KitchenDomain.definition)
        let host = DomainHost(definition: tap.definition)
        let server = try await KhipuRemoteServer.start(serving: host, tap: tap, configuration: KhipuRemoteServerTests.configuration())
        defer { Task { await server.stop() } }
        let client = try LineClient(port: server.port)
        #expect(await client.hello(token: "secret")?.type == .welcome)
        for (id, (text, expected)) in [
            (".kitchen(.pl", ".place("), (".kitchen(.place(ta", "table: "), ("let order = KitchenOrder(table: \"T1\", st", "status: "),
            ("let order = KitchenOrder(table: \"T1\", status: .wa", ".waiting"),
        ].enumerated() {
            client.send(.complete(id: id, text: text))
            let insertions = await client.frames(until: .completions).last?.candidates?.map(\.insertion) ?? []
            #expect(insertions.contains(expected), "\(text): \(insertions)")
        }
    }
}
