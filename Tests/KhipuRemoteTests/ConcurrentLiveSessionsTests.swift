import Foundation
import Khipu
import KhipuRemote
import KhipuRemoteProtocol
import KhipuScript
import KhipuTestSupport
import Testing

/// Eight clients attached at once to a helpdesk, each sending a hundred messages: what the
/// clerk answers at once is each statement's own answer, what the gateway and the SLA timer
/// answer later reaches every client as later, and each client's `:save` replays on a
/// fresh domain.
@Suite struct ConcurrentLiveSessionsTests {
    static let clients = 8
    static let ticketsPerClient = 33

    @Test func eightClientsAtOnceSaveSessionsThatAllReplay() async throws {
        let tap = RemoteTap(HelpdeskDomain.definition)
        // An environment of its own: no other test's work is this app's.
        let host = DomainHost(definition: tap.definition, environment: .live())
        let server = try await KhipuRemoteServer.start(serving: host, tap: tap, configuration: KhipuRemoteServerTests.configuration())
        defer { Task { await server.stop() } }

        let scripts = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for number in 1...Self.clients {
                group.addTask { (number, try await Self.session(number, port: server.port)) }
            }
            return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
        }

        let directory = try TemporaryDirectory()
        let helpdesk = KhipuDomain(HelpdeskDomain.definition)
        for (number, script) in scripts.sorted(by: { $0.key < $1.key }) {
            #expect(script.contains("expect .helpdesk(.acknowledged(ticket: \(number * 1000)))"), "\(script.prefix(2000))")
            let path = try directory.file("client-\(number).khipu", contents: script)
            let result = await ScriptRunner(domains: [helpdesk], defaultDomain: helpdesk, options: RunOptions(quietTimeout: KhipuEnvironment.testQuietTimeout)).run(path) { _ in }
            let failures = result.outcomes.filter(\.failed)
            #expect(failures.isEmpty, "client \(number): \(failures.prefix(5).map { SessionFormatter.format($0) })\n\(script)")
            #expect(result.outcomes.filter { $0.events.contains(.expectationPassed) }.count > Self.ticketsPerClient * 8)
        }
    }

    /// One client's session: opens, asks about and mostly closes its tickets, checks that the
    /// clerk's answers are its statements' own, waits for the escalations of the tickets it
    /// left open, and returns what `:save` wrote.
    static func session(_ number: Int, port: Int) async throws -> String {
        let client = try LineClient(port: port, readTimeoutSeconds: 600)
        let welcome = await client.hello(token: "secret")
        try #require(welcome?.type == .welcome)
        var reader = FrameReader(client: client)
        var id = 0
        func run(_ text: String) async -> RemoteFrame? {
            id += 1
            client.send(.statement(id: id, text: text, line: id))
            return await reader.answer(id)
        }
        var leftOpen: [Int] = []
        for index in 0..<ticketsPerClient {
            let ticket = number * 1000 + index
            let opened = await run(#".helpdesk(.open(ticket: \#(ticket), subject: "printer \#(index)"))"#)
            let outputs = opened?.dispatchedOutputs ?? []
            #expect(outputs.contains(RemoteMessage(text: ".helpdesk(.acknowledged(ticket: \(ticket)))", source: .answer)), "\(String(describing: opened))")
            _ = await run(#".helpdesk(.ask(ticket: \#(ticket), question: "is it plugged in?"))"#)
            if index % 5 == 0 {
                leftOpen.append(ticket)
            } else {
                let closed = await run(".helpdesk(.close(ticket: \(ticket)))")
                #expect(closed?.dispatchedOutputs?.map(\.text) == [".helpdesk(.closed(ticket: \(ticket)))"], "\(String(describing: closed))")
            }
        }
        // The clerk's answers never reach their own client as a message from elsewhere.
        #expect(!reader.messages.contains { $0.text?.contains("acknowledged(ticket: \(number * 1000 + 1))") == true })
        for ticket in leftOpen {
            let escalation = await reader.message(".helpdesk(.escalated(ticket: \(ticket)))")
            #expect(escalation?.source == .later)
        }
        let saved = await run(":save helpdesk.khipu")
        return try #require(saved?.file?.content)
    }
}

/// Reads a client's frames in order, keeping the messages pushed meanwhile.
struct FrameReader {
    let client: LineClient
    private(set) var messages: [RemoteFrame] = []

    init(client: LineClient) {
        self.client = client
    }

    /// The answer to request `id`; nil when the connection ended first.
    mutating func answer(_ id: Int) async -> RemoteFrame? {
        while let frame = await client.next() {
            if frame.type == .message { messages.append(frame) }
            if frame.id == id && frame.type != .message { return frame }
        }
        return nil
    }

    /// The message frame with `text`, read so far or still to come.
    mutating func message(_ text: String) async -> RemoteFrame? {
        if let seen = messages.first(where: { $0.text == text }) { return seen }
        while let frame = await client.next() {
            if frame.type == .message { messages.append(frame) }
            if frame.type == .message && frame.text == text { return frame }
        }
        return nil
    }
}
