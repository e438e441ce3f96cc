import Foundation

/// What the builtins' `DSLPrintable`s share: string literals byte by byte where the common
/// case allows, and their nodes otherwise, so both agree.
extension DSLTextWriter {
    /// `"text"` with `StringEscaping`'s escapes: ASCII is escaped here, any other text
    /// by `StringEscaping` itself, which knows the non-ASCII scalars to escape.
    mutating func writeStringLiteral(_ text: String) {
        append(UInt8(ascii: "\""))
        let written = text.utf8.withContiguousStorageIfAvailable { writeEscapedASCII($0) } ?? false
        if !written {
            append(StringEscaping.escaped(text))
        }
        append(UInt8(ascii: "\""))
    }

    /// Writes `bytes` escaped, or nothing and false when they are not all ASCII.
    private mutating func writeEscapedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var plain = true
        for byte in bytes {
            if byte >= 0x80 { return false }
            if StringEscaping.needsEscape(Unicode.Scalar(byte)) { plain = false }
        }
        if plain {
            appendBytes(bytes)
            return true
        }
        for byte in bytes {
            if let escape = StringEscaping.escapeSequence(for: Unicode.Scalar(byte)) {
                append(escape)
            } else {
                append(byte)
            }
        }
        return true
    }

    /// `[a, b]`: each element as it stands alone.
    mutating func writeElements<Elements: Sequence>(_ elements: Elements) throws where Elements.Element: DSLPrintable {
        append(UInt8(ascii: "["))
        var first = true
        for element in elements {
            try checkLimit()
            if !first { append(", ") }
            first = false
            try write(element)
        }
        append(UInt8(ascii: "]"))
    }

    /// A node a builtin made (`BuiltinValue.printedNode`), for the rare spellings written only there.
    mutating func write(_ node: PrintedNode) {
        append(node.compact)
    }
}
