/// Turns UTF-8 byte offsets into lines and columns. Columns count Characters (grapheme
/// clusters), 1-based; lines are 0-based within the located text. The one place the
/// package turns offsets into lines and columns: diagnostics, the parser and the script
/// reader's UTF-8 errors all come here.
package struct SourceLocator {
    package struct Location: Equatable {
        /// 0-based line within the text.
        package var line: Int
        /// 1-based column in Characters.
        package var column: Int
        /// Byte offset of the start of the line.
        package var lineStart: Int
        /// Byte offset of the end of the line, before its `\n` (and a `\r` preceding it).
        package var lineEnd: Int
    }

    let bytes: [UInt8]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    package init(_ text: String) {
        self.bytes = Array(text.utf8)
    }

    /// The location of `offset`, moved back to the start of the Unicode scalar it falls in.
    package func location(of offset: Int) -> Location {
        location(ofBoundary: scalarBoundary(atOrBefore: min(max(offset, 0), bytes.count)))
    }

    /// The location of `offset` as it is, for bytes that may not be valid UTF-8 (where
    /// reading stopped): the column counts the Characters of the valid text before it.
    package func location(ofBoundary offset: Int) -> Location {
        let offset = min(max(offset, 0), bytes.count)
        var line = 0
        var lineStart = 0
        var index = 0
        while index < offset {
            if bytes[index] == ASCII.newline {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        let column = Self.characterCount(bytes, lineStart..<offset) + 1
        return Location(line: line, column: column, lineStart: lineStart, lineEnd: lineEnd(from: offset))
    }

    func lineEnd(from offset: Int) -> Int {
        var end = offset
        while end < bytes.count && bytes[end] != ASCII.newline { end += 1 }
        if end > offset && bytes[end - 1] == ASCII.carriageReturn && end < bytes.count { end -= 1 }
        return end
    }

    func scalarBoundary(atOrBefore offset: Int) -> Int {
        var offset = offset
        while offset > 0 && offset < bytes.count && !ASCII.isScalarStart(bytes[offset]) { offset -= 1 }
        return offset
    }

    /// The number of Characters the bytes in `range` make. Plain ASCII (the usual case)
    /// is counted without building a String.
    static func characterCount(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        var isPlainASCII = true
        for index in range where bytes[index] >= 0x80 || bytes[index] == ASCII.carriageReturn {
            isPlainASCII = false
            break
        }
        if isPlainASCII { return range.count }
        return String(decoding: bytes[range], as: UTF8.self).count
    }
}
