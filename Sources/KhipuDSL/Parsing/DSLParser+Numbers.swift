/// Integer and floating-point literals: `42`, `-1_000`, `0xFF`, `0o17`, `0b1010`, `1.5`,
/// `-0.5e3`, `1e10`.
extension DSLParser {
    @inline(never)
    mutating func parseNumber() throws -> DSLExpression {
        let start = cursor
        var index = start
        if byte(at: index) == ASCII.minus {
            index += 1
            guard let digit = byte(at: index), ASCII.isDigit(digit) else {
                cursor = index
                throw expectedHere("a digit after '-'")
            }
        }
        if let radix = radixLiteral(at: index) { return try parseRadixInteger(from: start, prefix: index, radix: radix) }
        index = scanDigits(from: index)
        var isFloat = false
        if byte(at: index) == ASCII.dot, let next = byte(at: index + 1), ASCII.isDigit(next) {
            isFloat = true
            index = scanDigits(from: index + 1)
        }
        if let marker = byte(at: index), marker == 0x65 || marker == 0x45 {  // e E
            var exponent = index + 1
            if let sign = byte(at: exponent), sign == ASCII.plus || sign == ASCII.minus { exponent += 1 }
            if let digit = byte(at: exponent), ASCII.isDigit(digit) {
                isFloat = true
                index = scanDigits(from: exponent)
            } else if !isPartOfMalformedNumber(exponent) {
                cursor = exponent
                throw expectedHere("a digit in the exponent of '\(text(in: SourceRange(start, exponent)))'")
            }
        }
        if isPartOfMalformedNumber(index) {
            var end = index
            while isPartOfMalformedNumber(end) { end += 1 }
            let range = SourceRange(start, end)
            throw Diagnostic.malformedNumber(
                shortText(in: range), at: range, notes: ["numbers are written like 42, -1_000, 0xFF, 1.5 or -0.5e3"])
        }
        advance(to: index)
        let literal = bytes[start..<index]
        let digits =
            literal.contains(ASCII.underscore)
            ? String(decoding: literal.filter { $0 != ASCII.underscore }, as: UTF8.self)
            : string(from: start, to: index)
        return DSLExpression(isFloat ? .float(digits) : .integer(digits), range: SourceRange(start, index))
    }

    /// 16, 8 or 2 when `0x`, `0o` or `0b` starts at `position`.
    func radixLiteral(at position: Int) -> Int? {
        guard byte(at: position) == ASCII.zero else { return nil }
        switch byte(at: position + 1) {
        case 0x78: return 16  // x
        case 0x6F: return 8  // o
        case 0x62: return 2  // b
        default: return nil
        }
    }

    /// `0xFF`, `-0o17`, `0b1010_1010`: the prefix at `prefix`, the sign (if any) at `start`.
    mutating func parseRadixInteger(from start: Int, prefix: Int, radix: Int) throws -> DSLExpression {
        var index = prefix + 2
        let digitsStart = index
        while let byte = byte(at: index), IntegerLiteral.digitValue(byte).map({ $0 < radix }) == true || byte == ASCII.underscore {
            index += 1
        }
        let hasDigit = bytes[digitsStart..<index].contains { $0 != ASCII.underscore }
        if !hasDigit || bytes[digitsStart] == ASCII.underscore || isPartOfMalformedNumber(index) {
            var end = index
            while isPartOfMalformedNumber(end) { end += 1 }
            let range = SourceRange(start, max(end, digitsStart))
            let name = radix == 16 ? "hexadecimal" : radix == 8 ? "octal" : "binary"
            let example = radix == 16 ? "0xFF" : radix == 8 ? "0o17" : "0b1010"
            throw Diagnostic.malformedNumber(
                shortText(in: range), kind: "\(name) ", at: range, notes: ["\(name) numbers are written like \(example)"])
        }
        advance(to: index)
        let text = String(decoding: bytes[start..<index].filter { $0 != ASCII.underscore }, as: UTF8.self)
        return DSLExpression(.integer(text), range: SourceRange(start, index))
    }

    /// Digits and underscores from `position`, which holds a digit.
    func scanDigits(from position: Int) -> Int {
        var index = position
        while let byte = byte(at: index), ASCII.isDigit(byte) || byte == ASCII.underscore { index += 1 }
        return index
    }

    /// Letters, digits and points glued to a number make it malformed (`12abc`, `1.2.3`,
    /// `0x1F`); two points start a range operator (`8...20`, `8..<20`).
    func isPartOfMalformedNumber(_ position: Int) -> Bool {
        guard let byte = byte(at: position) else { return false }
        if byte == ASCII.dot { return self.byte(at: position + 1) != ASCII.dot }
        return ASCII.isIdentifierContinuation(byte)
    }
}
