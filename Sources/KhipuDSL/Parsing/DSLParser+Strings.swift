/// String literals: `"text"` with Swift's escapes, and `"""` blocks with Swift's rules for
/// where content starts and which indentation is stripped.
extension DSLParser {
    static let validEscapesNote = #"valid escapes are \n, \t, \r, \0, \\, \", \' and \u{1F600}"#

    @inline(never)
    mutating func parseStringLiteral() throws -> DSLExpression {
        if byte(at: cursor + 1) == ASCII.quote && byte(at: cursor + 2) == ASCII.quote {
            return try parseMultilineStringLiteral()
        }
        let start = cursor
        // Most literals hold no escape: find their end in one tight pass over the bytes.
        let stop = Self.firstSpecialStringByte(in: bytes, from: start + 1)
        if stop < bytes.count && bytes[stop] == ASCII.quote {
            advance(to: stop + 1)
            return DSLExpression(.string(string(from: start + 1, to: stop)), range: SourceRange(start, stop + 1))
        }
        var content: [UInt8] = []
        // Room for what precedes the first escape and as much again: one allocation for most.
        content.reserveCapacity(2 * (stop - start))
        var segmentStart = start + 1
        var index = segmentStart
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.quote {
                advance(to: index + 1)
                // Without escapes the text is the bytes as they are: no buffer to fill.
                let text: String
                if segmentStart == start + 1 {
                    text = string(from: segmentStart, to: index)
                } else {
                    content.append(contentsOf: bytes[segmentStart..<index])
                    text = String(decoding: content, as: UTF8.self)
                }
                return DSLExpression(.string(text), range: SourceRange(start, index + 1))
            }
            if byte == ASCII.newline || byte == ASCII.carriageReturn { break }
            if byte == ASCII.backslash {
                content.append(contentsOf: bytes[segmentStart..<index])
                index = try appendEscape(at: index, to: &content)
                segmentStart = index
            } else {
                index += 1
            }
        }
        throw Diagnostic.unterminatedString(at: SourceRange(start, index))
    }

    /// The offset of the first `"`, `\\`, line feed or carriage return from `position`, or
    /// the end of the bytes.
    static func firstSpecialStringByte(in bytes: [UInt8], from position: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var index = position
            // Eight bytes at a time while none of them is special; the byte loop below
            // finds which one is.
            if let base = buffer.baseAddress, index >= 0 {
                let raw = UnsafeRawPointer(base)
                while index + 8 <= buffer.count,
                    !mayHoldSpecialStringByte(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                {
                    index += 8
                }
            }
            while index < buffer.count {
                let byte = buffer[index]
                // Letters and most punctuation lie above the backslash: one comparison each.
                if byte <= ASCII.backslash
                    && (byte == ASCII.quote || byte == ASCII.backslash || byte == ASCII.newline || byte == ASCII.carriageReturn)
                {
                    return index
                }
                index += 1
            }
            return buffer.count
        }
    }

    /// Whether one of the eight bytes of `word` is `"`, `\\`, a line feed or a carriage
    /// return: a byte equal to `b` is a zero byte of `word ^ (b × 0x01…01)`, and
    /// `(v - 0x01…01) & ~v & 0x80…80` is nonzero exactly when `v` has a zero byte.
    static func mayHoldSpecialStringByte(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        return hasZeroByte(word ^ (ones &* UInt64(ASCII.quote))) || hasZeroByte(word ^ (ones &* UInt64(ASCII.backslash)))
            || hasZeroByte(word ^ (ones &* UInt64(ASCII.newline))) || hasZeroByte(word ^ (ones &* UInt64(ASCII.carriageReturn)))
    }

    /// Resolves the escape whose backslash is at `position` into `content`; returns the
    /// offset after it.
    func appendEscape(at position: Int, to content: inout [UInt8]) throws -> Int {
        guard let escaped = byte(at: position + 1) else {
            throw Diagnostic.missingEscapedCharacter(at: SourceRange(position, position + 1))
        }
        let simple: UInt8? =
            switch escaped {
            case 0x6E: ASCII.newline  // n
            case 0x74: ASCII.tab  // t
            case 0x72: ASCII.carriageReturn  // r
            case ASCII.zero: 0
            case ASCII.backslash, ASCII.quote, ASCII.apostrophe: escaped
            default: nil
            }
        if let simple {
            content.append(simple)
            return position + 2
        }
        if escaped == 0x75 { return try appendUnicodeEscape(at: position, to: &content) }  // u
        if escaped == ASCII.openParen {
            throw Diagnostic.stringInterpolation(
                at: SourceRange(position, position + 2), notes: [#"write '\\(' for a backslash followed by '('"#])
        }
        var end = position + 2
        while let byte = byte(at: end), !ASCII.isScalarStart(byte) { end += 1 }
        let range = SourceRange(position, end)
        throw Diagnostic.invalidEscape(text(in: range), at: range, notes: [Self.validEscapesNote])
    }

    /// `\u{1F600}`: one to eight hexadecimal digits naming a Unicode scalar.
    func appendUnicodeEscape(at position: Int, to content: inout [UInt8]) throws -> Int {
        guard byte(at: position + 2) == ASCII.openBrace else {
            throw Diagnostic.malformedUnicodeEscape(expected: "'{' after '\\u'", at: SourceRange(position, position + 2))
        }
        var index = position + 3
        var value: UInt32 = 0
        var digitCount = 0
        while let byte = byte(at: index), ASCII.isHexDigit(byte) {
            digitCount += 1
            if digitCount <= 8 { value = value << 4 | ASCII.hexValue(byte) }
            index += 1
        }
        guard byte(at: index) == ASCII.closeBrace else {
            throw Diagnostic.malformedUnicodeEscape(
                expected: digitCount == 0 ? "hexadecimal digits in '\\u{...}'" : "'}' to close '\\u{'", at: SourceRange(position, index))
        }
        let range = SourceRange(position, index + 1)
        guard digitCount >= 1 else {
            throw Diagnostic.malformedUnicodeEscape(expected: "hexadecimal digits in '\\u{...}'", at: range)
        }
        guard digitCount <= 8, let scalar = Unicode.Scalar(value) else {
            throw Diagnostic.invalidUnicodeScalar(shortText(in: range), at: range)
        }
        UTF8.encode(scalar) { content.append($0) }
        return index + 1
    }
}
