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

    /// 1-based line and column (in characters) of a byte offset.
    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes[0..<offset]
        let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        let lineStart = (before.lastIndex(of: 0x0A).map { $0 + 1 }) ?? 0
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return (line, column)
    }
}
