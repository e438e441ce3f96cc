/// Builds the short strings a parser makes for every name and label straight from their
/// bytes: a string of at most 15 bytes is stored inline, so this allocates nothing.
package enum ShortString {
    /// The most bytes a 64-bit `String` stores inline.
    package static let inlineCapacity = 15

    /// The string of `bytes` (UTF-8; invalid sequences are repaired, as
    /// `String(decoding:as:)` does).
    @inlinable @inline(__always)
    package static func make(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count <= inlineCapacity else { return String(decoding: bytes, as: UTF8.self) }
        if let ascii = inlineASCII(bytes) { return ascii }
        return String(unsafeUninitializedCapacity: bytes.count) { buffer in
            _ = buffer.initialize(fromContentsOf: bytes)
            return bytes.count
        }
    }

    /// At most 15 ASCII bytes, as the two words of an inline `String`: the bytes in
    /// order, then in the last byte the flags "immortal, small, ASCII" (0xE0) and the
    /// count, exactly the bits the standard library writes for the same text (a test
    /// compares them). Names and labels are ASCII, and the initializer taking a
    /// capacity costs several times more: it calls a closure and validates UTF-8.
    /// nil for any other bytes, or where `String` may be laid out otherwise.
    @inlinable @inline(__always)
    package static func inlineASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        #if _pointerBitWidth(_64) && _endian(little)
            guard bytes.count <= inlineCapacity else { return nil }
            var words: (UInt64, UInt64) = (0, 0)
            if let base = bytes.baseAddress {
                withUnsafeMutableBytes(of: &words) { $0.baseAddress!.copyMemory(from: base, byteCount: bytes.count) }
            }
            guard (words.0 | words.1) & 0x8080_8080_8080_8080 == 0 else { return nil }
            words.1 |= (0xE0 | UInt64(bytes.count)) << 56
            return unsafeBitCast(words, to: String.self)
        #else
            return nil
        #endif
    }

    /// The two words of `text` when it is stored inline and is ASCII, else nil. ASCII
    /// has one form only, so two such strings are equal exactly when their words are:
    /// comparing names by them skips `==`'s checks for the general case.
    @inlinable @inline(__always)
    package static func inlineASCIIWords(_ text: String) -> (UInt64, UInt64)? {
        #if _pointerBitWidth(_64) && _endian(little)
            let words = unsafeBitCast(text, to: (UInt64, UInt64).self)
            // Immortal, small and ASCII: the three top bits of the last byte.
            return words.1 >> 61 == 0b111 ? words : nil
        #else
            return nil
        #endif
    }
}
