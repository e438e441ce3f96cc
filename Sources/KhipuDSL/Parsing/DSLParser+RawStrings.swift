/// Raw strings as Swift writes them: `#"C:\path"#`, `##"a "#" b"##`. A backslash is text
/// unless followed by as many `#` as the delimiter has: `\#n` is a newline in `#"…"#`.
extension DSLParser {
    @inline(never)
    mutating func parseRawStringLiteral() throws -> DSLExpression {
        let start = cursor
        var index = start
        while byte(at: index) == ASCII.hash { index += 1 }
        let hashes = index - start
        guard byte(at: index) == ASCII.quote else { try failExpecting("a value") }
        if byte(at: index + 1) == ASCII.quote && byte(at: index + 2) == ASCII.quote {
            throw Diagnostic.multilineRawString(at: SourceRange(start, index + 3))
        }
        index += 1
        var content: [UInt8] = []
        var segmentStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.newline || byte == ASCII.carriageReturn { break }
            if byte == ASCII.quote && hashCount(at: index + 1, atLeast: hashes) {
                content.append(contentsOf: bytes[segmentStart..<index])
                let end = index + 1 + hashes
                advance(to: end)
                return DSLExpression(.string(String(decoding: content, as: UTF8.self)), range: SourceRange(start, end))
            }
            if byte == ASCII.backslash && hashCount(at: index + 1, atLeast: hashes) {
                content.append(contentsOf: bytes[segmentStart..<index])
                // The escape reads as in a plain string once its `#`s are skipped.
                let escape = index + hashes
                if self.byte(at: escape + 1) == ASCII.openParen {
                    throw Diagnostic.stringInterpolation(at: SourceRange(index, escape + 2))
                }
                index = try appendEscape(at: escape, to: &content)
                segmentStart = index
            } else {
                index += 1
            }
        }
        let closer = "\"" + String(repeating: "#", count: hashes)
        throw Diagnostic.unterminatedRawString(closer: closer, at: SourceRange(start, index))
    }

    /// Whether `count` `#` stand at `position`.
    private func hashCount(at position: Int, atLeast count: Int) -> Bool {
        (0..<count).allSatisfy { byte(at: position + $0) == ASCII.hash }
    }
}
