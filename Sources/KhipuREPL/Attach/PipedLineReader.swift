import Foundation

/// Lines from a standard input that is not a terminal, read as they come, while waking on
/// `wake` to show what the app sends in between (a piped session sees the app's messages
/// while it waits for its next line, not only at the end).
final class PipedLineReader {
    private let wake: Int32
    private let show: () -> Void
    private let stop: () -> Bool
    private var pending: [UInt8] = []
    private var ended = false

    /// `stop`: asked after each wake; true ends the input (the connection was lost).
    init(wake: Int32, show: @escaping () -> Void, stop: @escaping () -> Bool) {
        self.wake = wake
        self.show = show
        self.stop = stop
    }

    /// The next line without its line break; nil at the end of input.
    func nextLine() -> String? {
        while true {
            if stop() { return nil }
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(pending[..<newline])
                pending.removeSubrange(...newline)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            if ended {
                guard !pending.isEmpty else { return nil }
                defer { pending = [] }
                return String(decoding: pending, as: UTF8.self)
            }
            var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
            if poll(&descriptors, 2, -1) < 0 {
                if errno == EINTR { continue }
                ended = true
                continue
            }
            if descriptors[1].revents != 0 { show() }
            if descriptors[0].revents != 0 {
                var chunk = [UInt8](repeating: 0, count: 65536)
                let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { ended = true } else { pending.append(contentsOf: chunk[0..<count]) }
            }
        }
    }
}
