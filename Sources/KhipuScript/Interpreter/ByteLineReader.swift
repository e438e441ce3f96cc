import Foundation

/// Reads lines of raw bytes from a file descriptor, so that input which is not UTF-8 can
/// be reported instead of silently repaired (as `readLine` does).
final class ByteLineReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
    }

    /// The next line without its newline, or nil at the end of input.
    func nextLine() -> [UInt8]? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                var line = Array(buffer[start..<newline])
                start = newline + 1
                if line.last == 0x0D { line.removeLast() }
                compact()
                return line
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = Array(buffer[start...])
                start = buffer.count
                return line
            }
            fill()
        }
    }

    private func fill() {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count <= 0 {
            atEnd = true
        } else {
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    private func compact() {
        if start > 1 << 20 {
            buffer.removeFirst(start)
            start = 0
        }
    }
}
