import Foundation

/// Reads and writes dates as ISO-8601 text, e.g. "2024-06-16T09:00:00Z",
/// "2024-06-16T09:00:00.123Z" or "2024-06-16T11:00:00+02:00".
///
/// Hand-written rather than `ISO8601DateFormatter`: it is on the decoder's hot path, and
/// printing and parsing must agree to the last bit so every printed date reads back equal.
package enum ISO8601Timestamp {
    /// Seconds from 1970-01-01 to 2001-01-01, the reference date of `Date`.
    private static let referenceOffset: Int64 = 978_307_200
    /// Fractions of a second are read to this many digits, enough for any date that is not
    /// within a second of 2001-01-01; further digits are ignored.
    private static let maximumFractionDigits = 18
    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18]
    /// About 3 million years either side: beyond it, a date has no usable text.
    private static let printableSeconds: Double = 1e14

    /// Accepts `[±]YYYY-MM-DD`, optionally followed by `THH:MM[:SS[.fraction]]` and `Z` or
    /// an offset `±HH:MM`; a time without a zone is UTC.
    static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        if let date = parseWholeSecondsUTC(bytes) { return date }
        var reader = Reader(bytes: bytes)
        var sign: Int64 = 1
        if reader.consume(UInt8(ascii: "-")) {
            sign = -1
        } else {
            _ = reader.consume(UInt8(ascii: "+"))
        }
        guard let (yearDigits, yearCount) = reader.digits(maximum: 9), yearCount >= 4 else { return nil }
        let year = sign * yearDigits
        guard reader.consume(UInt8(ascii: "-")), let month = reader.fixedDigits(2), (1...12).contains(month),
            reader.consume(UInt8(ascii: "-")), let day = reader.fixedDigits(2),
            day >= 1, day <= daysIn(month: month, year: year)
        else { return nil }
        var seconds = Int64(0)
        var fraction = 0.0
        var offset = Int64(0)
        if !reader.isAtEnd {
            guard reader.consumeAny(UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: " ")),
                let hour = reader.fixedDigits(2), hour < 24,
                reader.consume(UInt8(ascii: ":")), let minute = reader.fixedDigits(2), minute < 60
            else { return nil }
            var second = Int64(0)
            if reader.consume(UInt8(ascii: ":")) {
                guard let value = reader.fixedDigits(2), value < 60 else { return nil }
                second = value
                if reader.consume(UInt8(ascii: ".")) || reader.consume(UInt8(ascii: ",")) {
                    guard let (digits, count) = reader.digits(maximum: maximumFractionDigits), count > 0 else { return nil }
                    reader.skipDigits()
                    fraction = Double(digits) / powersOfTen[count]
                }
            }
            seconds = hour * 3600 + minute * 60 + second
            if reader.consumeAny(UInt8(ascii: "Z"), UInt8(ascii: "z")) {
                offset = 0
            } else if let offsetSign = reader.consumeSign() {
                guard let offsetHours = reader.fixedDigits(2), offsetHours < 24 else { return nil }
                _ = reader.consume(UInt8(ascii: ":"))
                guard let offsetMinutes = reader.fixedDigits(2), offsetMinutes < 60 else { return nil }
                offset = offsetSign * (offsetHours * 3600 + offsetMinutes * 60)
            }
        }
        guard reader.isAtEnd else { return nil }
        let unixSeconds = daysSince1970(year: year, month: month, day: day) * 86_400 + seconds - offset
        return Date(timeIntervalSinceReferenceDate: Double(unixSeconds - referenceOffset) + fraction)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, the form the printer writes for whole seconds, read at fixed
    /// offsets; nil for any other text, which `parse` then reads the general way (and
    /// rejects what this rejects).
    private static func parseWholeSecondsUTC(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard bytes.count == 20, let text = bytes.baseAddress, text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-"),
            text[10] == UInt8(ascii: "T"), text[13] == UInt8(ascii: ":"), text[16] == UInt8(ascii: ":"), text[19] == UInt8(ascii: "Z")
        else { return nil }
        let century = twoDigits(text, 0)
        let yearOfCentury = twoDigits(text, 2)
        let month = twoDigits(text, 5)
        let day = twoDigits(text, 8)
        let hour = twoDigits(text, 11)
        let minute = twoDigits(text, 14)
        let second = twoDigits(text, 17)
        guard century >= 0, yearOfCentury >= 0, day >= 0, hour >= 0, minute >= 0, second >= 0 else { return nil }
        let year = century * 100 + yearOfCentury
        guard month >= 1, month <= 12, day >= 1, day <= daysIn(month: month, year: year), hour < 24, minute < 60, second < 60
        else { return nil }
        let unixSeconds = daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSinceReferenceDate: Double(unixSeconds - referenceOffset))
    }

    /// The two decimal digits at `index`, or -1.
    @inline(__always)
    private static func twoDigits(_ text: UnsafePointer<UInt8>, _ index: Int) -> Int64 {
        let tens = text[index] &- UInt8(ascii: "0")
        let ones = text[index + 1] &- UInt8(ascii: "0")
        return tens < 10 && ones < 10 ? Int64(tens) * 10 + Int64(ones) : -1
    }

    /// UTC, with as few fractional digits as read back to the same `Date`: none for whole
    /// seconds, then milliseconds, microseconds, nanoseconds and so on.
    package static func format(_ date: Date) -> String {
        formatIfExact(date) ?? "invalid date (\(date.timeIntervalSinceReferenceDate) s after 2001-01-01)"
    }

    /// The text, where it reads back to the same `Date`: any date within
    /// `printableSeconds`, and whole seconds up to the parser's nine-digit years.
    /// `FarDateLiteral` prints the others.
    static func formatIfExact(_ date: Date) -> String? {
        let interval = date.timeIntervalSinceReferenceDate
        guard interval.isFinite,
            abs(interval) < printableSeconds || (interval.rounded(.down) == interval && abs(interval) < 4e16)
        else { return nil }
        let whole = interval.rounded(.down)
        let fraction = interval - whole
        let unixSeconds = Int64(whole) + referenceOffset
        let days = floorDivide(unixSeconds, 86_400)
        let secondOfDay = unixSeconds - days * 86_400
        let (year, month, day) = civilDate(daysSince1970: days)
        guard abs(year) <= 999_999_999 else { return nil }
        var text = yearText(year)
        text += "-" + twoDigits(month) + "-" + twoDigits(day)
        text += "T" + twoDigits(secondOfDay / 3600) + ":" + twoDigits(secondOfDay / 60 % 60) + ":" + twoDigits(secondOfDay % 60)
        if fraction != 0 {
            text += "." + fractionDigits(fraction, whole: whole, interval: interval)
        }
        text += "Z"
        // Within a second of 2001-01-01 a `Date` can be finer than the text's 18 digits.
        return parse(text)?.timeIntervalSinceReferenceDate == interval ? text : nil
    }

    /// The fields of a date on a whole second of the years 0–9999, the common case, whose
    /// text needs no fraction, no sign and no check that it reads back (it always does);
    /// nil for any other date, which `formatIfExact` writes.
    static func wholeSecondFields(_ date: Date) -> (year: Int64, month: Int64, day: Int64, secondOfDay: Int64)? {
        let interval = date.timeIntervalSinceReferenceDate
        guard interval.rounded(.down) == interval, abs(interval) < printableSeconds else { return nil }
        let unixSeconds = Int64(interval) + referenceOffset
        let days = floorDivide(unixSeconds, 86_400)
        let (year, month, day) = civilDate(daysSince1970: days)
        guard (0...9999).contains(year) else { return nil }
        return (year, month, day, unixSeconds - days * 86_400)
    }

    private static func fractionDigits(_ fraction: Double, whole: Double, interval: Double) -> String {
        for count in stride(from: 3, through: maximumFractionDigits, by: 3) {
            let scale = powersOfTen[count]
            let digits = (fraction * scale).rounded()
            // Try the neighbours too: the sum the parser computes rounds on its own.
            for candidate in [digits, digits - 1, digits + 1] where candidate >= 0 && candidate < scale {
                if whole + candidate / scale == interval { return padded(Int64(candidate), to: count) }
            }
        }
        // Within a second of 2001-01-01 a `Date` is finer than 18 digits: the closest text.
        let digits = min((fraction * 1e18).rounded(), (1e18 as Double).nextDown)
        return padded(Int64(digits), to: maximumFractionDigits)
    }

    private static func padded(_ value: Int64, to count: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, count - digits.count)) + digits
    }

    private static func twoDigits(_ value: Int64) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    private static func yearText(_ year: Int64) -> String {
        if (0...9999).contains(year) { return padded(year, to: 4) }
        return (year < 0 ? "-" : "+") + padded(abs(year), to: 4)
    }

    private static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        let quotient = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
    }

    private static func isLeap(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    private static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    // Howard Hinnant's days_from_civil and civil_from_days.
    private static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = floorDivide(y, 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = days + 719_468
        let era = floorDivide(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var isAtEnd: Bool { index >= bytes.count }

        mutating func consume(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// Not an array of candidates: building one allocated twice per date.
        mutating func consumeAny(_ first: UInt8, _ second: UInt8, _ third: UInt8? = nil) -> Bool {
            guard index < bytes.count else { return false }
            let byte = bytes[index]
            guard byte == first || byte == second || byte == third else { return false }
            index += 1
            return true
        }

        mutating func consumeSign() -> Int64? {
            if consume(UInt8(ascii: "+")) { return 1 }
            if consume(UInt8(ascii: "-")) { return -1 }
            return nil
        }

        /// Up to `maximum` digits as a number, and how many there were.
        mutating func digits(maximum: Int) -> (Int64, Int)? {
            var value = Int64(0)
            var count = 0
            while index < bytes.count, count < maximum, let digit = Self.digit(bytes[index]) {
                value = value * 10 + digit
                count += 1
                index += 1
            }
            return count > 0 ? (value, count) : nil
        }

        mutating func fixedDigits(_ count: Int) -> Int64? {
            let start = index
            guard let (value, read) = digits(maximum: count), read == count else {
                index = start
                return nil
            }
            return value
        }

        mutating func skipDigits() {
            while index < bytes.count, Self.digit(bytes[index]) != nil { index += 1 }
        }

        private static func digit(_ byte: UInt8) -> Int64? {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int64(byte - UInt8(ascii: "0")) : nil
        }
    }
}
