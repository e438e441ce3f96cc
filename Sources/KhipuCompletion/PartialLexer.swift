/// A token of a half-typed statement, with its UTF-8 range.
struct PartialToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case number(String)
        case string
        /// `(` `)` `[` `]` `,` `:` `.` `=` `==` `!=` and any other single character.
        case symbol(String)
        /// Stands for a closed call `…(…)` in a chain, which completion cannot evaluate.
        case closedCall
        /// Stands for a closed subscript `[i]` in a chain; nil when `i` is not a number.
        case closedSubscript(Int?)
    }

    let kind: Kind
    let start: Int
    let end: Int

    var identifier: String? {
        if case .identifier(let name) = kind { name } else { nil }
    }

    func isSymbol(_ symbol: String) -> Bool {
        kind == .symbol(symbol)
    }
}

/// Splits the text before the cursor into tokens, forgiving whatever is unfinished.
/// Returns nil when the text ends inside a string or a comment: nothing completes there.
enum PartialLexer {
    static func tokens(_ text: String) -> [PartialToken]? {
        let bytes = Array(text.utf8)
        var tokens: [PartialToken] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "#") || (byte == UInt8(ascii: "/") && next(bytes, index) == UInt8(ascii: "/")) {
                guard let newline = bytes[index...].firstIndex(of: 0x0A) else { return nil }
                index = newline
            } else if byte == UInt8(ascii: "/") && next(bytes, index) == UInt8(ascii: "*") {
                guard let end = blockCommentEnd(bytes, from: index) else { return nil }
                index = end
            } else if byte == UInt8(ascii: "\"") {
                guard let end = stringEnd(bytes, from: index) else { return nil }
                tokens.append(PartialToken(kind: .string, start: index, end: end))
                index = end
            } else if isIdentifierStart(byte) {
                let start = index
                while index < bytes.count, isIdentifierStart(bytes[index]) || isDigit(bytes[index]) { index += 1 }
                let name = String(decoding: bytes[start..<index], as: UTF8.self)
                tokens.append(PartialToken(kind: .identifier(name), start: start, end: index))
            } else if isDigit(byte) || (byte == UInt8(ascii: "-") && next(bytes, index).map(isDigit) == true) {
                let start = index
                index += 1
                while index < bytes.count, isDigit(bytes[index]) || isIdentifierStart(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
                    index += 1
                }
                tokens.append(PartialToken(kind: .number(String(decoding: bytes[start..<index], as: UTF8.self)), start: start, end: index))
            } else if (byte == UInt8(ascii: "=") || byte == UInt8(ascii: "!")) && next(bytes, index) == UInt8(ascii: "=") {
                tokens.append(PartialToken(kind: .symbol(byte == UInt8(ascii: "=") ? "==" : "!="), start: index, end: index + 2))
                index += 2
            } else {
                tokens.append(PartialToken(kind: .symbol(String(decoding: [byte], as: UTF8.self)), start: index, end: index + 1))
                index += 1
            }
        }
        return tokens
    }

    /// Where the code of a statement starts: after blanks and `/* … */` comments. Nil when
    /// the text ends before any code, inside a comment; the text's end when it is blank.
    static func codeStart(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "/") && next(bytes, index) == UInt8(ascii: "*") {
                guard let end = blockCommentEnd(bytes, from: index) else { return nil }
                index = end
            } else {
                return index
            }
        }
        return index
    }

    /// The offset after the `*/` that closes the `/*` at `start` (comments nest, as in
    /// Swift); nil when the text ends inside the comment.
    private static func blockCommentEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return nil
    }

    /// The offset after a string starting at `start`; nil when the text ends inside it.
    /// A one-line string that runs into a line break ends there (the parser reports it).
    private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        let quote = UInt8(ascii: "\"")
        if bytes.count >= start + 3, bytes[start + 1] == quote, bytes[start + 2] == quote {
            var index = start + 3
            while index + 2 < bytes.count {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if bytes[index] == quote, bytes[index + 1] == quote, bytes[index + 2] == quote { return index + 3 }
                index += 1
            }
            return nil
        }
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case quote: return index + 1
            case 0x0A: return index
            default: index += 1
            }
        }
        return nil
    }

    private static func next(_ bytes: [UInt8], _ index: Int) -> UInt8? {
        index + 1 < bytes.count ? bytes[index + 1] : nil
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
