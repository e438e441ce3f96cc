import KhipuInternals
import Testing

@Suite("Looking at a script's bytes eight at a time")
struct ByteScanTests {
    /// Lengths around the eight-byte words, with the looked-for bytes at their edges.
    static let texts: [[UInt8]] = {
        var texts: [[UInt8]] = [[], [0x0A], [0x0A, 0x0A], Array("a\nb".utf8), Array("Café ☕\n".utf8), [0x80], [0xFF, 0x0A, 0x8A, 0x0B, 0x09]]
        for length in 1...25 {
            texts.append((0..<length).map { (index: Int) -> UInt8 in index % 3 == 0 ? 0x0A : 0x41 + UInt8(index % 20) })
            texts.append((0..<length).map { (index: Int) -> UInt8 in index == length - 1 ? 0xC3 : 0x0A })
            texts.append((0..<length).map { (index: Int) -> UInt8 in index == 0 ? 0x0A : 0x8A })
        }
        return texts
    }()

    @Test("counts a byte as a loop over every byte does", arguments: texts)
    func count(bytes: [UInt8]) {
        for byte: UInt8 in [0x0A, 0x41, 0x8A, 0x00] {
            let counted = bytes.withUnsafeBufferPointer { ByteScan.count(of: byte, in: $0) }
            #expect(counted == bytes.filter { $0 == byte }.count, "byte \(byte)")
        }
    }

    @Test("tells ASCII as a loop over every byte does", arguments: texts)
    func ascii(bytes: [UInt8]) {
        #expect(bytes.withUnsafeBufferPointer { ByteScan.isASCII($0) } == bytes.allSatisfy { $0 < 0x80 })
    }
}
