import Foundation

/// Reads a number literal (`19.99`, `-0.01`, `2_000` without underscores, `1.5e3`,
/// `0xFF`) as a `Decimal` digit by digit, so it is exactly the decimal written: never
/// through `Double`, where `19.99` would be 19.989999999999998.
enum DecimalLiteral {
    /// Decimal keeps 38 significant digits.
    static let maximumDigits = 38

    enum Failure: Error {
        case malformed
        case tooManyDigits
        case exponentOutOfRange
    }

    static func value(_ text: String) throws(Failure) -> Decimal {
        if let (isNegative, digits, radix) = IntegerLiteral.split(text), radix != 10 {
            guard let magnitude = UInt64(digits, radix: radix) else { throw .tooManyDigits }
            let value = Decimal(magnitude)
            return isNegative ? -value : value
        }
        var bytes = text.utf8[...]
        let isNegative = bytes.first == UInt8(ascii: "-")
        if isNegative { bytes = bytes.dropFirst() }
        var significand = Decimal(0)
        var digitCount = 0
        var fractionDigits = 0
        var seenPoint = false
        var seenDigit = false
        var exponent = 0
        while let byte = bytes.first {
            bytes = bytes.dropFirst()
            if ASCII.isDigit(byte) {
                seenDigit = true
                if seenPoint { fractionDigits += 1 }
                // Leading zeros are not significant digits.
                if digitCount > 0 || byte != ASCII.zero { digitCount += 1 }
                guard digitCount <= maximumDigits else { throw .tooManyDigits }
                significand = significand * 10 + Decimal(Int(byte - ASCII.zero))
            } else if byte == ASCII.dot && !seenPoint {
                seenPoint = true
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                guard let parsed = Int(String(decoding: bytes, as: UTF8.self)) else { throw .malformed }
                exponent = parsed
                bytes = bytes.dropFirst(bytes.count)
            } else {
                throw .malformed
            }
        }
        guard seenDigit else { throw .malformed }
        // A negative zero would be Decimal's NaN.
        if significand.isZero { return 0 }
        let scale = exponent - fractionDigits
        guard scale >= Int(Int8.min) && scale <= Int(Int8.max) else { throw .exponentOutOfRange }
        return Decimal(sign: isNegative ? .minus : .plus, exponent: scale, significand: significand)
    }

    /// The plain decimal: `19.99`, `-0.01`, `500`.
    static func text(_ value: Decimal) -> String {
        value.description
    }
}
