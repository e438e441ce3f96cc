import Counter
import Foundation
import Khipu
import KhipuRemote
import KhipuRemoteProtocol
import Testing

/// Whatever a client sends, before or after `hello`, the worst it gets is a diagnostic or
/// its own connection closed; the app goes on serving the others.
@Suite struct HostileClientTests {
    typealias Served = KhipuRemoteServerTests.Served

    func serve(_ configuration: RemoteConfiguration = KhipuRemoteServerTests.configuration()) async throws -> Served {
        try await KhipuRemoteServerTests().serve(configuration)
    }

    /// The app still answers a fresh client.
    func stillServes(_ served: Served) async throws {
        let other = try LineClient(port: served.server.port)
        #expect(await other.hello(token: "secret")?.type == .welcome)
        other.send(.state("counter.value", id: 1))
        #expect(await other.next()?.printed == "0")
    }

    @Test(arguments: [Int.max, Int.min, 0, -1, Int(Int32.max) + 1])
    func aLineNumberOutOfRangeIsADiagnostic(line: Int) async throws {
        let served = try await serve()
        defer { Task { await served.server.stop() } }
        let client = try LineClient(port: served.server.port)
        #expect(await client.hello(token: "secret")?.type == .welcome)
        client.send(.statement(id: 1, text: ".counter(.cmd(\n.incremnt))", line: line))
        let answer = await client.next()
        #expect(answer?.type == .diagnostic && answer?.id == 1)
        #expect(answer?.text?.contains("is not a line a statement starts on") == true)
        try await stillServes(served)
    }

    @Test func theLastLineNumberStillRendersItsDiagnostic() async throws {
        let served = try await serve()
        defer { Task { await served.server.stop() } }
        let client = try LineClient(port: served.server.port)
        #expect(await client.hello(token: "secret")?.type == .welcome)
        let last = RemoteProtocol.lineNumbers.upperBound
        client.send(.statement(id: Int.max, text: ".counter(.cmd(\n.incremnt))", line: last))
        let answer = await client.next()
        #expect(answer?.type == .answer && answer?.id == Int.max)
        #expect(answer?.failure?.contains("<input>:\(last + 1):") == true)
    }

    @Test(arguments: [
        #"{"type":"statement","id":1,"line":9223372036854775807,"text":".counter(.cmd(\n.incremnt))"}"#,
        #"{"type":"statement","id":99999999999999999999999,"text":".counter(.cmd(.increment))"}"#,
        #"{"type":"statement","id":1,"line":"one","text":".counter(.cmd(.increment))"}"#,
        #"{"type":"statement","id":1,"text":42}"#,
        #"{"type":"launch","id":1}"#,
        #"{"type":"welcome","id":1,"domain":"x"}"#,
        #"{"type":"hello","version":3,"token":"secret"}"#,
        #"{"type":"statement","id":1}"#,
        #"{"type":"statement","id":1,"text":":state counter.value[99999999999999999999]"}"#,
        #"{"type":"statement","id":1,"text":":state counter.value[-9223372036854775808]"}"#,
        #"{"type":"statement","id":1,"text":":clock advance 10y"}"#,
        #"{"type":"statement","id":1,"text":":undo"}"#,
        #"{"type":"statement","id":1,"text":":reset"}"#,
        #"{"type":"statement","id":1,"text":"scenario \"again\""}"#,
        #"{"type":"statement","id":1,"text":":load /etc/passwd"}"#,
        #"{"type":"statement","id":1,"text":":domain counter"}"#,
        #"{"type":"complete","id":1,"text":".counter(.cmd(.inc"}"#,
        #"{"type":"complete","id":1}"#,
        #"[1,2,3]"#,
        #"null"#,
        "\u{0}\u{1}\u{FF}",
    ])
    func aHostileFrameAfterHelloGetsAnAnswerAndTheAppGoesOn(line: String) async throws {
        let served = try await serve()
        defer { Task { await served.server.stop() } }
        let client = try LineClient(port: served.server.port)
        #expect(await client.hello(token: "secret")?.type == .welcome)
        client.write(line + "\n")
        client.send(.state("counter.value", id: 77))
        var answers: [RemoteFrame] = []
        while let frame = await client.next() {
            answers.append(frame)
            if frame.id == 77 { break }
        }
        #expect(answers.last?.printed == "0", "\(answers)")
        #expect(served.host.state.counter.value == 0)
        try await stillServes(served)
    }

    @Test(arguments: [64, 100_000])
    func aFrameNestedTooDeeplyIsNotAFrame(depth: Int) async throws {
        let served = try await serve()
        defer { Task { await served.server.stop() } }
        let client = try LineClient(port: served.server.port)
        #expect(await client.hello(token: "secret")?.type == .welcome)
        client.write(#"{"type":"state","id":1,"schema":"# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}\n")
        let answer = await client.next()
        #expect(answer?.type == .diagnostic)
        #expect(answer?.text?.contains("not a frame") == true)
        try await stillServes(served)
    }

    @Test(arguments: [300, 100_000])
    func aStatementNestedTooDeeplyIsADiagnostic(depth: Int) async throws {
        let served = try await serve()
        defer { Task { await served.server.stop() } }
        let client = try LineClient(port: served.server.port)
        #expect(await client.hello(token: "secret")?.type == .welcome)
        let text = ".counter(" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + ")"
        client.send(.statement(id: 1, text: text, line: 1))
        client.send(.state(String(repeating: "(", count: depth) + "counter" + String(repeating: ")", count: depth), id: 2))
        #expect(await client.next()?.failure != nil)
        #expect(await client.next()?.failure != nil)
        try await stillServes(served)
    }

    @Test func aLongLineBeforeHelloClosesThatConnection() async throws {
        let served = try await serve()
        defer { Task { await served.server.stop() } }
        let client = try LineClient(port: served.server.port)
        client.write(String(repeating: "x", count: 256 << 10))
        #expect(await client.isClosedByServer())
        #expect(client.framesBeforeClose.last?.text?.contains("a line longer than \(RemoteProtocol.maximumHelloLineLength) bytes before hello") == true)
        try await stillServes(served)
    }

    @Test func aLineJustOverTheHelloLimitIsRefusedAndOneAfterHelloIsNot() async throws {
        let served = try await serve()
        defer { Task { await served.server.stop() } }
        let padded = RemoteFrame.hello(version: RemoteProtocol.version, token: "secret", tool: String(repeating: "x", count: RemoteProtocol.maximumHelloLineLength))
        let early = try LineClient(port: served.server.port)
        early.send(padded)
        #expect(await early.isClosedByServer())
        #expect(early.framesBeforeClose.allSatisfy { $0.type != .welcome })

        let attached = try LineClient(port: served.server.port)
        #expect(await attached.hello(token: "secret")?.type == .welcome)
        attached.send(.statement(id: 1, text: ".counter(.cmd(.increment))" + String(repeating: " ", count: 64 << 10), line: 1))
        #expect(await attached.frames(until: .answer).last?.failure == nil)
        #expect(served.host.state.counter.value == 1)
    }

    @Test func connectionsBeyondTheLimitAreRefusedWithAFrameThatSaysWhy() async throws {
        let notices = NoticeLog()
        let served = try await serve(KhipuRemoteServerTests.configuration(connectionLimit: 2, onNotice: { notices.add($0) }))
        defer { Task { await served.server.stop() } }
        let first = try LineClient(port: served.server.port)
        let second = try LineClient(port: served.server.port)
        #expect(await first.hello(token: "secret")?.type == .welcome)
        let third = try LineClient(port: served.server.port)
        let refusal = await third.next()
        #expect(refusal?.type == .refused)
        #expect(refusal?.text?.contains("too many connections: this app serves at most 2 at once") == true)
        #expect(await third.isClosedByServer())
        #expect(await second.hello(token: "secret")?.type == .welcome)
        #expect(notices.all.contains { $0.contains("2 are open already") })
    }
}
