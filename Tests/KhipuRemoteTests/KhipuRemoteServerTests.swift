import Counter
import Foundation
import Khipu
import KhipuRemote
import KhipuRemoteProtocol
import Testing

/// The endpoint over a real socket, serving the Counter domain on loopback.
@Suite struct KhipuRemoteServerTests {
    struct Served {
        let host: DomainHost<Message, AppState>
        let server: KhipuRemoteServer
    }

    /// Never reads `KHIPU_REMOTE_TOKEN` and writes no connection file, unless a test asks.
    /// The hello deadline is the product's bound at its longest: on a busy machine a client
    /// connected early can wait longer than the product's 10 s before its test says hello.
    /// Only the test of the deadline itself sets it short.
    static func configuration(
        token: String? = "secret", clientBufferLimit: Int = 8192, helloTimeoutSeconds: Int = 3600, connectionLimit: Int = 128,
        runtimeDirectory: String? = nil, onNotice: (@Sendable (String) -> Void)? = nil
    ) -> RemoteConfiguration {
        RemoteConfiguration(
            token: token, tokenFromEnvironment: false, clientBufferLimit: clientBufferLimit, helloTimeoutSeconds: helloTimeoutSeconds,
            connectionLimit: connectionLimit, writesConnectionFile: runtimeDirectory != nil, runtimeDirectory: runtimeDirectory, onNotice: onNotice)
    }

    func serve(_ configuration: RemoteConfiguration = configuration()) async throws -> Served {
        let tap = RemoteTap(CounterDomain.definition)
        let host = DomainHost(definition: tap.definition)
        let server = try await KhipuRemoteServer.start(serving: host, tap: tap, configuration: configuration)
        return Served(host: host, server: server)
    }

    @Test func welcomesAndRunsAStatementInTheAppsInterpreter() async throws {
        let served = try await serve()
        defer { Task { await served.server.stop() } }
        #expect(served.server.host == "127.0.0.1")
        let client = try LineClient(port: served.server.port)
        let welcome = try #require(await client.hello(token: "secret"))
        #expect(welcome.type == .welcome)
        #expect(welcome.domain == "counter")

        client.send(.statement(id: 7, text: ".counter(.cmd(.increment))", line: 1))
        // The client's own message and its answer come in the answer, not as message frames.
        let frames = await client.frames(until: .answer)
        #expect(frames.map(\.type) == [.answer])
        let answer = frames[0]
        #expect(answer.id == 7)
        #expect(answer.outcome?.events == [
            .dispatched(
                message: ".counter(.cmd(.increment))", outputs: [RemoteMessage(text: ".counter(.ack(.changed(by: .increment, to: 1)))", source: .answer)])
        ])
        #expect(answer.diff?.contains { $0.kind == .added } == true)
        #expect(served.host.state.counter.value == 1)
    }

    @Test func messagesTheAppSendsReachEveryClient() async throws {
        let served = try await serve()
        defer { Task { await served.server.stop() } }
        let first = try LineClient(port: served.server.port)
        let second = try LineClient(port: served.server.port)
        #expect(await first.hello(token: "secret")?.type == .welcome)
        #expect(await second.hello(token: "secret")?.type == .welcome)
        try served.host.send(.counter(.cmd(.increment)))
        for client in [first, second] {
            let input = await client.next()
            #expect(input?.direction == .input && input?.source == .app)
            #expect(await client.next()?.text == ".counter(.ack(.changed(by: .increment, to: 1)))")
        }
    }

    @Test(arguments: ["guess", "secreT", "secre", "secret ", "", "secretsecret"])
    func aWrongTokenIsRefusedTheConnectionClosedAndNothingDispatched(token: String) async throws {
        let served = try await serve()
        defer { Task { await served.server.stop() } }
        let client = try LineClient(port: served.server.port)
        client.send(.hello(version: RemoteProtocol.version, token: token, tool: nil))
        client.send(.statement(id: 1, text: ".counter(.cmd(.increment))", line: 1))
        let refusal = await client.next()
        #expect(refusal?.type == .refused)
        #expect(refusal?.text?.contains("token was refused") == true)
        #expect(await client.isClosedByServer())
        #expect(client.framesBeforeClose.isEmpty)
        #expect(served.host.state.counter.value == 0)
    }

    @Test func aHelloWithoutATokenIsRefused() async throws {
        let served = try await serve()
        defer { Task { await served.server.stop() } }
        let client = try LineClient(port: served.server.port)
        client.write(#"{"type":"hello","version":"# + "\(RemoteProtocol.version)}\n")
        #expect(await client.next()?.type == .refused)
        #expect(await client.isClosedByServer())
    }

    @Test func aConnectionThatSaysNothingIsClosedAtTheHelloDeadline() async throws {
        let served = try await serve(Self.configuration(helloTimeoutSeconds: 1))
        defer { Task { await served.server.stop() } }
        let client = try LineClient(port: served.server.port)
        #expect(await client.isClosedByServer())
        #expect(client.framesBeforeClose.map(\.type) == [.notice])
        #expect(client.framesBeforeClose.first?.text?.contains("no hello within 1 s") == true)
    }

    @Test func theCloseCheckTellsAnOpenConnectionFromAClosedOne() async throws {
        let served = try await serve()
        defer { Task { await served.server.stop() } }
        let client = try LineClient(port: served.server.port, readTimeoutSeconds: 1)
        #expect(await client.hello(token: "secret")?.type == .welcome)
        #expect(await client.receive() == .timedOut)
        #expect(await !client.isClosedByServer())
    }

    @Test func stopClosesEveryConnectionAttachedOrNot() async throws {
        let served = try await serve()
        let attached = try LineClient(port: served.server.port)
        #expect(await attached.hello(token: "secret")?.type == .welcome)
        let silent = try LineClient(port: served.server.port)
        await served.server.stop()
        #expect(await attached.isClosedByServer())
        #expect(attached.framesBeforeClose.last?.text?.contains("the app stopped serving") == true)
        #expect(await silent.isClosedByServer())
        #expect(served.server.attachedClientCount == 0)
    }

    @Test func aStatementBeforeHelloIsRefused() async throws {
        let served = try await serve()
        defer { Task { await served.server.stop() } }
        let client = try LineClient(port: served.server.port)
        client.send(.statement(id: 1, text: ".counter(.cmd(.increment))", line: 1))
        #expect(await client.next()?.type == .refused)
        #expect(served.host.state.counter.value == 0)
    }

    @Test func badInputGetsADiagnosticAndTheSessionGoesOn() async throws {
        let served = try await serve()
        defer { Task { await served.server.stop() } }
        let client = try LineClient(port: served.server.port)
        #expect(await client.hello(token: "secret")?.type == .welcome)
        client.write("this is not json\n")
        #expect(await client.next()?.type == .diagnostic)
        client.send(.statement(id: 2, text: ".counter(.cmd(.incremnt))", line: 3))
        let diagnostic = await client.next()
        #expect(diagnostic?.type == .answer && diagnostic?.id == 2)
        #expect(diagnostic?.outcome?.diagnosticID == "unknown-case")
        #expect(diagnostic?.failure?.contains("<input>:3:") == true)
        #expect(diagnostic?.failure?.contains("did you mean 'increment'?") == true)
        client.send(.state("counter.nothing", id: 4))
        #expect(await client.next()?.failure != nil)
        client.send(.state("counter.value", id: 5))
        #expect(await client.next()?.printed == "0")
        #expect(served.host.state.counter.value == 0)
    }

    @Test func aLineLongerThanTheLimitClosesOnlyThatConnection() async throws {
        let served = try await serve()
        defer { Task { await served.server.stop() } }
        let client = try LineClient(port: served.server.port)
        #expect(await client.hello(token: "secret")?.type == .welcome)
        client.write(String(repeating: "x", count: RemoteProtocol.maximumLineLength + 10))
        #expect(await client.isClosedByServer())
        #expect(client.framesBeforeClose.last?.text?.contains("a line longer than \(RemoteProtocol.maximumLineLength) bytes") == true)
        let other = try LineClient(port: served.server.port)
        #expect(await other.hello(token: "secret")?.type == .welcome)
    }

    @Test func aClientThatReadsNothingIsDroppedAndNeverBlocksTheDomain() async throws {
        let notices = NoticeLog()
        let served = try await serve(Self.configuration(clientBufferLimit: 4, onNotice: { notices.add($0) }))
        defer { Task { await served.server.stop() } }
        let sleeper = try LineClient(port: served.server.port)
        #expect(await sleeper.hello(token: "secret")?.type == .welcome)
        // Each message is two frames (in and out), while the client reads nothing: once the
        // socket's buffers are full, frames wait, and past four waiting it is dropped.
        var sent: UInt = 0
        while served.server.attachedClientCount > 0 && sent < 400_000 {
            for _ in 0..<1000 { try served.host.send(.counter(.cmd(.increment))) }
            sent += 1000
        }
        #expect(served.host.state.counter.value == sent)
        #expect(notices.all.contains { $0.contains("dropped") })
        #expect(served.server.attachedClientCount == 0)
    }

    @Test func aClientGoneMidStatementLeavesNothingDispatchedAndTheServerServing() async throws {
        let served = try await serve()
        defer { Task { await served.server.stop() } }
        do {
            let client = try LineClient(port: served.server.port)
            #expect(await client.hello(token: "secret")?.type == .welcome)
            client.write(#"{"type":"statement","id":1,"text":".counter(.cmd(.incr"#)
        }
        let other = try LineClient(port: served.server.port)
        #expect(await other.hello(token: "secret")?.type == .welcome)
        other.send(.state("counter.value", id: 1))
        #expect(await other.next()?.printed == "0")
        try served.host.send(.counter(.cmd(.increment)))
        #expect(served.host.state.counter.value == 1)
    }

    @Test func theTokenComesFromTheConfigurationOrIsRandomPerStart() async throws {
        let first = try await serve(Self.configuration(token: nil))
        let second = try await serve(Self.configuration(token: nil))
        defer { Task { await first.server.stop(); await second.server.stop() } }
        #expect(first.server.token.count == 32)
        #expect(first.server.token != second.server.token)
        #expect(first.server.attachCommand == "khipu attach 127.0.0.1:\(first.server.port)")
        #expect(!first.server.attachCommand.contains(first.server.token))
    }

    @Test func aHostNotMadeFromTheTapIsRefused() async throws {
        let tap = RemoteTap(CounterDomain.definition)
        let host = DomainHost(definition: CounterDomain.definition)
        await #expect(throws: RemoteServerError.self) {
            _ = try await KhipuRemoteServer.start(serving: host, tap: tap)
        }
    }
}

final class NoticeLog: @unchecked Sendable {
    private let lock = NSLock()
    private var notices: [String] = []
    func add(_ notice: String) { lock.withLock { notices.append(notice) } }
    var all: [String] { lock.withLock { notices } }
}
