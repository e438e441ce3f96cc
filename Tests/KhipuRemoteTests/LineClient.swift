import Foundation
import KhipuRemoteProtocol

#if canImport(Glibc)
import Glibc
#endif

/// A raw TCP client of the attach protocol for the tests: writes whatever bytes it is
/// given, reads frames with a timeout.
final class LineClient {
    private let descriptor: Int32
    private var pending: [UInt8] = []

    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw ClientError.cannotConnect }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    enum ClientError: Error { case cannotConnect }

    func write(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    func send(_ frame: RemoteFrame) {
        write(RemoteFrameCoding.line(frame))
    }

    func hello(token: String) -> RemoteFrame? {
        send(RemoteFrame(type: .hello, version: RemoteProtocol.version, token: token))
        return next()
    }

    /// The next frame; nil when the connection closed or nothing came within the timeout.
    func next() -> RemoteFrame? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return RemoteFrameCoding.frame(line)
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            pending.append(contentsOf: chunk[0..<count])
        }
    }

    /// Frames until one of `type` (included) or the end.
    func frames(until type: RemoteFrame.Kind) -> [RemoteFrame] {
        var frames: [RemoteFrame] = []
        while let frame = next() {
            frames.append(frame)
            if frame.type == type { break }
        }
        return frames
    }

    /// True once the server closed the connection.
    func isClosedByServer() -> Bool {
        while next() != nil {}
        return true
    }
}
