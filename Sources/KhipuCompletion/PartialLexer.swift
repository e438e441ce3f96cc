import KhipuDSL

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
/// What is trivia and where a string ends is the `Lexer`'s to say, as for the parser.
enum PartialLexer {
    static func tokens(_ text: String) -> [PartialToken]? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { tokens($0) }
    }

    private static func tokens(_ bytes: UnsafeBufferPointer<UInt8>) -> [PartialToken]? {
        var tokens: [PartialToken] = []
        var index = 0
        let end = bytes.count
        while index < end {
            let byte = bytes[index]
            if ASCII.isWhitespace(byte) || Lexer.isLineCommentStart(bytes, at: index, end: end) || Lexer.isBlockCommentStart(bytes, at: index, end: end) {
                guard let afterTrivia = triviaEnd(bytes, from: index) else { return nil }
                index = afterTrivia
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") {
                guard let stringEnd = stringEnd(bytes, from: index) else { return nil }
                tokens.append(PartialToken(kind: .string, start: index, end: stringEnd))
                index = stringEnd
            } else if isIdentifierStart(byte) {
                let start = index
                while index < end, isIdentifierStart(bytes[index]) || isDigit(bytes[index]) { index += 1 }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                tokens.append(PartialToken(kind: .identifier(name), start: start, end: index))
            } else if isDigit(byte) || (byte == UInt8(ascii: "-") && next(bytes, index).map(isDigit) == true) {
                let start = index
                index += 1
                while index < end, isDigit(bytes[index]) || isIdentifierStart(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
                    index += 1
                }
                let number = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                tokens.append(PartialToken(kind: .number(number), start: start, end: index))
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

    /// Where the trivia from `index` ends; nil when the text ends inside a comment (a line
    /// comment without its line break, or a block comment left open).
    private static func triviaEnd(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
        var index = index
        let end = bytes.count
        while index < end {
            if ASCII.isWhitespace(bytes[index]) {
                index += 1
            } else if Lexer.isLineCommentStart(bytes, at: index, end: end) {
                index = Lexer.lineEnd(bytes, from: index, end: end)
                if index == end { return nil }
            } else if Lexer.isBlockCommentStart(bytes, at: index, end: end) {
                var depth = 1
                index = Lexer.blockCommentEnd(bytes, from: index + 2, end: end, depth: &depth)
                if depth > 0 { return nil }
            } else {
                return index
            }
        }
        return index
    }

    /// The offset after a string starting at `start` (`"`, `"""` or a raw string's `#`);
    /// nil when the text ends inside it. A one-line string that runs into a line break
    /// ends there (the parser reports it).
    private static func stringEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let end = bytes.count
        if Lexer.isTripleQuote(bytes, at: start, end: end) {
            return Lexer.multilineStringEnd(bytes, from: start + 3, end: end)
        }
        let string =
            if let hashes = Lexer.rawStringHashes(bytes, at: start, end: end) {
                Lexer.rawStringEnd(bytes, hashes: hashes, from: start + hashes + 1, end: end)
            } else {
                Lexer.quotedStringEnd(bytes, from: start + 1, end: end)
            }
        return string.isClosed || string.end < end ? string.end : nil
    }

    private static func next(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> UInt8? {
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
