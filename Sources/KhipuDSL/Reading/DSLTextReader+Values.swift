import Foundation
import KhipuInternals

/// Leaves read where they stand, each as the tree path reads its literal: the same
/// escapes, the same integer and floating-point conversions, the same date and UUID
/// parsers. Spellings the printer never writes (`1_000`, `0xFF`, raw strings, `.now`)
/// give up.
extension DSLTextReader {
    /// `"text"`; `"""` blocks and escapes through the parser's own string literal.
    mutating func readString() throws -> String {
        if let end = plainLiteralEnd() {
            defer { parser.cursor = end + 1 }
            return parser.string(from: parser.cursor + 1, to: end)
        }
        guard current == ASCII.quote, let literal = try? parser.parseStringLiteral(), case .string(let text) = literal.kind else { throw GiveUp() }
        return text
    }

    /// The bytes of a string literal without escapes, for dates and UUIDs; gives up on
    /// any other literal, which the tree path reads.
    mutating func withPlainStringBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result?) throws -> Result {
        guard let end = plainLiteralEnd() else { throw GiveUp() }
        let start = parser.cursor + 1
        let result = parser.bytes.withUnsafeBufferPointer { bytes in body(UnsafeBufferPointer(rebasing: bytes[start..<end])) }
        guard let result else { throw GiveUp() }
        parser.cursor = end + 1
        return result
    }

    /// The offset of the closing quote of a one-line literal without escapes at the
    /// cursor; nil for any other literal (`"""` included) or none.
    private func plainLiteralEnd() -> Int? {
        let start = parser.cursor
        guard current == ASCII.quote else { return nil }
        let stop = DSLParser.firstSpecialStringByte(in: parser.bytes, from: start + 1)
        guard stop < parser.bytes.count, parser.bytes[stop] == ASCII.quote,
              stop > start + 1 || byte(at: stop + 1) != ASCII.quote
        else { return nil }
        return stop
    }

    mutating func readBool() throws -> Bool {
        if consumeWord("true") { return true }
        if consumeWord("false") { return false }
        throw GiveUp()
    }

    /// Decimal digits with an optional `-`, in range.
    mutating func readInteger<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        var offset = parser.cursor
        let isNegative = byte(at: offset) == ASCII.minus
        if isNegative { offset += 1 }
        let digitsStart = offset
        var value = Integer.zero
        while let byte = byte(at: offset), ASCII.isDigit(byte) {
            let digit = Integer(byte - ASCII.zero)
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowB) = isNegative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowA, !overflowB else { throw GiveUp() }
            value = next
            offset += 1
        }
        guard offset > digitsStart, !continuesNumber(at: offset) else { throw GiveUp() }
        // `0x…`, `0o…` and `0b…` are caught by `continuesNumber`: a letter follows the 0.
        parser.cursor = offset
        return value
    }

    /// `-1.5e3` and the like, as `DSLParser.parseNumber` scans them (without `_`), converted
    /// as `decodeFloatingPoint` converts them.
    mutating func readFloatingPoint<Floating: BinaryFloatingPoint & LosslessStringConvertible>(_ type: Floating.Type) throws -> Floating {
        if current == ASCII.dot { return try readSpecialFloatingPoint(Floating.self) }
        let start = parser.cursor
        var offset = start
        if byte(at: offset) == ASCII.minus { offset += 1 }
        let integerStart = offset
        offset = digitsEnd(from: offset)
        guard offset > integerStart else { throw GiveUp() }
        if byte(at: offset) == ASCII.dot, let next = byte(at: offset + 1), ASCII.isDigit(next) {
            offset = digitsEnd(from: offset + 1)
        }
        if let marker = byte(at: offset), marker == 0x65 || marker == 0x45 {  // e E
            var exponent = offset + 1
            if let sign = byte(at: exponent), sign == ASCII.plus || sign == ASCII.minus { exponent += 1 }
            let exponentDigits = exponent
            exponent = digitsEnd(from: exponent)
            guard exponent > exponentDigits else { throw GiveUp() }
            offset = exponent
        }
        guard !continuesNumber(at: offset) else { throw GiveUp() }
        let value: Floating?
        if Floating.self == Double.self {
            let bytes = parser.bytes
            value = bytes.withUnsafeBufferPointer { buffer in
                let literal = UnsafeBufferPointer(rebasing: buffer[start..<offset])
                return (DecimalDoubleLiteral.value(bytes: literal) ?? Double(String(decoding: literal, as: UTF8.self))).map { Floating($0) }
            }
        } else {
            value = Floating(parser.string(from: start, to: offset))
        }
        guard let value, value.isFinite else { throw GiveUp() }
        parser.cursor = offset
        return value
    }

    /// `.infinity`, `.negativeInfinity` and `.nan`, which no literal can write.
    private mutating func readSpecialFloatingPoint<Floating: BinaryFloatingPoint>(_ type: Floating.Type) throws -> Floating {
        parser.cursor += 1
        if consumeWord("nan") { return .nan }
        if consumeWord("infinity") { return .infinity }
        if consumeWord("negativeInfinity") { return -.infinity }
        throw GiveUp()
    }

    func digitsEnd(from offset: Int) -> Int {
        var offset = offset
        while let byte = byte(at: offset), ASCII.isDigit(byte) { offset += 1 }
        return offset
    }

    /// Whether the number before `offset` goes on in a way the tree path reads otherwise
    /// or refuses: `1_000`, `0xFF`, `1.5` where an integer is read, `1.x`.
    func continuesNumber(at offset: Int) -> Bool {
        guard let next = byte(at: offset) else { return false }
        return ASCII.isIdentifierContinuation(next) || next == ASCII.dot
    }
}
