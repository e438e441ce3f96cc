/// Renders a diagnostic the way compilers do:
///
/// ```
/// scripts/todos.khipu:12:14: error: unknown case 'ad' of Message.Todos.CMD
///   .todos(.cmd(.ad(item: coffee)))
///               ^~
///   note: expected one of: add(item: TodoItem), remove(item: TodoItem)
///   did you mean 'add'?
/// ```
///
/// The line and column count from the statement's first line; columns count Characters.
/// A line too long to show is cut to a window around the caret, marked with "…".
public struct DiagnosticRenderer: Sendable {
    /// How many Characters of a long line are shown around the caret.
    public var windowWidth: Int

    public init(windowWidth: Int = 100) {
        self.windowWidth = max(windowWidth, 10)
    }

    public func render(
        _ diagnostic: Diagnostic,
        source: StatementSource,
        fileName: String?,
        colored: Bool
    ) -> String {
        layout(diagnostic, source: source, fileName: fileName).text(colored: colored)
    }

    /// The rendered parts of a diagnostic, for an edge that places them itself (the REPL
    /// puts the caret under the line just typed).
    public func layout(_ diagnostic: Diagnostic, source: StatementSource, fileName: String?) -> DiagnosticLayout {
        let locator = SourceLocator(source.text)
        let start = locator.scalarBoundary(atOrBefore: min(max(diagnostic.range.start, 0), locator.bytes.count))
        let location = locator.location(of: start)
        let name = fileName.map { Self.printable(Substring($0)) } ?? "<input>"
        let end = min(max(diagnostic.range.end, start), location.lineEnd)
        let excerpt = excerpt(locator.bytes, line: location.lineStart..<location.lineEnd, caret: start..<end)
        var notes = diagnostic.notes.map { "note: \(Self.printable(Substring($0)))" }
        for note in diagnostic.locatedNotes {
            let spot = locator.location(of: note.range.start)
            let message = Self.printable(Substring(note.message))
            notes.append("note: \(message) at line \(Self.lineNumber(source.line, spot.line)), column \(spot.column)")
        }
        return DiagnosticLayout(
            location: "\(name):\(Self.lineNumber(source.line, location.line)):\(location.column)",
            message: Self.printable(Substring(diagnostic.message)),
            excerpt: excerpt.text,
            caret: excerpt.caret,
            notes: notes,
            suggestion: diagnostic.suggestion.map { Self.printable(Substring($0)) })
    }

    /// The statement's first line plus the lines into it, held at `Int.max` (or `Int.min`):
    /// the first line comes from the caller, on the wire from a client, and no value of it
    /// may stop the program.
    static func lineNumber(_ first: Int, _ offset: Int) -> Int {
        let (sum, overflowed) = first.addingReportingOverflow(offset)
        guard overflowed else { return sum }
        return offset > 0 ? Int.max : Int.min
    }

    /// The shown part of the line and the caret line under it.
    func excerpt(_ bytes: [UInt8], line: Range<Int>, caret: Range<Int>) -> (text: String, caret: String) {
        let text = String(decoding: bytes[line], as: UTF8.self)
        let utf8 = text.utf8
        let caretStart = utf8.index(utf8.startIndex, offsetBy: caret.lowerBound - line.lowerBound)
        let caretEnd = utf8.index(utf8.startIndex, offsetBy: caret.upperBound - line.lowerBound)

        var windowStart = text.startIndex
        var windowEnd = text.endIndex
        if line.count > windowWidth,
            let widthIndex = text.index(text.startIndex, offsetBy: windowWidth, limitedBy: text.endIndex),
            widthIndex != text.endIndex
        {
            let before = windowWidth * 2 / 5
            windowStart = text.index(caretStart, offsetBy: -before, limitedBy: text.startIndex) ?? text.startIndex
            if let end = text.index(windowStart, offsetBy: windowWidth, limitedBy: text.endIndex) {
                windowEnd = end
            } else {
                windowEnd = text.endIndex
                windowStart =
                    text.index(text.endIndex, offsetBy: -windowWidth, limitedBy: text.startIndex) ?? text.startIndex
            }
        }
        let leadingEllipsis = windowStart > text.startIndex ? "…" : ""
        let trailingEllipsis = windowEnd < text.endIndex ? "…" : ""
        let shown = leadingEllipsis + Self.printable(text[windowStart..<windowEnd]) + trailingEllipsis

        // Measured in terminal columns on the shown text, where a C1 control or bidi override
        // takes several and a wide character or an emoji two; a tab stays a tab.
        let padding = Self.printable(text[windowStart..<max(caretStart, windowStart)])
            .map { $0 == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.of($0)) }.joined()
        let underlineEnd = max(min(max(caretEnd, caretStart), windowEnd), caretStart)
        let underlined = DisplayWidth.of(Self.printable(text[caretStart..<underlineEnd]))
        let caretLine =
            (leadingEllipsis.isEmpty ? "" : " ") + padding + "^" + String(repeating: "~", count: max(underlined - 1, 0))
        return (shown, caretLine)
    }

    /// Controls and bidi overrides shown visibly (see `TerminalSafeText`), so neither a
    /// garbage line nor a message quoting it can drive the terminal.
    static func printable(_ text: Substring) -> String {
        TerminalSafeText.visible(text)
    }
}
