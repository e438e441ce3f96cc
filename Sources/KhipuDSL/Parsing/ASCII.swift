/// The bytes the grammar is made of. Everything outside ASCII only occurs inside
/// string literals and comments, so the parser can work on UTF-8 bytes directly.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22  // "
    static let hash: UInt8 = 0x23  // #
    static let apostrophe: UInt8 = 0x27  // '
    static let openParen: UInt8 = 0x28  // (
    static let closeParen: UInt8 = 0x29  // )
    static let asterisk: UInt8 = 0x2A  // *
    static let plus: UInt8 = 0x2B  // +
    static let comma: UInt8 = 0x2C  // ,
    static let minus: UInt8 = 0x2D  // -
    static let dot: UInt8 = 0x2E  // .
    static let slash: UInt8 = 0x2F  // /
    static let zero: UInt8 = 0x30
    static let nine: UInt8 = 0x39
    static let colon: UInt8 = 0x3A  // :
    static let lessThan: UInt8 = 0x3C  // <
    static let equals: UInt8 = 0x3D  // =
    static let greaterThan: UInt8 = 0x3E  // >
    static let questionMark: UInt8 = 0x3F  // ?
    static let openBracket: UInt8 = 0x5B  // [
    static let backslash: UInt8 = 0x5C  // \
    static let closeBracket: UInt8 = 0x5D  // ]
    static let underscore: UInt8 = 0x5F  // _
    static let backtick: UInt8 = 0x60  // `
    static let openBrace: UInt8 = 0x7B  // {
    static let closeBrace: UInt8 = 0x7D  // }
    static let exclamationMark: UInt8 = 0x21  // !

    static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= nine }
    static func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    static func isLowercase(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    static func isLetter(_ byte: UInt8) -> Bool { isUppercase(byte) || isLowercase(byte) }
    static func isIdentifierStart(_ byte: UInt8) -> Bool { isLetter(byte) || byte == underscore }
    /// One bit per ASCII byte, tested with a shift rather than four range comparisons:
    /// names are most of what the parser scans.
    static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        // Bits 48...57 are the digits; bits 1...26 of the upper half are `A`...`Z`,
        // bit 31 is `_`, bits 33...58 are `a`...`z`.
        let digits: UInt64 = 0x03FF_0000_0000_0000
        let lettersAndUnderscore: UInt64 = 0x07FF_FFFE_87FF_FFFE
        let mask = byte < 64 ? digits : lettersAndUnderscore
        return byte < 128 && (mask >> UInt64(byte & 63)) & 1 != 0
    }
    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }
    static func hexValue(_ byte: UInt8) -> UInt32 {
        if isDigit(byte) { return UInt32(byte - zero) }
        if byte >= 0x61 { return UInt32(byte - 0x61 + 10) }
        return UInt32(byte - 0x41 + 10)
    }
    static func isHorizontalSpace(_ byte: UInt8) -> Bool { byte == space || byte == tab }
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == carriageReturn
    }
    /// The first byte of a UTF-8 sequence, as opposed to a continuation byte.
    static func isScalarStart(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }
}
