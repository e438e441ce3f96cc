import Foundation

/// The spellings of values that `BuiltinPrintable` writes, byte by byte where the
/// common case allows and through `BuiltinPrinting`'s nodes otherwise, so both agree.
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

    /// `"2024-06-16T09:00:00Z"`; dates with fractions or far away as `FarDateLiteral` spells them.
    mutating func writeDate(_ date: Date) {
        guard let fields = ISO8601Timestamp.wholeSecondFields(date) else { return write(FarDateLiteral.node(for: date)) }
        append(UInt8(ascii: "\""))
        writeDigits(fields.year, 4)
        append(UInt8(ascii: "-"))
        writeDigits(fields.month, 2)
        append(UInt8(ascii: "-"))
        writeDigits(fields.day, 2)
        append(UInt8(ascii: "T"))
        writeDigits(fields.secondOfDay / 3600, 2)
        append(UInt8(ascii: ":"))
        writeDigits(fields.secondOfDay / 60 % 60, 2)
        append(UInt8(ascii: ":"))
        writeDigits(fields.secondOfDay % 60, 2)
        append(UInt8(ascii: "Z"))
        append(UInt8(ascii: "\""))
    }

    /// A non-negative number in exactly `count` digits, zeros in front.
    private mutating func writeDigits(_ value: Int64, _ count: Int) {
        var divisor: Int64 = 1
        for _ in 1..<count { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// The UUID's string, upper-case hex as `uuidString` writes it.
    mutating func writeUUID(_ uuid: UUID) {
        let digits: StaticString = "0123456789ABCDEF"
        append(UInt8(ascii: "\""))
        withUnsafeBytes(of: uuid.uuid) { octets in
            digits.withUTF8Buffer { hex in
                for (index, octet) in octets.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 { append(UInt8(ascii: "-")) }
                    append(hex[Int(octet >> 4)])
                    append(hex[Int(octet & 0x0F)])
                }
            }
        }
        append(UInt8(ascii: "\""))
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

    /// A finite number as its shortest text; the others as `BuiltinPrinting` names them.
    mutating func writeFloatingPoint<Floating: BinaryFloatingPoint & CustomStringConvertible>(_ value: Floating) {
        if value.isFinite {
            append(value.description)
        } else {
            write(BuiltinPrinting.floatingPoint(value))
        }
    }

    /// A node `BuiltinPrinting` made, for the rare spellings written only there.
    mutating func write(_ node: PrintedNode) {
        append(node.compact)
    }
}
