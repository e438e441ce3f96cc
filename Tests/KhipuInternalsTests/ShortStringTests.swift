import KhipuInternals
import Testing

@Suite("Short strings from their bytes")
struct ShortStringTests {
    @Test(
        "equal to the standard library's decoding, inline or not, ASCII or not, valid or not",
        arguments: [
            [], Array("a".utf8), Array("zipCode".utf8), Array("0123456789abcde".utf8), Array("0123456789abcdef".utf8),
            Array("café".utf8), Array("Sesame Street 1 and more".utf8), [0x61, 0xFF, 0x62], [0xE2, 0x82],
        ] as [[UInt8]]
    )
    func sameAsDecoding(bytes: [UInt8]) {
        let made = bytes.withUnsafeBufferPointer { ShortString.make($0) }
        #expect(made == String(decoding: bytes, as: UTF8.self))
        #expect(Array(made.utf8) == Array(String(decoding: bytes, as: UTF8.self).utf8))
    }
}
