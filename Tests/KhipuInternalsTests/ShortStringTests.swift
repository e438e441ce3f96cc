import KhipuInternals
import Testing

@Suite("Short strings from their bytes")
struct ShortStringTests {
    @Test(
        "equal to the standard library's decoding, inline or not, ASCII or not, valid or not",
        arguments: [
            [], Array("a".utf8), Array("zipCode".utf8), Array("0123456789abcde".utf8), Array("0123456789abcdef".utf8),
            Array("café".utf8), Array("Sesame Street 1 and more".utf8), [0x61, 0xFF, 0x62], [0xE2, 0x82], [0x61, 0x00, 0x62],
        ] as [[UInt8]]
    )
    func sameAsDecoding(bytes: [UInt8]) {
        let made = bytes.withUnsafeBufferPointer { ShortString.make($0) }
        let decoded = String(decoding: bytes, as: UTF8.self)
        #expect(made == decoded)
        #expect(Array(made.utf8) == Array(decoded.utf8))
        #expect(made.hashValue == decoded.hashValue)
        #expect(made.count == decoded.count)
    }

    /// The inline form is the standard library's own, bit for bit, for every length.
    @Test("ASCII inline strings have the standard library's bits, at every length")
    func sameBits() {
        let alphabet = Array("abcdefghijklmnoXYZ_0123".utf8)
        for count in 0...ShortString.inlineCapacity {
            let bytes = Array(alphabet.prefix(count))
            let made = bytes.withUnsafeBufferPointer { ShortString.inlineASCII($0) }
            // Built by appending, so the standard library chooses its own form.
            var reference = ""
            for byte in bytes { reference.append(Character(Unicode.Scalar(byte))) }
            #expect(made != nil, "\(count) bytes")
            guard let made else { continue }
            #expect(unsafeBitCast(made, to: (UInt64, UInt64).self) == unsafeBitCast(reference, to: (UInt64, UInt64).self), "\(count) bytes")
            #expect(made == reference)
            #expect(made.utf8.count == count)
            #expect(made + "!" == reference + "!")
        }
        #expect(ShortString.inlineASCIIWords("zipCode") != nil)
        #expect(ShortString.inlineASCIIWords("zipCode").map { $0 == ShortString.inlineASCIIWords("zip" + "Code")! } == true)
        #expect(ShortString.inlineASCIIWords("zipCode").map { $0 == ShortString.inlineASCIIWords("zipcode")! } == false)
        #expect(ShortString.inlineASCIIWords("café") == nil)
        #expect(ShortString.inlineASCIIWords("a name longer than fifteen bytes") == nil)
        #expect([UInt8]("é".utf8).withUnsafeBufferPointer { ShortString.inlineASCII($0) } == nil)
        #expect([UInt8]("0123456789abcdef".utf8).withUnsafeBufferPointer { ShortString.inlineASCII($0) } == nil)
    }
}
