import Foundation
import KhipuRemoteProtocol

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes read from the app and not yet a whole line, cut into frames as they come.
/// Used only on the connection's reading queue.
final class FrameLines: @unchecked Sendable {
    private var pending: [UInt8]
    private var scanned = 0
    private var chunk = [UInt8](repeating: 0, count: 65536)

    init(_ leftover: [UInt8]) {
        pending = leftover
    }

    /// Hands over the whole lines read so far; false once a line is not a frame or too long.
    func handPending(_ onFrame: (RemoteFrame) -> Void) -> Bool {
        while let newline = pending[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: pending[..<newline], as: UTF8.self)
            pending.removeSubrange(...newline)
            scanned = 0
            guard let frame = RemoteFrameCoding.frame(line) else { return false }
            onFrame(frame)
        }
        scanned = pending.count
        return pending.count <= RemoteConnection.longestAnswer
    }

    /// Reads what the socket has without waiting and hands over the frames; false at the
    /// end of the connection, a read error, or a line that is not a frame.
    func readAvailable(from descriptor: Int32, onFrame: (RemoteFrame) -> Void) -> Bool {
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count > 0 {
                pending.append(contentsOf: chunk[0..<count])
                guard handPending(onFrame) else { return false }
                continue
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { return true }
            return false
        }
    }
}
