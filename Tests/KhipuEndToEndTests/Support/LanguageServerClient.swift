import Foundation
import KhipuInternals

/// Speaks JSON-RPC with `Content-Length` framing to `khipu lsp`, as an editor does.
final class LanguageServerClient {
    private let process = Process()
    private let input = Pipe.forOneChild()
    private let output = Pipe.forOneChild()
    private var buffer = Data()
    private var nextID = 1
    /// A `Content-Type` header to send before `Content-Length`, as pygls does.
    private let contentType: String?

    init(arguments: [String] = ["lsp"], contentType: String? = nil) throws {
        self.contentType = contentType
        process.executableURL = KhipuProcess.executable
        process.arguments = arguments
        process.currentDirectoryURL = KhipuProcess.packageRoot
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Sends a request and returns its response, skipping notifications that come first.
    func request(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        while true {
            let message = try read()
            if message["id"] as? Int == id { return message }
        }
    }

    func notify(_ method: String, _ params: [String: Any]) throws {
        try send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// The next `textDocument/publishDiagnostics` the server sends.
    func nextDiagnostics() throws -> [[String: Any]] {
        while true {
            let message = try read()
            if message["method"] as? String == "textDocument/publishDiagnostics" {
                return (message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
            }
        }
    }

    /// Shuts the server down as an editor does; returns its exit status.
    func shutDown() throws -> Int32 {
        _ = try request("shutdown")
        try notify("exit", [:])
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Sends `exit` without `shutdown`; returns the exit status.
    func exitWithoutShutdown() throws -> Int32 {
        try notify("exit", [:])
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }

    func sendRaw(_ data: Data) {
        input.fileHandleForWriting.write(data)
    }

    private func send(_ message: [String: Any]) throws {
        let body = try JSONSerialization.data(withJSONObject: message)
        let type = contentType.map { "Content-Type: \($0)\r\n" } ?? ""
        sendRaw(Data("\(type)Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    private func read() throws -> [String: Any] {
        let separator = Data("\r\n\r\n".utf8)
        while buffer.range(of: separator) == nil { try fill() }
        let headerEnd = buffer.range(of: separator)!
        let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
        let length = Int(header.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
        while buffer.count - (headerEnd.upperBound - buffer.startIndex) < length { try fill() }
        let body = buffer[headerEnd.upperBound..<headerEnd.upperBound + length]
        buffer = Data(buffer[(headerEnd.upperBound + length)...])
        return try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] ?? [:]
    }

    private func fill() throws {
        let chunk = output.fileHandleForReading.availableData
        guard !chunk.isEmpty else { throw ServerEnded() }
        buffer.append(chunk)
    }

    struct ServerEnded: Error {}

    deinit {
        if process.isRunning { process.terminate() }
    }
}
