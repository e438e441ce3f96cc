#if Fuzzing
import Foundation
import Khipu
import KhipuRemote
import KhipuRemoteProtocol
import NIOCore
import NIOEmbedded
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
        let channel = NIOAsyncTestingChannel()
        do {
            try await channel.testingEventLoop.executeInContext { try served.endpoint.addHandlers(to: channel.pipeline.syncOperations) }
            try await channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 7010)).get()
        } catch {
            return "the channel did not start: \(error)"
        }
        let itemsBefore = served.host.state.todos.items.count
        var written: [UInt8] = []
        func collect() async {
            while let buffer = try? await channel.readOutbound(as: ByteBuffer.self) {
                written += buffer.readableBytesView
            }
        }
        if helloFirst {
            let hello = RemoteFrameCoding.line(.hello(version: RemoteProtocol.version, token: token, tool: nil))
            _ = try? await channel.writeInbound(ByteBuffer(string: hello))
        }
        var offset = 0
        while offset < bytes.count, channel.isActive {
            let end = min(offset + readSize, bytes.count)
            do {
                try await channel.writeInbound(ByteBuffer(bytes: bytes[offset..<end]))
            } catch {
                break  // the handler closed the connection: a line too long, or refused
            }
            offset = end
        }
        // Every statement the client's session took is answered before the end is judged.
        await served.endpoint.requestsAnswered()
        await collect()
        // The hello deadline passes for a connection that never attached.
        await channel.testingEventLoop.advanceTime(by: .seconds(3600))
        await collect()
        _ = try? await channel.finish(acceptAlreadyClosed: true)
        _ = served.host.takeOutputs()
        return judge(written, served: served, helloFirst: helloFirst, itemsBefore: itemsBefore)
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
