import KhipuDSL

/// Where input stops being UTF-8 text, for diagnostics that name the spot.
enum UTF8Check {
    /// The offset of the first byte that does not start a valid UTF-8 sequence, or nil.
    static func firstInvalidOffset<Bytes: Collection>(in bytes: Bytes) -> Int? where Bytes.Element == UInt8 {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// Whether every byte is ASCII, and so the bytes are UTF-8 text without a closer look.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Without an early exit, which the compiler vectorises.
        guard let base = bytes.baseAddress else { return true }
        var all: UInt8 = 0
        for index in 0..<bytes.count { all |= base[index] }
        return all < 0x80
    }

    /// 1-based line and column (in characters) of a byte offset.
    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let location = SourceLocator(bytes).location(ofBoundary: offset)
        return (location.line + 1, location.column)
    }
}
