import Dispatch
import Foundation
import KhipuRemoteProtocol
import Testing

/// The sockets under both ends of `khipu attach`: a listener on IPv6 loopback, and stream
/// sockets that hand over what arrives and write without waiting.
@Suite struct SocketLayerTests {
    /// What one end's stream socket saw, in order.
    enum Event: Equatable {
        case bytes(String)
        case closed
    }

    static func events(of socket: StreamSocket) -> AsyncStream<Event> {
        let (events, continuation) = AsyncStream.makeStream(of: Event.self)
        socket.start(
            onBytes: { continuation.yield(.bytes(String(decoding: $0, as: UTF8.self))) },
            onClosed: {
                continuation.yield(.closed)
                continuation.finish()
            })
        return events
    }

    /// A blocking connect on loopback, then the descriptor as the server configures its own.
    static func connect(host: String, port: Int) throws -> Int32 {
        let address = try #require(try SocketAddress.resolve(host: host, port: port).first)
        let descriptor = try #require(address.makeSocket())
        #expect(address.withSockaddr { Foundation.connect(descriptor, $0, $1) } == 0)
        SocketCalls.setNonBlocking(descriptor)
        SocketCalls.configureStream(descriptor)
        return descriptor
    }

    @Test(.timeLimit(.minutes(1)))
    func aListenerOnIPv6LoopbackAcceptsAndItsStreamsCarryBytesBothWaysUntilOneCloses() async throws {
        let queue = DispatchQueue(label: "socket-layer-tests")
        let (accepted, acceptedContinuation) = AsyncStream.makeStream(of: StreamSocket.self)
        let listener = try ListeningSocket(host: "::1", port: 0, queue: queue) { descriptor in
            acceptedContinuation.yield(StreamSocket(descriptor: descriptor, queue: queue))
        }
        defer { listener.close() }
        #expect(listener.port > 0)

        let client = StreamSocket(descriptor: try Self.connect(host: "[::1]", port: listener.port), queue: queue)
        var clientEvents = Self.events(of: client).makeAsyncIterator()
        var iterator = accepted.makeAsyncIterator()
        let server = try #require(await iterator.next())
        var serverEvents = Self.events(of: server).makeAsyncIterator()

        client.write(Array("ping\n".utf8))
        #expect(await serverEvents.next() == .bytes("ping\n"))
        // A frame bigger than the kernel takes at once goes out whole, in order, after the one before.
        let large = String(repeating: "x", count: 4 << 20)
        server.write(Array("pong\n".utf8))
        server.write(Array(large.utf8))
        var received = ""
        while received.utf8.count < 5 + large.utf8.count, case .bytes(let bytes) = await clientEvents.next() { received += bytes }
        #expect(received == "pong\n" + large)

        client.close()
        #expect(await clientEvents.next() == .closed)
        #expect(await serverEvents.next() == .closed)
    }

    /// A process the app starts (a shell-out, a helper) must not keep a client's
    /// connection open after the app closed it, nor the listener's port.
    @Test(.timeLimit(.minutes(1)))
    func everySocketClosesOnExec() async throws {
        let queue = DispatchQueue(label: "socket-layer-tests")
        let (accepted, acceptedContinuation) = AsyncStream.makeStream(of: Int32.self)
        let listener = try ListeningSocket(host: "127.0.0.1", port: 0, queue: queue) { acceptedContinuation.yield($0) }
        defer { listener.close() }
        let client = try Self.connect(host: "127.0.0.1", port: listener.port)
        defer { close(client) }
        var iterator = accepted.makeAsyncIterator()
        let server = try #require(await iterator.next())
        defer { close(server) }
        #expect(fcntl(client, F_GETFD) & FD_CLOEXEC != 0)
        #expect(fcntl(server, F_GETFD) & FD_CLOEXEC != 0)
    }

    @Test func aPortTakenIsAnErrorThatSaysWhy() throws {
        let queue = DispatchQueue(label: "socket-layer-tests")
        let first = try ListeningSocket(host: "127.0.0.1", port: 0, queue: queue) { SocketCalls.close($0) }
        defer { first.close() }
        #expect {
            try ListeningSocket(host: "127.0.0.1", port: first.port, queue: queue) { SocketCalls.close($0) }
        } throws: { error in
            "\(error)".contains("bind") && "\(error)".contains("in use")
        }
    }

    @Test func anAddressThatDoesNotResolveIsAnError() {
        #expect(throws: SocketError.self) { try SocketAddress.resolve(host: "no-such-host.invalid", port: 7010) }
    }
}
