import CKhipuSystem
import Dispatch
import Khipu

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP socket listening on an interface, its connections accepted as they come (a
/// dispatch read source on `queue`: no thread waits on it) and handed to `onAccept`,
/// non-blocking and configured as streams (`SocketCalls.configureStream`).
package final class ListeningSocket: Sendable {
    /// The port it listens on (the one the system chose for port 0).
    package let port: Int
    private struct Accepting {
        var source: (any DispatchSourceRead)?
        /// Out of descriptors: accepting waits a moment instead of spinning on the
        /// connection the kernel keeps offering.
        var isPaused = false
    }

    private let accepting: Locked<Accepting>

    /// Binds the first address of `host` that takes it. Throws why none did.
    package init(host: String, port: Int, backlog: Int32 = 256, queue: DispatchQueue, onAccept: @escaping @Sendable (Int32) -> Void) throws(SocketError) {
        var failure = SocketError("no address")
        for address in try SocketAddress.resolve(host: host, port: port, passive: true) {
            guard let descriptor = address.makeSocket() else {
                failure = .system("socket")
                continue
            }
            SocketCalls.setOption(descriptor, SOL_SOCKET, SO_REUSEADDR)
            guard address.withSockaddr({ bind(descriptor, $0, $1) }) == 0 else {
                failure = .system("bind")
                SocketCalls.close(descriptor)
                continue
            }
            guard listen(descriptor, backlog) == 0 else {
                failure = .system("listen")
                SocketCalls.close(descriptor)
                continue
            }
            SocketCalls.setNonBlocking(descriptor)
            self.port = SocketCalls.localPort(descriptor) ?? port
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
            let accepting = Locked(Accepting(source: source))
            source.setEventHandler {
                guard Self.acceptWaiting(descriptor, onAccept) == .outOfDescriptors else { return }
                accepting.withLock {
                    $0.source?.suspend()
                    $0.isPaused = true
                }
                queue.asyncAfter(deadline: .now() + .milliseconds(100)) {
                    accepting.withLock {
                        guard $0.isPaused else { return }
                        $0.isPaused = false
                        $0.source?.resume()
                    }
                }
            }
            source.setCancelHandler { SocketCalls.close(descriptor) }
            self.accepting = accepting
            source.resume()
            return
        }
        throw failure
    }

    private enum AcceptOutcome { case noneLeft, outOfDescriptors }

    private static func acceptWaiting(_ listener: Int32, _ onAccept: (Int32) -> Void) -> AcceptOutcome {
        while true {
            let descriptor = khipu_accept_closed_on_exec(listener)
            guard descriptor >= 0 else {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM ? .outOfDescriptors : .noneLeft
            }
            SocketCalls.setNonBlocking(descriptor)
            SocketCalls.configureStream(descriptor)
            onAccept(descriptor)
        }
    }

    /// Stops listening; connections accepted before stay open.
    package func close() {
        accepting.withLock {
            $0.source?.cancel()
            // A suspended source must not be released.
            if $0.isPaused { $0.source?.resume() }
            $0.isPaused = false
            $0.source = nil
        }
    }
}
