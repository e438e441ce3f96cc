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
                lines += outputs.isEmpty ? [palette.dim("(no message)")] : outputs.map { fitted($0, lead: 0) }
            case .emitted(let outputs):
                lines += RepeatFolding.fold(outputs) { fitted($0, lead: 0) }
            case .bound(let name, let value):
                lines.append(palette.bold(name) + " = " + fitted(value, lead: name.count + 3))
            case .expectationPassed:
                lines.append(palette.green("ok"))
            case .expectationFailed(let details):
                lines.append(palette.boldRed("expectation failed"))
                lines += details.split(separator: "\n", omittingEmptySubsequences: false).map { diffColored(String($0)) }
            case .failed(let rendered):
                if interrupted {
                    lines.append(palette.boldRed("cancelled") + ": stopped waiting for the domain; the message was dispatched and its work goes on")
                } else {
                    lines += diagnostic(rendered, typedLine: typedLine)
                }
            case .output(let text):
                lines.append(text)
            }
        }
        return lines
    }

    /// A value wider than the terminal, broken between its arguments rather than wherever
    /// the terminal wraps it; `lead` columns precede it on its first line.
    private func fitted(_ value: String, lead: Int) -> String {
        guard lead + value.count > terminalWidth else { return value }
        return ExpressionLayout.pretty(value, width: max(40, terminalWidth - lead))
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

    /// The interpreter's diagnostic (`<input>:1:14: error: …`, the line, the caret,
    /// notes). When the statement is the one line just typed and fits the terminal, the
    /// caret goes under the typed text and the line is not repeated.
    func diagnostic(_ rendered: String, typedLine: String?) -> [String] {
        var lines = rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !lines.isEmpty else { return [] }
        lines[0] = colorHeading(lines[0])
        if let index = lines.firstIndex(where: { $0.hasPrefix("  did you mean '") }) {
            let suggestion = lines[index].dropFirst("  did you mean '".count).dropLast(2)
            lines[index] = "  did you mean '" + palette.green(String(suggestion)) + "'?"
        }
        guard let typedLine, lines.count >= 3, lines[1] == "  " + typedLine, lines[2].hasPrefix("  "),
            lines[2].trimmingCharacters(in: .whitespaces).hasPrefix("^"),
            typedLine.allSatisfy({ $0.isASCII && $0 != "\t" }),
            promptWidth + typedLine.count < terminalWidth
        else { return lines }
        let caret = String(repeating: " ", count: promptWidth) + lines[2].dropFirst(2)
        return [palette.boldRed(caret), lines[0]] + lines[3...]
    }

    private func colorHeading(_ line: String) -> String {
        guard let range = line.range(of: ": error: ") else { return line }
        return String(line[..<range.lowerBound]) + ": " + palette.boldRed("error") + ": " + palette.bold(String(line[range.upperBound...]))
    }

    private func diffColored(_ line: String) -> String {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("- ") { return palette.red(line) }
        if trimmed.hasPrefix("+ ") { return palette.green(line) }
        return line
    }
}
