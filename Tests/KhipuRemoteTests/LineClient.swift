import Foundation
import Khipu
import KhipuDSL
import KhipuRemoteProtocol

#if canImport(Glibc)
import Glibc
#endif

/// A raw TCP client of the attach protocol for the tests: writes whatever bytes it is
/// given, reads frames with a timeout, and tells a connection the server closed from one
/// that merely said nothing within the timeout.
final class LineClient: @unchecked Sendable {
    private let descriptor: Int32
    private var pending: [UInt8] = []

    /// What one read ended with.
    enum Received: Equatable {
        case frame(RemoteFrame)
        /// A line that is not a frame.
        case notAFrame(String)
        /// The server closed the connection (end of stream, or reset).
        case closed
        /// Nothing came within the read timeout, and the connection is still open.
        case timedOut
    }

    /// `readTimeoutSeconds` only guards against a hang: a verdict waits for what it reads,
    /// however busy the machine, and a read that reaches it means nothing came at all.
    init(port: Int, readTimeoutSeconds: Int = 300) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw ClientError.cannotConnect }
        var timeout = timeval(tv_sec: readTimeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    enum ClientError: Error { case cannotConnect }

    /// Writes the bytes; false once the server no longer takes them.
    @discardableResult
    func write(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return false }
            written += result
        }
        return true
    }

    func send(_ frame: RemoteFrame) {
        write(RemoteFrameCoding.line(frame))
    }

    func hello(token: String) async -> RemoteFrame? {
        send(.hello(version: RemoteProtocol.version, token: token, tool: nil))
        return await next()
    }

    /// The next line, or how the reading ended. The blocking read runs on a thread of its
    /// own: on Swift's shared pool (as wide as the machine has cores) it would starve the
    /// served app's own asynchronous work, whose later answer the test waits for.
    func receive() async -> Received {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: self.receiveBlocking()) }.start()
        }
    }

    private func receiveBlocking() -> Received {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return RemoteFrameCoding.frame(line).map { .frame($0) } ?? .notAFrame(line)
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                pending.append(contentsOf: chunk[0..<count])
                continue
            }
            if count == 0 { return .closed }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .timedOut
            default: return .closed  // ECONNRESET: the server closed with bytes of ours unread
            }
        }
    }

    /// The next frame; nil when the connection closed, nothing came within the timeout,
    /// or the line was not a frame.
    func next() async -> RemoteFrame? {
        if case .frame(let frame) = await receive() { return frame }
        return nil
    }

    /// Frames until one of `type` (included) or the end.
    func frames(until type: RemoteFrame.Kind) async -> [RemoteFrame] {
        var frames: [RemoteFrame] = []
        while let frame = await next() {
            frames.append(frame)
            if frame.type == type { break }
        }
        return frames
    }

    /// Reads what is left; true only when the server closed the connection, false when it
    /// stayed open until the read timeout. The frames read on the way are in `framesBeforeClose`.
    func isClosedByServer() async -> Bool {
        framesBeforeClose = []
        while true {
            switch await receive() {
            case .frame(let frame): framesBeforeClose.append(frame)
            case .notAFrame: continue
            case .closed: return true
            case .timedOut: return false
            }
        }
    }

    private(set) var framesBeforeClose: [RemoteFrame] = []
}

extension RemoteFrame {
    /// `:state counter.value` as a statement frame.
    static func state(_ path: String, id: Int) -> RemoteFrame {
        .statement(id: id, text: ":state " + path, line: 1)
    }

    // What the tests read of a frame, whichever case it is.
    var type: Kind { kind }
    var id: Int? { requestID }

    var text: String? {
        switch self {
        case .statement(_, let text, _), .complete(_, let text), .message(_, let text, _), .diagnostic(_, let text), .notice(let text):
            text
        case .refused(_, let reason): reason
        default: nil
        }
    }

    var source: MessageSource? {
        if case .message(_, _, let source) = self { source } else { nil }
    }

    var direction: Direction? {
        if case .message(let direction, _, _) = self { direction } else { nil }
    }

    var domain: String? {
        if case .welcome(_, _, let domain, _) = self { domain } else { nil }
    }

    var outcome: RemoteOutcome? {
        if case .answer(_, let outcome, _, _) = self { outcome } else { nil }
    }

    var diff: [PrintedDiff.Line]? {
        if case .answer(_, _, let diff, _) = self { diff } else { nil }
    }

    var file: RemoteFile? {
        if case .answer(_, _, _, let file) = self { file } else { nil }
    }

    var candidates: [RemoteCandidate]? {
        if case .completions(_, _, let candidates) = self { candidates } else { nil }
    }

    var fragmentStart: Int? {
        if case .completions(_, let start, _) = self { start } else { nil }
    }

    /// The rendered failure of an answered statement, if it failed.
    var failure: String? {
        outcome?.events.lazy.compactMap { if case .failed(let text, let diagnostic, _) = $0 { diagnostic?.rendered ?? text } else { nil } }.first
    }

    /// The diagnostic an answered statement failed with, if it did.
    var failedDiagnostic: RemoteDiagnostic? {
        outcome?.events.lazy.compactMap { if case .failed(_, let diagnostic?, _) = $0 { diagnostic } else { nil } }.first
    }

    /// What an answered command printed (`:state`, `:describe`).
    var printed: String? {
        outcome?.events.lazy.compactMap { if case .output(let text) = $0 { text } else { nil } }.first
    }

    /// What the domain answered an answered statement's message.
    var dispatchedOutputs: [RemoteMessage]? {
        if case .dispatched(_, let outputs)? = outcome?.events.first { outputs } else { nil }
    }
}

extension MessageSource {
    /// What a `message` frame says of an answer that came after a wait on the live clock.
    static let later = MessageSource.followUp(startedBy: nil, timer: nil, waited: true)
}
