import Foundation
import KhipuRemoteProtocol

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why `khipu attach` could not attach, or stopped.
package enum AttachError: Error, CustomStringConvertible, Equatable {
    case badAddress(String)
    case cannotConnect(String, reason: String)
    case refused(String)
    case connectionLost
    case noWelcome

    package var description: String {
        switch self {
        case .badAddress(let written): "'\(written)' is not an address: write PORT or HOST:PORT, e.g. 127.0.0.1:7010"
        case .cannotConnect(let address, let reason): "cannot connect to \(address): \(reason)"
        case .refused(let reason): "the app refused this client: \(reason)"
        case .connectionLost: "the connection to the app was lost"
        case .noWelcome: "the app did not answer as a khipu remote endpoint does"
        }
    }

    /// The exit status: 2 refused, 3 lost, 1 anything else.
    package var exitCode: Int32 {
        switch self {
        case .refused: 2
        case .connectionLost: 3
        default: 1
        }
    }
}

/// The client end of the wire: a TCP connection, frames written whole, and a thread that
/// reads lines and hands each frame to `onFrame` in the order they came. The `khipu`
/// binary talks to apps without SwiftNIO, so this is plain sockets.
package final class RemoteConnection: @unchecked Sendable {
    private let descriptor: Int32
    private let writeLock = NSLock()

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// `7010`, `127.0.0.1:7010`, `localhost:7010`, `[::1]:7010`.
    package static func parse(_ address: String) throws(AttachError) -> (host: String, port: Int) {
        var host = "127.0.0.1"
        var portText = Substring(address)
        if address.hasPrefix("[") {
            guard let close = address.firstIndex(of: "]"), address[address.index(after: close)...].hasPrefix(":") else { throw .badAddress(address) }
            host = String(address[address.index(after: address.startIndex)..<close])
            portText = address[address.index(close, offsetBy: 2)...]
        } else if let colon = address.lastIndex(of: ":") {
            host = String(address[..<colon])
            portText = address[address.index(after: colon)...]
        }
        guard !host.isEmpty, let port = Int(portText), (1...65535).contains(port) else { throw .badAddress(address) }
        return (host, port)
    }

    package static func connect(host: String, port: Int) throws(AttachError) -> RemoteConnection {
        let shown = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var results: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &results)
        guard status == 0, let first = results else {
            throw .cannotConnect(shown, reason: String(cString: gai_strerror(status)))
        }
        defer { freeaddrinfo(results) }
        var reason = "no address"
        var candidate: UnsafeMutablePointer<addrinfo>? = first
        while let info = candidate {
            let descriptor = socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
            if descriptor >= 0 {
                if Foundation.connect(descriptor, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 {
                    var on: Int32 = 1
                    _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
                    return RemoteConnection(descriptor: descriptor)
                }
                reason = String(cString: strerror(errno))
                close(descriptor)
            }
            candidate = info.pointee.ai_next
        }
        throw .cannotConnect(shown, reason: reason)
    }

    /// Writes one frame; false when the connection is gone.
    @discardableResult
    package func send(_ frame: RemoteFrame) -> Bool {
        let bytes = Array(RemoteFrameCoding.line(frame).utf8)
        return writeLock.withLock {
            var written = 0
            while written < bytes.count {
                let result = bytes[written...].withUnsafeBytes { pointer in
                    #if canImport(Glibc)
                    Glibc.send(descriptor, pointer.baseAddress, pointer.count, Int32(MSG_NOSIGNAL))
                    #else
                    Darwin.send(descriptor, pointer.baseAddress, pointer.count, 0)
                    #endif
                }
                if result < 0 && errno == EINTR { continue }
                guard result > 0 else { return false }
                written += result
            }
            return true
        }
    }

    /// Starts the reading thread: every frame to `onFrame`, then `onEnd` once the
    /// connection closes (or sends something that is not a frame).
    package func startReading(onFrame: @escaping @Sendable (RemoteFrame) -> Void, onEnd: @escaping @Sendable () -> Void) {
        let descriptor = descriptor
        let thread = Thread {
            var pending: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65536)
            reading: while true {
                let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                pending.append(contentsOf: chunk[0..<count])
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    pending.removeSubrange(...newline)
                    guard let frame = RemoteFrameCoding.frame(line) else { break reading }
                    onFrame(frame)
                }
                if pending.count > RemoteProtocol.maximumLineLength * 16 { break }
            }
            onEnd()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// Closes the sending side, so the app sees the client leave.
    package func shutdown() {
        _ = Foundation.shutdown(descriptor, Int32(SHUT_RDWR))
    }
}
