@testable import KhipuLanguageServer
import Testing

@Suite("LSP frame headers")
struct FrameHeaderTests {
    @Test("Content-Length is read whatever comes with it and in whichever order", arguments: [
        "Content-Length: 42",
        "Content-Length: 42\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8",
        "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: 42",
        "content-length:42\r\nX-Later-Field: 1",
        "Content-Length: 42\nContent-Type: application/vscode-jsonrpc",
    ])
    func length(header: String) {
        #expect(FrameHeader(Array(header.utf8)).contentLength == 42)
    }

    @Test("Content-Type is kept; a header without a usable length has none")
    func typeAndMissingLength() {
        let header = FrameHeader(Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: 7".utf8))
        #expect(header.contentType == "application/vscode-jsonrpc; charset=utf-8")
        #expect(FrameHeader(Array("Content-Type: text/plain".utf8)).contentLength == nil)
        #expect(FrameHeader(Array("Content-Length: -3".utf8)).contentLength == nil)
        #expect(FrameHeader(Array("Content-Length: twelve".utf8)).contentLength == nil)
    }
}
