import Foundation

/// JSON-RPC 2.0 over a byte stream with `Content-Length` framing, as the Language
/// Server Protocol speaks it on stdio.
package final class JSONRPCConnection {
    private let input: FileHandle
    private let output: FileHandle
    private var buffer = Data()

    package init(input: FileHandle = .standardInput, output: FileHandle = .standardOutput) {
        self.input = input
        self.output = output
    }

    /// The next message, or nil at the end of the input. A frame that is not a JSON
    /// object is skipped: a client's mistake must not end the server.
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
        output.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    private func readFrame() -> Data? {
        let separator = Data("\r\n\r\n".utf8)
        while true {
            if let headerEnd = buffer.range(of: separator) {
                let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
                let length = Self.contentLength(header)
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

    private static func contentLength(_ header: String) -> Int {
        for line in header.split(whereSeparator: { $0 == "\r" || $0 == "\n" }) {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" {
                return max(0, Int(parts[1].trimmingCharacters(in: .whitespaces)) ?? 0)
            }
        }
        return 0
    }

    private func fill() -> Bool {
        let chunk = input.availableData
        guard !chunk.isEmpty else { return false }
        buffer.append(chunk)
        return true
    }
}
