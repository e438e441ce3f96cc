import Foundation
import KhipuDSL
import Testing

@Suite("Data as its users write it")
struct DataDecodingTests {
    @Test("a base64 string, as JSONEncoder writes Data, and a byte array both read")
    func bothForms() throws {
        let bytes = Data([137, 80, 78, 71])
        let base64 = String(data: try JSONEncoder().encode(bytes), encoding: .utf8)!
        #expect(try dslDecode(Data.self, base64) == bytes)
        #expect(try dslDecode(Data.self, "[137, 80, 78, 71]") == bytes)
        #expect(try dslDecode(Data.self, "[0x89, 0x50]") == Data([0x89, 0x50]))
        #expect(try dslDecode(Data?.self, #""iVBORw==""#) == bytes)
    }

    @Test("it prints as its bytes, which read back")
    func printsAsBytes() throws {
        let bytes = Data([0, 1, 255])
        let printed = DSLPrinter.print(bytes)
        #expect(printed == "[0, 1, 255]")
        #expect(try dslDecode(Data.self, printed) == bytes)
    }

    @Test("text that is neither says which forms Data takes")
    func wrongForms() throws {
        let notBase64 = try #require(decodingFailure(decoding: #""not base64!""#, as: Data.self))
        #expect(notBase64.diagnostic.message.contains("base64"))
        #expect(notBase64.diagnostic.notes.contains { $0.contains("as its bytes") })
        let number = try #require(decodingFailure(decoding: "12", as: Data.self))
        #expect(number.diagnostic.message == "expected Data, found an integer literal '12'")
        let byte = try #require(decodingFailure(decoding: "[1, 256]", as: Data.self))
        #expect(byte.spot == "256")
    }
}
