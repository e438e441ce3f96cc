/// Reads short decimal literals such as `53.92681`, `-0.5e3` or `42` as a `Double` without
/// `Double(_:)`'s C-library call, which costs more than decoding the rest of a value.
///
/// Exact where it answers: when the digits make an integer below 2⁵³ and the power of ten
/// is at most 22, both are exact `Double`s and one multiplication or division rounds
/// correctly, as `Double(_:)` does (Clinger's fast path). Any other text, including every
/// form this does not spell out, gets nil and goes to `Double(_:)`.
enum DecimalDoubleLiteral {
    static func value(_ text: String) -> Double? {
        text.utf8.withContiguousStorageIfAvailable(value(bytes:)) ?? nil
    }

    /// `-?digits(.digits)?([eE][+-]?digits)?` only.
    static func value(bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        let integerStart = index
        while index < bytes.count, let digit = digitValue(bytes[index]) {
            guard accumulate(digit, into: &mantissa, digits: &digits) else { return nil }
            index += 1
        }
        guard index > integerStart else { return nil }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < bytes.count, let digit = digitValue(bytes[index]) {
                guard accumulate(digit, into: &mantissa, digits: &digits) else { return nil }
                index += 1
            }
            fractionDigits = index - fractionStart
            guard fractionDigits > 0 else { return nil }
        }
        var exponent = 0
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            var exponentNegative = false
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            let exponentStart = index
            while index < bytes.count, let digit = digitValue(bytes[index]) {
                guard exponent < 1_000 else { return nil }
                exponent = exponent * 10 + Int(digit)
                index += 1
            }
            guard index > exponentStart else { return nil }
            if exponentNegative { exponent = -exponent }
        }
        guard index == bytes.count else { return nil }
        let power = exponent - fractionDigits
        guard mantissa <= 1 << 53, power >= -22, power <= 22 else { return nil }
        let scale = powersOfTen[abs(power)]
        let magnitude = power < 0 ? Double(mantissa) / scale : Double(mantissa) * scale
        return negative ? -magnitude : magnitude
    }

    /// Adds a digit; false once the digits no longer fit (more than 19 significant ones).
    @inline(__always)
    private static func accumulate(_ digit: UInt8, into mantissa: inout UInt64, digits: inout Int) -> Bool {
        if mantissa == 0 && digit == 0 { return true }
        guard digits < 19 else { return false }
        mantissa = mantissa * 10 + UInt64(digit)
        digits += 1
        return true
    }

    @inline(__always)
    private static func digitValue(_ byte: UInt8) -> UInt8? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : nil
    }

    /// 10⁰ … 10²², every one exact in a `Double`.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
