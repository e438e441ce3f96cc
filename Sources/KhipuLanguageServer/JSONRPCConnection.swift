import Foundation

/// JSON-RPC 2.0 over a byte stream with the Language Server Protocol's base framing
/// (`Content-Length` and optionally `Content-Type` headers, then the body), on stdio.
package final class JSONRPCConnection: @unchecked Sendable {
    private let input: FileHandle
    private let output: FileHandle
    private var buffer = Data()
    private let writing = NSLock()

    package init(input: FileHandle = .standardInput, output: FileHandle = .standardOutput) {
        self.input = input
        self.output = output
    }

    /// The next message, or nil at the end of the input. A frame that is not a JSON
    /// object, or a header without a length, is skipped: a client's mistake must not end
    /// the server.
    func read() -> [String: Any]? {
        while true {
            guard let body = readFrame() else { return nil }
            if let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] {
                return message
            }
        }
    }

    func send(_ message: [String: Any]) {
        var message = message
        message["jsonrpc"] = "2.0"
        guard let body = try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys, .withoutEscapingSlashes]) else { return }
        writing.withLock { output.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body) }
    }

    private func readFrame() -> Data? {
        let separator = Data("\r\n\r\n".utf8)
        while true {
            if let headerEnd = buffer.range(of: separator) {
                let header = FrameHeader(buffer[buffer.startIndex..<headerEnd.lowerBound])
                let length = header.contentLength ?? 0
                let bodyStart = headerEnd.upperBound
                while buffer.count - (bodyStart - buffer.startIndex) < length {
                    guard fill() else { return nil }
                }
                let body = buffer[bodyStart..<bodyStart + length]
                buffer = Data(buffer[(bodyStart + length)...])
                return Data(body)
            }
            guard fill() else { return nil }
        }
    }

    private func fill() -> Bool {
        let chunk = input.availableData
        guard !chunk.isEmpty else { return false }
        buffer.append(chunk)
        return true
    }
}
