/// The bytes the grammar is made of. Everything outside ASCII only occurs inside
/// string literals and comments, so the parser can work on UTF-8 bytes directly.
package enum ASCII {
    package static let tab: UInt8 = 0x09
    package static let newline: UInt8 = 0x0A
    package static let carriageReturn: UInt8 = 0x0D
    package static let space: UInt8 = 0x20
    package static let quote: UInt8 = 0x22  // "
    package static let hash: UInt8 = 0x23  // #
    package static let apostrophe: UInt8 = 0x27  // '
    package static let openParen: UInt8 = 0x28  // (
    package static let closeParen: UInt8 = 0x29  // )
    package static let asterisk: UInt8 = 0x2A  // *
    package static let plus: UInt8 = 0x2B  // +
    package static let comma: UInt8 = 0x2C  // ,
    package static let minus: UInt8 = 0x2D  // -
    package static let dot: UInt8 = 0x2E  // .
    package static let slash: UInt8 = 0x2F  // /
    package static let zero: UInt8 = 0x30
    package static let nine: UInt8 = 0x39
    package static let colon: UInt8 = 0x3A  // :
    package static let lessThan: UInt8 = 0x3C  // <
    package static let equals: UInt8 = 0x3D  // =
    package static let greaterThan: UInt8 = 0x3E  // >
    package static let questionMark: UInt8 = 0x3F  // ?
    package static let openBracket: UInt8 = 0x5B  // [
    package static let backslash: UInt8 = 0x5C  // \
    package static let closeBracket: UInt8 = 0x5D  // ]
    package static let underscore: UInt8 = 0x5F  // _
    package static let backtick: UInt8 = 0x60  // `
    package static let openBrace: UInt8 = 0x7B  // {
    package static let closeBrace: UInt8 = 0x7D  // }
    package static let exclamationMark: UInt8 = 0x21  // !

    package static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= nine }
    package static func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    package static func isLowercase(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    package static func isLetter(_ byte: UInt8) -> Bool { isUppercase(byte) || isLowercase(byte) }
    package static func isIdentifierStart(_ byte: UInt8) -> Bool { isLetter(byte) || byte == underscore }
    /// One bit per ASCII byte, tested with a shift rather than four range comparisons:
    /// names are most of what the parser scans.
    package static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        // Bits 48...57 are the digits; bits 1...26 of the upper half are `A`...`Z`,
        // bit 31 is `_`, bits 33...58 are `a`...`z`.
        let digits: UInt64 = 0x03FF_0000_0000_0000
        let lettersAndUnderscore: UInt64 = 0x07FF_FFFE_87FF_FFFE
        let mask = byte < 64 ? digits : lettersAndUnderscore
        return byte < 128 && (mask >> UInt64(byte & 63)) & 1 != 0
    }
    package static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }
    package static func hexValue(_ byte: UInt8) -> UInt32 {
        if isDigit(byte) { return UInt32(byte - zero) }
        if byte >= 0x61 { return UInt32(byte - 0x61 + 10) }
        return UInt32(byte - 0x41 + 10)
    }
    package static func isHorizontalSpace(_ byte: UInt8) -> Bool { byte == space || byte == tab }
    package static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == carriageReturn
    }
    /// The first byte of a UTF-8 sequence, as opposed to a continuation byte.
    package static func isScalarStart(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }
}
