/// What the parser reports: text that is not an expression. Each factory names one kind
/// of mistake and gives it its id, so rewording a message cannot change the id.
extension Diagnostic {
    // Tokens and shapes.

    /// "expected a value, found ')'" (`found` nil at the end of the input).
    package static func expected(_ what: String, found: String?, at range: SourceRange, notes: [String] = []) -> Diagnostic {
        Diagnostic(found.map { "expected \(what), found \($0)" } ?? "expected \(what)", at: range, notes: notes, id: .syntax)
    }

    /// "expected ',' or ')' to close '(' at column 5, found 'x'"; `column` nil when the
    /// opener is on another line (a located note then points at it).
    package static func expectedCloser(_ what: String, opener: String, openerColumn: Int?, found: String, at range: SourceRange) -> Diagnostic {
        let column = openerColumn.map { " at column \($0)" } ?? ""
        return Diagnostic("expected \(what) to close '\(opener)'\(column), found \(found)", at: range, id: .syntax)
    }

    package static func missingBacktickName(at range: SourceRange) -> Diagnostic {
        Diagnostic("expected a name between backticks", at: range, id: .syntax)
    }

    package static func keyValueInArray(at range: SourceRange) -> Diagnostic {
        Diagnostic("an array literal cannot hold a key: value entry", at: range, id: .syntax)
    }

    /// A complete expression followed by more text; `found` is the token, e.g. "'.b'".
    package static func textAfterExpression(found: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("unexpected \(found) after the expression", at: range, id: .syntax)
    }

    /// An error thrown inside the parser that is not a diagnostic; none is expected.
    package static func parserFailure(_ error: any Error, at range: SourceRange) -> Diagnostic {
        Diagnostic("\(error)", at: range, id: .other)
    }

    // Brackets and depth.

    /// "'(' is never closed", with a note at the opener.
    package static func neverClosed(_ opener: String, openedAt openerRange: SourceRange, at range: SourceRange) -> Diagnostic {
        var diagnostic = Diagnostic("'\(opener)' is never closed", at: range, id: .unclosedBracket)
        diagnostic.locatedNotes = [LocatedNote("'\(opener)' opened", at: openerRange)]
        return diagnostic
    }

    /// "')' has no matching '('".
    package static func unmatchedCloser(_ closer: String, opener: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("'\(closer)' has no matching '\(opener)'", at: range, id: .unmatchedBracket)
    }

    package static func nestingTooDeep(limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic("nesting deeper than \(limit) levels", at: range, id: .tooDeep)
    }

    // Numbers.

    /// "'1.2.3' is not a valid number"; `kind` is "", "hexadecimal ", "octal " or "binary ".
    package static func malformedNumber(_ text: String, kind: String = "", at range: SourceRange, notes: [String]) -> Diagnostic {
        Diagnostic("'\(text)' is not a valid \(kind)number", at: range, notes: notes, id: .invalidValue)
    }

    // Strings.

    package static func unterminatedString(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "unterminated string literal", at: range, notes: ["expected '\"' to end the string before the end of the line"],
            id: .unclosedBracket)
    }

    /// `closer` is the quote and hashes that end the string, e.g. `"#`.
    package static func unterminatedRawString(closer: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "unterminated raw string literal", at: range, notes: ["expected '\(closer)' to end the string before the end of the line"],
            id: .unclosedBracket)
    }

    package static func unterminatedMultilineString(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "unterminated multi-line string literal", at: range, notes: [#"expected a closing '"""' on a line of its own"#],
            id: .unclosedBracket)
    }

    package static func multilineContentOnOpenerLine(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "multi-line string content must start on a new line", at: range,
            notes: [#"write the text on the lines between '"""' and '"""'"#], id: .syntax)
    }

    package static func multilineCloserNotOnOwnLine(at range: SourceRange) -> Diagnostic {
        Diagnostic("the closing '\"\"\"' of a multi-line string must begin on a new line", at: range, id: .syntax)
    }

    package static func insufficientIndentation(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "insufficient indentation of line in multi-line string literal", at: range,
            notes: [#"every line must start with the indentation of the closing '"""'"#], id: .syntax)
    }

    package static func multilineRawString(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "multi-line raw strings are not supported", at: range, notes: [#"write a '"""' block, or one raw string a line"#],
            id: .syntax)
    }

    /// `\(` in a string; `notes` say how to write a backslash and a parenthesis instead.
    package static func stringInterpolation(at range: SourceRange, notes: [String] = []) -> Diagnostic {
        Diagnostic("string interpolation is not supported", at: range, notes: notes, id: .invalidEscape)
    }

    // Escapes.

    package static func missingEscapedCharacter(at range: SourceRange) -> Diagnostic {
        Diagnostic("expected an escaped character after '\\'", at: range, id: .invalidEscape)
    }

    package static func invalidEscape(_ text: String, at range: SourceRange, notes: [String]) -> Diagnostic {
        Diagnostic("invalid escape sequence '\(text)'", at: range, notes: notes, id: .invalidEscape)
    }

    /// A `\u` escape of the wrong shape: "expected '{' after '\u'", "expected hexadecimal
    /// digits in '\u{...}'", "expected '}' to close '\u{'".
    package static func malformedUnicodeEscape(expected what: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("expected \(what)", at: range, notes: [#"a Unicode escape is written \u{1F600}"#], id: .syntax)
    }

    package static func invalidUnicodeScalar(_ text: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("'\(text)' is not a valid Unicode scalar", at: range, id: .invalidEscape)
    }
}
