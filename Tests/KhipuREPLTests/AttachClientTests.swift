import KhipuDSL
import KhipuRemoteProtocol
import Testing
@testable import KhipuREPL

/// What `khipu attach` reads before it attaches.
@Suite("khipu attach: addresses")
struct AttachClientTests {
    @Test func readsAddresses() throws {
        for (written, host, port) in [("7010", "127.0.0.1", 7010), ("localhost:7010", "localhost", 7010), ("[::1]:7010", "::1", 7010)] {
            let parsed = try RemoteConnection.parse(written)
            #expect(parsed.host == host && parsed.port == port)
        }
        #expect(throws: AttachError.badAddress("nope")) { try RemoteConnection.parse("nope") }
        #expect(throws: AttachError.badAddress("1:99999")) { try RemoteConnection.parse("1:99999") }
    }
}
