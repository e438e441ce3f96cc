import Counter
import Foundation
import Khipu
import KhipuRemote
import KhipuDSL
import KhipuRemoteProtocol
import KhipuScript
import KhipuTestSupport
import Testing

/// An attached client's statements run in an interpreter of its own on the app's side, over
/// the live domain: the REPL's `let`, `expect`, commands and completion, served over a real
/// socket.
@Suite struct LiveSessionTests {
    func attach() async throws -> (KhipuRemoteServerTests.Served, LineClient) {
        let served = try await KhipuRemoteServerTests().serve()
        let client = try LineClient(port: served.server.port)
        #expect(await client.hello(token: "secret")?.type == .welcome)
        return (served, client)
    }

    func run(_ client: LineClient, _ text: String, id: Int) async -> RemoteFrame? {
        client.send(.statement(id: id, text: text, line: 1))
        return await client.frames(until: .answer).last
    }

    @Test func letAndExpectRunAgainstTheLiveState() async throws {
        let (served, client) = try await attach()
        defer { Task { await served.server.stop() } }
        try served.host.send(.counter(.cmd(.increment)))
        let bound = await run(client, "let n = state.counter.value", id: 1)
        #expect(bound?.outcome?.events == [.bound(name: "n", value: "1")])
        #expect(await run(client, "expect state.counter.value == n", id: 2)?.outcome?.events == [.passed])
        #expect(await run(client, ".counter(.cmd(.increment))", id: 3)?.failure == nil)
        #expect(await run(client, "expect .counter(.ack(.changed(by: .increment, to: 2)))", id: 4)?.outcome?.events == [.passed])
        let failed = await run(client, "expect state.counter.value == n", id: 5)
        guard case .expectationFailed(let details)? = failed?.outcome?.events.first else { Issue.record("\(String(describing: failed))"); return }
        #expect(details.contains("expected") && details.contains("found"), "\(details)")
        #expect(served.host.state.counter.value == 2)
    }

    @Test(arguments: [":undo", ":redo", ":goto 1", ":history", ":reset", ":clock advance 1s", ":gateway x y", ":load x.khipu", ":domain counter", ":report page.html", "scenario \"afresh\""])
    func commandsThatCannotApplyToALiveAppSayWhyWithTheirID(command: String) async throws {
        let (served, client) = try await attach()
        defer { Task { await served.server.stop() } }
        try served.host.send(.counter(.cmd(.increment)))
        let answer = await run(client, command, id: 1)
        #expect(answer?.outcome?.diagnosticID == "not-live", "\(String(describing: answer))")
        #expect(answer?.failure?.contains("cannot apply to a live app") == true)
        #expect(served.host.state.counter.value == 1)
    }

    @Test func aNoteAboutAnotherSpotTravelsWithItsLineAndColumn() async throws {
        let (served, client) = try await attach()
        defer { Task { await served.server.stop() } }
        client.send(.statement(id: 1, text: ".counter(.cmd(.increment)", line: 3))
        let answer = await client.frames(until: .answer).last
        let diagnostic = try #require(answer?.failedDiagnostic)
        #expect(diagnostic.locatedNotes == [.init(message: "'(' opened", at: .init(line: 3, column: 9))])
        #expect(diagnostic.rendered.contains("note: '(' opened at line 3, column 9"))
    }

    @Test func aWrongCaseIsADiagnosticWithItsID() async throws {
        let (served, client) = try await attach()
        defer { Task { await served.server.stop() } }
        client.send(.statement(id: 1, text: ".counter(\n  .cmd(.incremnt))", line: 7))
        let answer = await client.frames(until: .answer).last
        #expect(answer?.outcome?.diagnosticID == "unknown-case")
        // The diagnostic is a value on the wire: its id, where it points, its suggestion.
        let diagnostic = try #require(answer?.failedDiagnostic)
        #expect(diagnostic.id == "unknown-case")
        #expect(diagnostic.range?.start == RemoteDiagnostic.Position(line: 8, column: 9))
        #expect(diagnostic.range?.end == RemoteDiagnostic.Position(line: 8, column: 17))
        #expect(diagnostic.suggestion == "increment")
        #expect(diagnostic.message.contains("incremnt"))
        #expect(!diagnostic.notes.isEmpty)
        #expect(diagnostic.rendered.contains("<input>:8:9: error:"))
        #expect(diagnostic.rendered.contains("did you mean 'increment'?"))
        #expect(served.host.state.counter.value == 0)
    }

    @Test func describeAndHelpAnswerAsTheLocalInterpreterDoes() async throws {
        let (served, client) = try await attach()
        defer { Task { await served.server.stop() } }
        let domain = KhipuDomain(CounterDomain.definition)
        let local = try Interpreter(domain: domain, domains: [domain], environment: .fixed())
        for (id, command) in [":describe", ":describe Message", ":help"].enumerated() {
            let remote = await run(client, command, id: id + 1)?.printed
            let own = await local.run(ParsedStatement(StatementSource(text: command, line: 1)), file: nil).merged.events
            guard case .output(let expected)? = own.first else {
                Issue.record("\(command) printed nothing locally")
                continue
            }
            #expect(remote == expected, "\(command)")
        }
    }

    @Test func completionIsTheREPLsCompleter() async throws {
        let (served, client) = try await attach()
        defer { Task { await served.server.stop() } }
        client.send(.complete(id: 1, text: ".counter(.cmd(.inc"))
        let answer = await client.frames(until: .completions).last
        #expect(answer?.id == 1)
        #expect(answer?.candidates?.map(\.insertion).contains(".increment") == true)
        #expect(answer?.fragmentStart == ".counter(.cmd(".utf8.count)
        client.send(.complete(id: 2, text: ":sta"))
        #expect(await client.frames(until: .completions).last?.candidates?.map(\.insertion).contains(":state") == true)
    }

    @Test func messagesOfOtherClientsArriveWithTheirSourceAndNotTheOwnOnes() async throws {
        let (served, first) = try await attach()
        defer { Task { await served.server.stop() } }
        let second = try LineClient(port: served.server.port)
        #expect(await second.hello(token: "secret")?.type == .welcome)
        first.send(.statement(id: 1, text: ".counter(.cmd(.increment))", line: 1))
        // Every frame up to the answer: the first client's own message and its answer come in
        // the answer, and in no message frame before it.
        let own = await first.frames(until: .answer)
        #expect(own.map(\.type) == [.answer], "\(own)")
        #expect(own.last?.failure == nil)
        let input = await second.next()
        #expect(input?.type == .message && input?.direction == .input && input?.source == .client(1))
        #expect(input?.text == ".counter(.cmd(.increment))")
        let output = await second.next()
        #expect(output?.type == .message && output?.direction == .output && output?.source == .client(1))
        #expect(output?.text == ".counter(.ack(.changed(by: .increment, to: 1)))")
        // The second client's message reaches the first as client 2's, and nothing else came
        // to the first meanwhile.
        second.send(.statement(id: 1, text: ".counter(.cmd(.increment))", line: 1))
        #expect(await second.frames(until: .answer).map(\.type) == [.answer])
        first.send(.state("counter.value", id: 2))
        let afterwards = await first.frames(until: .answer)
        #expect(afterwards.map(\.type) == [.message, .message, .answer], "\(afterwards)")
        #expect(afterwards.dropLast().allSatisfy { $0.source == .client(2) }, "\(afterwards)")
        #expect(afterwards.last?.printed == "2")
    }
}
