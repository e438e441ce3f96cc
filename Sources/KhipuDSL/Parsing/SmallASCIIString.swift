/// Builds short ASCII strings straight from their bytes. `String(decoding:as:)` validates
/// UTF-8 and then copies; names, labels and most literals are ASCII and at most 15 bytes,
/// which a 64-bit `String` stores inline ("small"), so the bytes can be placed as the
/// standard library would place them.
///
/// That layout is checked once against the standard library's own strings; where it
/// differs (another word size or byte order), every string takes the validating path.
enum SmallASCIIString {
    /// The most bytes a small string holds inline.
    static let capacity = 15

    /// Whether this platform lays small ASCII strings out as `make` does.
    static let isAvailable: Bool = {
        guard MemoryLayout<String>.size == MemoryLayout<(UInt64, UInt64)>.size else { return false }
        let samples = ["", "a", "add", "zipCode", "_0", "Sesame Street 1", "0123456789abcde"]
        return samples.allSatisfy { sample in
            let expected = String(decoding: Array(sample.utf8), as: UTF8.self)
            let built = Array(sample.utf8).withUnsafeBufferPointer { bits(of: $0) }
            guard let built else { return false }
            return unsafeBitCast(expected, to: (UInt64, UInt64).self) == built
                && unsafeBitCast(built, to: String.self) == sample
        }
    }()

    /// The string of `bytes` when they are ASCII and fit inline, else nil. Only where
    /// `isAvailable`.
    @inline(__always)
    static func make(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count <= capacity, let raw = bits(of: bytes) else { return nil }
        return unsafeBitCast(raw, to: String.self)
    }

    /// The two words of a small ASCII string: the bytes in order, unused bytes zero, the
    /// last byte `0xE0 | count` (small, ASCII, immortal); nil when a byte is not ASCII.
    @inline(__always)
    private static func bits(of bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64)? {
        guard bytes.count <= capacity else { return nil }
        var raw: (UInt64, UInt64) = (0, 0)
        if let base = bytes.baseAddress, bytes.count > 0 {
            withUnsafeMutableBytes(of: &raw) { $0.baseAddress!.copyMemory(from: base, byteCount: bytes.count) }
        }
        guard (raw.0 | raw.1) & 0x8080_8080_8080_8080 == 0 else { return nil }
        raw.1 |= UInt64(0xE0 | bytes.count) << 56
        return raw
    }
}
