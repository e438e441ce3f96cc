import KhipuDSL
import KhipuScript
import KhipuDescribe

/// Turns what a statement did into the lines the REPL prints: the emitted messages one
/// a line, bound values, command output, failures; then the state's changes.
struct OutcomePresenter {
    let palette: Palette
    /// Columns the prompt takes, so that a caret can stand under the typed line.
    let promptWidth: Int
    let terminalWidth: Int

    /// `typedLine` is the line as typed at the prompt when the statement was that one
    /// line; a diagnostic then puts its caret right under it instead of repeating it.
    func lines(for outcome: StatementOutcome, typedLine: String?, interrupted: Bool) -> [String] {
        var lines: [String] = []
        for event in outcome.events {
            switch event {
            case .dispatched(_, let outputs):
                lines += outputs.isEmpty ? [palette.dim("(no message)")] : outputs.map { fitted($0.text, lead: 0) }
            case .emitted(let outputs):
                lines += RepeatFolding.fold(outputs.map(\.text)) { fitted($0, lead: 0) }
            case .clockMoved(let move):
                lines.append(move.text)
            case .bound(let name, let value):
                lines.append(palette.bold(name) + " = " + fitted(value, lead: name.count + 3))
            case .expectationPassed:
                lines.append(palette.green("ok"))
            case .expectationFailed(let details):
                lines.append(palette.boldRed("expectation failed"))
                lines += details.split(separator: "\n", omittingEmptySubsequences: false).map { diffColored(String($0)) }
            case .failed(let problem):
                if interrupted {
                    lines += wrapped(palette.boldRed("cancelled") + ": stopped waiting for the domain; the message was dispatched and its work goes on")
                } else {
                    lines += self.problem(problem, typedLine: typedLine)
                }
            case .output(let text):
                lines += wrapped(text)
            }
        }
        return lines
    }

    /// A value wider than the terminal, broken between its arguments rather than wherever
    /// the terminal wraps it; `lead` columns precede it on its first line.
    private func fitted(_ value: String, lead: Int) -> String {
        guard lead + value.displayWidth > terminalWidth else { return value }
        return PrettyLayout.relaidOut(value, width: max(40, terminalWidth - lead))
    }

    /// The state's changes, `-` red and `+` green, under a dimmed heading.
    func diffLines(_ diff: [StateDiff.Line]) -> [String] {
        [palette.dim("state:")]
            + diff.map { line in
                switch line.kind {
                case .removed: palette.red(line.rendered)
                case .added: palette.green(line.rendered)
                case .context: line.rendered
                case .collapsed: palette.dim(line.rendered)
                }
            }
    }

    /// Why the statement could not run. A diagnostic is `<input>:1:14: error: …`, the
    /// line, the caret, notes; when the statement is the one line just typed and fits the
    /// terminal, the caret goes under the typed text and the line is not repeated.
    func problem(_ problem: StatementProblem, typedLine: String?) -> [String] {
        guard case .diagnostic(let located) = problem else {
            guard case .error(let location, let message, _, _, _) = problem else { return [] }
            return wrapped(location + ": " + palette.boldRed("error") + ": " + message)
        }
        let layout = located.layout
        let heading = wrapped(layout.location + ": " + palette.boldRed("error") + ": " + palette.bold(layout.message))
        var rest = layout.notes.flatMap { wrapped("  " + $0) }
        if let suggestion = layout.suggestion { rest += wrapped("  did you mean '" + palette.green(suggestion) + "'?") }
        // The caret measures the line in terminal columns, so it stands under a wide
        // character or an emoji as the terminal draws it.
        if let typedLine, located.source.text == typedLine, layout.excerpt == typedLine,
            !typedLine.contains("\t"),
            promptWidth + typedLine.displayWidth < terminalWidth
        {
            return [palette.boldRed(String(repeating: " ", count: promptWidth) + layout.caret)] + heading + rest
        }
        return heading + ["  " + layout.excerpt, "  " + layout.caret] + rest
    }

    /// Text broken between words at the terminal's width; an indented line's continuation
    /// keeps its indent.
    func wrapped(_ text: String) -> [String] {
        WordWrapping.lines(text, width: terminalWidth)
    }

    private func diffColored(_ line: String) -> String {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("- ") { return palette.red(line) }
        if trimmed.hasPrefix("+ ") { return palette.green(line) }
        return line
    }
}
