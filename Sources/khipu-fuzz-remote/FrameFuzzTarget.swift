#if Fuzzing
import Foundation
import Khipu
import KhipuRemote
import KhipuRemoteProtocol
import Todos

/// The function libFuzzer calls with every input. The first byte chooses how: its low
/// bit whether a valid `hello` goes first (so the fuzzer reaches the attached handler
/// without guessing the token), the rest the size of the reads the other bytes arrive in.
///
/// Beyond "the app does not stop": every line the endpoint writes is a whole frame, a
/// connection never welcomed never changes the domain, and a valid hello is welcomed.
enum FrameFuzzTarget {
    static let token = "fuzz-token"
    /// Made again every so many inputs, so the domain's state stays small.
    nonisolated(unsafe) static var served = ServedTodos()
    nonisolated(unsafe) static var inputs = 0

    static func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let bytes = Array(UnsafeBufferPointer(start: size > 0 ? data : nil, count: size > 0 ? size : 0))
        guard let first = bytes.first else { return 0 }
        inputs += 1
        if inputs % 256 == 0 { served = ServedTodos() }
        let served = served
        let finding = AsyncBridge.result {
            await check(served, Array(bytes.dropFirst()), helloFirst: first & 1 == 1, readSize: Int(first >> 1) + 1)
        }
        if let finding {
            FileHandle.standardError.write(Data("khipu-fuzz-remote finding:\n\(finding)\n".utf8))
            abort()
        }
        return 0
    }

    static func check(_ served: ServedTodos, _ bytes: [UInt8], helloFirst: Bool, readSize: Int) async -> String? {
        let output = MemoryOutput()
        let connection = served.endpoint.connection(writingTo: output)
        connection.opened()
        let itemsBefore = served.host.state.todos.items.count
        if helloFirst {
            connection.received(RemoteFrameCoding.line(.hello(version: RemoteProtocol.version, token: token, tool: nil)).utf8)
        }
        var offset = 0
        // Until the connection closes itself: a line too long, or refused.
        while offset < bytes.count, !output.isClosed {
            let end = min(offset + readSize, bytes.count)
            connection.received(bytes[offset..<end])
            offset = end
        }
        // Every statement the client's session took is answered before the end is judged.
        await served.endpoint.requestsAnswered()
        // The hello deadline passes for a connection that never attached.
        connection.helloDeadlinePassed()
        connection.closed()
        _ = served.host.takeOutputs()
        return judge(output.written, served: served, helloFirst: helloFirst, itemsBefore: itemsBefore)
    }

    static func judge(_ written: [UInt8], served: ServedTodos, helloFirst: Bool, itemsBefore: Int) -> String? {
        guard written.isEmpty || written.last == UInt8(ascii: "\n") else { return "the endpoint wrote an unfinished line" }
        var welcomed = false
        for line in written.split(separator: UInt8(ascii: "\n")) {
            guard let frame = RemoteFrameCoding.frame(String(decoding: line, as: UTF8.self)) else {
                return "the endpoint wrote a line that is not a frame: \(String(decoding: line.prefix(200), as: UTF8.self))"
            }
            if case .welcome = frame { welcomed = true }
        }
        if !helloFirst {
            let items = served.host.state.todos.items.count
            if !welcomed && items != itemsBefore { return "a connection never welcomed changed the domain (\(itemsBefore) items, now \(items))" }
        }
        if helloFirst && !welcomed { return "the valid hello was not welcomed" }
        return nil
    }
}

/// The connection's other end: what the endpoint wrote, kept until it closed.
final class MemoryOutput: ConnectionOutput {
    private struct State {
        var written: [UInt8] = []
        var isClosed = false
    }

    private let state = Locked(State())

    func write(_ bytes: [UInt8], whenWritten: @escaping @Sendable () -> Void) {
        state.withLock { if !$0.isClosed { $0.written += bytes } }
        whenWritten()
    }

    func close() {
        state.withLock { $0.isClosed = true }
    }

    var written: [UInt8] { state.withLock { $0.written } }
    var isClosed: Bool { state.withLock { $0.isClosed } }
}

/// The Todos domain served as the real server serves it.
struct ServedTodos: Sendable {
    let host: DomainHost<Message, AppState>
    let endpoint: RemoteEndpoint

    init() {
        let tap = RemoteTap(TodosDomain.definition)
        host = DomainHost(definition: tap.definition)
        endpoint = RemoteEndpoint(
            serving: host, tap: tap,
            configuration: RemoteConfiguration(token: FrameFuzzTarget.token, tokenFromEnvironment: false, writesConnectionFile: false))
    }
}
#endif
