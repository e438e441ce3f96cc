/// `"""` blocks, following Swift: the content starts on the line after the opening
/// delimiter, the closing delimiter stands on a line of its own, and its indentation is
/// stripped from every content line. A backslash at the end of a line joins it to the next.
extension DSLParser {
    mutating func parseMultilineStringLiteral() throws -> DSLExpression {
        let start = cursor
        let opener = SourceRange(start, start + 3)
        var index = start + 3
        while let byte = byte(at: index), ASCII.isHorizontalSpace(byte) { index += 1 }
        if byte(at: index) == ASCII.carriageReturn && byte(at: index + 1) == ASCII.newline { index += 1 }
        guard let afterOpener = byte(at: index), afterOpener == ASCII.newline else {
            if index >= bytes.count { throw unterminatedMultilineString(opener) }
            throw Diagnostic.multilineContentOnOpenerLine(at: SourceRange(index, tokenRange(at: index).end))
        }
        let contentStart = index + 1
        guard let closer = findClosingDelimiter(from: contentStart) else { throw unterminatedMultilineString(opener) }
        var lineStart = closer
        while lineStart > contentStart && bytes[lineStart - 1] != ASCII.newline { lineStart -= 1 }
        if (lineStart..<closer).contains(where: { !ASCII.isHorizontalSpace(bytes[$0]) }) {
            throw Diagnostic.multilineCloserNotOnOwnLine(at: SourceRange(closer, closer + 3))
        }
        let indentation = lineStart..<closer
        let content = try multilineContent(lines: contentStart..<lineStart, indentation: indentation)
        advance(to: closer + 3)
        return DSLExpression(.string(String(decoding: content, as: UTF8.self)), range: SourceRange(start, closer + 3))
    }

    /// The first unescaped `"""` from `position`.
    func findClosingDelimiter(from position: Int) -> Int? {
        bytes.withUnsafeBufferPointer { Lexer.multilineStringEnd($0, from: position, end: $0.count) }.map { $0 - 3 }
    }

    /// The content of the lines in `region` (each ending with `\n`), indentation stripped,
    /// escapes resolved, joined by `\n`.
    func multilineContent(lines region: Range<Int>, indentation: Range<Int>) throws -> [UInt8] {
        var content: [UInt8] = []
        var lineStart = region.lowerBound
        var joinsNextLine = false
        var isFirstLine = true
        while lineStart < region.upperBound {
            var lineEnd = lineStart
            while bytes[lineEnd] != ASCII.newline { lineEnd += 1 }
            let nextLineStart = lineEnd + 1
            if lineEnd > lineStart && bytes[lineEnd - 1] == ASCII.carriageReturn { lineEnd -= 1 }
            if !isFirstLine && !joinsNextLine { content.append(ASCII.newline) }
            isFirstLine = false
            let textStart = try strippingIndentation(indentation, line: lineStart..<lineEnd)
            joinsNextLine = try appendMultilineLine(textStart..<lineEnd, to: &content)
            lineStart = nextLineStart
        }
        return content
    }

    /// Where the text of `line` starts once the closing delimiter's indentation is removed.
    /// A line of only whitespace may be shorter than the indentation; it is empty then.
    func strippingIndentation(_ indentation: Range<Int>, line: Range<Int>) throws -> Int {
        let width = indentation.count
        if line.count >= width && bytes[line.lowerBound..<line.lowerBound + width].elementsEqual(bytes[indentation]) {
            return line.lowerBound + width
        }
        if bytes[line].allSatisfy(ASCII.isHorizontalSpace) { return line.upperBound }
        var leadingWhitespaceEnd = line.lowerBound
        while leadingWhitespaceEnd < line.upperBound && ASCII.isHorizontalSpace(bytes[leadingWhitespaceEnd]) {
            leadingWhitespaceEnd += 1
        }
        throw Diagnostic.insufficientIndentation(at: SourceRange(line.lowerBound, max(leadingWhitespaceEnd, line.lowerBound + 1)))
    }

    /// Appends one line's text; returns whether it ends with a line-continuing backslash.
    func appendMultilineLine(_ line: Range<Int>, to content: inout [UInt8]) throws -> Bool {
        var segmentStart = line.lowerBound
        var index = segmentStart
        while index < line.upperBound {
            guard bytes[index] == ASCII.backslash else {
                index += 1
                continue
            }
            content.append(contentsOf: bytes[segmentStart..<index])
            if bytes[index + 1..<line.upperBound].allSatisfy(ASCII.isHorizontalSpace) { return true }
            index = try appendEscape(at: index, to: &content)
            segmentStart = index
        }
        content.append(contentsOf: bytes[segmentStart..<line.upperBound])
        return false
    }

    func unterminatedMultilineString(_ opener: SourceRange) -> Diagnostic {
        .unterminatedMultilineString(at: opener)
    }
}
