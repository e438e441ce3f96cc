/// How the parser words its diagnostics: the token it found, what it expected there and
/// where an unclosed bracket opened.
extension DSLParser {
    /// The longest token text quoted in a message; longer tokens are cut with "…".
    static let quotedTokenLimit = 32

    /// "expected \(what), found 'x'" at the token under the cursor, which must be past trivia.
    /// At the end of the input inside an open bracket, the unclosed bracket is the error.
    @inline(never)
    func expectedHere(_ what: String, notes: [String] = []) -> Diagnostic {
        if cursor >= bytes.count {
            if let opener = openBrackets.last { return neverClosed(opener) }
            return .expected(what, found: nil, at: SourceRange(cursor, cursor), notes: notes)
        }
        return .expected(what, found: describeToken(at: cursor), at: tokenRange(at: cursor), notes: notes + notesForUnexpected(at: cursor))
    }

    /// At the end of the input with `opener` still open: points where the closer belongs.
    @inline(never)
    func neverClosed(_ opener: Int) -> Diagnostic {
        let openerText = bytes[opener] == ASCII.openParen ? "(" : "["
        return .neverClosed(openerText, openedAt: SourceRange(opener, opener + 1), at: SourceRange(lastTokenEnd, lastTokenEnd))
    }

    /// "expected ',' or ')' to close '(' at column 5, found 'x'" after an argument or element.
    @inline(never)
    func expectedCloser(_ what: String, opener: Int) -> Diagnostic {
        if cursor >= bytes.count { return neverClosed(opener) }
        let openerText = bytes[opener] == ASCII.openParen ? "(" : "["
        let locator = SourceLocator(bytes)
        let openerLocation = locator.location(of: opener)
        let here = locator.location(of: cursor)
        let sameLine = openerLocation.line == here.line
        var diagnostic = Diagnostic.expectedCloser(
            what, opener: openerText, openerColumn: sameLine ? openerLocation.column : nil, found: describeToken(at: cursor),
            at: tokenRange(at: cursor))
        if !sameLine { diagnostic.locatedNotes = [LocatedNote("'\(openerText)' opened", at: SourceRange(opener, opener + 1))] }
        return diagnostic
    }

    // The recursive parsing functions throw through these, so that no `Diagnostic` is
    // built in (and takes space in) their stack frames.

    @inline(never)
    func failExpecting(_ what: String, notes: [String] = []) throws -> Never {
        throw expectedHere(what, notes: notes)
    }

    @inline(never)
    func failClosing(_ what: String, opener: Int) throws -> Never {
        throw expectedCloser(what, opener: opener)
    }

    @inline(never)
    func failNeverClosed(_ opener: Int) throws -> Never {
        throw neverClosed(opener)
    }

    /// Throws the diagnostic `make` builds at the token under the cursor.
    @inline(never)
    func failAtToken(_ make: (SourceRange) -> Diagnostic) throws -> Never {
        throw make(tokenRange(at: cursor))
    }

    /// Fails when one more level of nesting would pass the limit.
    @inline(never)
    mutating func enterNesting(at position: Int) throws {
        guard depth < Self.maximumNesting else {
            let end = min(position + 1, bytes.count)
            throw Diagnostic.nestingTooDeep(limit: Self.maximumNesting, at: SourceRange(position, end))
        }
        depth += 1
    }

    /// The extent of the token starting at `position`: a word, a number, a string literal up
    /// to its closing quote on the same line, `.name`, or one character.
    func tokenRange(at position: Int) -> SourceRange {
        guard let first = byte(at: position) else { return SourceRange(position, position) }
        var end = position + 1
        if ASCII.isIdentifierContinuation(first) {
            while let byte = byte(at: end),
                ASCII.isIdentifierContinuation(byte)
                    || byte == ASCII.dot
                        && ASCII.isDigit(first)
            {
                end += 1
            }
        } else if first == ASCII.minus, let next = byte(at: end), ASCII.isDigit(next) {
            return SourceRange(position, tokenRange(at: end).end)
        } else if first == ASCII.dot, let next = byte(at: end), ASCII.isIdentifierStart(next) {
            return SourceRange(position, tokenRange(at: end).end)
        } else if first == ASCII.backtick {
            if let word = scanWord(at: position) { end = word.end }
        } else if first == ASCII.quote {
            while let byte = byte(at: end), byte != ASCII.newline, byte != ASCII.carriageReturn {
                end += 1
                if byte == ASCII.backslash, let escaped = self.byte(at: end), escaped != ASCII.newline {
                    end += 1
                } else if byte == ASCII.quote {
                    break
                }
            }
        } else {
            while let byte = byte(at: end), !ASCII.isScalarStart(byte) { end += 1 }
        }
        return SourceRange(position, end)
    }

    /// The token at `position` as a message shows it: `'foo'`, `a string literal`, `'@'`.
    func describeToken(at position: Int) -> String {
        guard let first = byte(at: position) else { return "the end of the input" }
        switch first {
        case ASCII.quote: return "a string literal"
        case ASCII.newline, ASCII.carriageReturn: return "the end of the line"
        case ASCII.space, ASCII.tab: return "a space"
        case ASCII.apostrophe: return "\"'\""
        default:
            if first >= 0x80, let invisible = describeInvisibleCharacter(at: position) { return invisible }
            return "'\(shortText(in: tokenRange(at: position)))'"
        }
    }

    /// A character that would not show between quotes, named by its code point:
    /// "a non-ASCII space (U+00A0)", "an invisible character (U+200B)".
    func describeInvisibleCharacter(at position: Int) -> String? {
        guard let scalar = text(in: tokenRange(at: position)).unicodeScalars.first else { return nil }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let codePoint = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return "a non-ASCII space (\(codePoint))"
        case .format, .control, .unassigned, .privateUse, .surrogate, .nonspacingMark, .enclosingMark:
            return "an invisible character (\(codePoint))"
        default:
            return nil
        }
    }

    /// The text of `range`, cut with "…" when it is too long to quote in a message.
    func shortText(in range: SourceRange) -> String {
        let limit = Self.quotedTokenLimit
        // Four bytes per Character at most for the common cases; enough to cut without
        // decoding a long range.
        let end = min(range.end, range.start + limit * 4 + 4)
        let text = Self.escapingControlCharacters(self.text(in: SourceRange(range.start, end)))
        if text.count > limit || end < range.end { return String(text.prefix(limit)) + "…" }
        return text
    }

    /// Control characters written as `\u{1B}`, so a message never carries terminal codes.
    static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Hints for characters users type by mistake.
    func notesForUnexpected(at position: Int) -> [String] {
        let text = self.text(in: tokenRange(at: position))
        switch text {
        case "“", "”", "„": return ["strings are written with straight double quotes: \"text\""]
        case "'", "‘", "’": return ["strings are written with double quotes: \"text\""]
        default: return []
        }
    }
}
