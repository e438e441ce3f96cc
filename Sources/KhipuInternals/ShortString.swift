/// Builds the short strings a parser makes for every name and label straight from their
/// bytes, through the standard library's public unsafe-capacity initializer: a string of
/// at most 15 bytes is stored inline, so this allocates nothing.
package enum ShortString {
    /// The most bytes a 64-bit `String` stores inline.
    package static let inlineCapacity = 15

    /// The string of `bytes` (UTF-8; invalid sequences are repaired, as
    /// `String(decoding:as:)` does).
    @inlinable @inline(__always)
    package static func make(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count <= inlineCapacity else { return String(decoding: bytes, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: bytes.count) { buffer in
            _ = buffer.initialize(fromContentsOf: bytes)
            return bytes.count
        }
    }
}
