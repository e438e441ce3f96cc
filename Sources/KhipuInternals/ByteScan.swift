/// Whole-buffer looks at a script's bytes, eight bytes at a time: a long script is read
/// through once for each, before any statement runs.
package enum ByteScan {
    private static let lowSevenBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// How many of the bytes are `byte`.
    package static func count(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        var count = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            // Zero exactly where a byte equals `byte`; the high bit of each zero byte is then
            // set by the classic exact zero-byte test, and counted.
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ pattern
            let zeros = ~(((word & lowSevenBits) &+ lowSevenBits) | word | lowSevenBits)
            count &+= zeros.nonzeroBitCount
            offset += 8
        }
        while offset < bytes.count {
            if base[offset] == byte { count &+= 1 }
            offset += 1
        }
        return count
    }

    /// Whether every byte is ASCII (below 0x80).
    package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var all: UInt64 = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            all |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < bytes.count {
            all |= UInt64(base[offset])
            offset += 1
        }
        return all & highBits == 0
    }
}
