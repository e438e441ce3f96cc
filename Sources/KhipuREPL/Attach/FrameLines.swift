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
    private var lines = LineSplitter(maximumLength: RemoteConnection.longestAnswer)
    private var chunk = [UInt8](repeating: 0, count: 65536)

    init(_ leftover: [UInt8]) {
        lines.append(leftover)
    }

    /// Hands over the whole lines read so far; false once a line is not a frame or too long.
    func handPending(_ onFrame: (RemoteFrame) -> Void) -> Bool {
        do {
            while let line = try lines.nextLine() {
                guard let frame = RemoteFrameCoding.frame(line) else { return false }
                onFrame(frame)
            }
            return true
        } catch {
            return false
        }
    }

    /// Reads what the socket has without waiting and hands over the frames; false at the
    /// end of the connection, a read error, or a line that is not a frame.
    func readAvailable(from descriptor: Int32, onFrame: (RemoteFrame) -> Void) -> Bool {
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count > 0 {
                lines.append(chunk[0..<count])
                guard handPending(onFrame) else { return false }
                continue
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { return true }
            return false
        }
    }
}
