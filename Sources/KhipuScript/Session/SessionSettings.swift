import KhipuDSL

/// How an interactive session shows what happens, changed with `:set`. Scripts accept
/// `:set` too; only the REPL looks at it.
package struct SessionSettings: Equatable {
    /// Whether the REPL prints the changed parts of the state after each statement.
    package var showsDiff = true
    /// Colour on or off; nil leaves it to the terminal (on unless `NO_COLOR` or `--no-color`).
    package var usesColor: Bool?
    /// How many steps `:undo` can go back; kept by the interpreter's history.
    package var undoLimit = StepHistory.defaultLimit

    package init(showsDiff: Bool = true, usesColor: Bool? = nil) {
        self.showsDiff = showsDiff
        self.usesColor = usesColor
    }

    static let names = ["diff", "color", "undo"]

    /// `:set`, `:set diff off`, `:set color auto`.
    mutating func apply(_ command: MetaCommandInvocation) throws -> String {
        let words = command.argument.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let name = words.first else { return summary }
        let nameRange = SourceRange(command.argumentRange.start, command.argumentRange.start + name.utf8.count)
        guard Self.names.contains(name) else {
            throw Diagnostic(
                "unknown setting '\(name)'",
                at: nameRange,
                notes: ["settings: diff on|off, color on|off|auto, undo N"],
                suggestion: DidYouMean.suggestion(for: name, among: Self.names)
            )
        }
        if name == "undo" { return try applyUndo(words, command) }
        let values = name == "diff" ? ["on", "off"] : ["on", "off", "auto"]
        guard words.count == 2, values.contains(words[1]) else {
            let valueStart = words.count > 1 ? command.argumentRange.end - words[words.count - 1].utf8.count : command.argumentRange.end
            throw Diagnostic(
                "expected \(values.joined(separator: ", ")) after '\(name)'",
                at: SourceRange(min(valueStart, command.argumentRange.end), command.argumentRange.end),
                suggestion: words.count == 2 ? DidYouMean.suggestion(for: words[1], among: values) : nil
            )
        }
        switch (name, words[1]) {
        case ("diff", let value): showsDiff = value == "on"
        case (_, "auto"): usesColor = nil
        case (_, let value): usesColor = value == "on"
        }
        return "\(name) \(words[1])"
    }

    var summary: String {
        "diff \(showsDiff ? "on" : "off")\ncolor \(usesColor.map { $0 ? "on" : "off" } ?? "auto")\nundo \(undoLimit)"
    }

    /// `:set undo 50`: keep the last 50 steps; `:set undo 0` keeps none.
    private mutating func applyUndo(_ words: [String], _ command: MetaCommandInvocation) throws -> String {
        guard words.count == 2, let limit = Int(words[1]), limit >= 0 else {
            let valueStart = command.argumentRange.start + 4
            throw Diagnostic(
                "expected a number of steps after 'undo', e.g. :set undo 100",
                at: SourceRange(min(valueStart + 1, command.argumentRange.end), command.argumentRange.end),
                notes: ["0 keeps no history; the default is \(StepHistory.defaultLimit)"]
            )
        }
        undoLimit = limit
        return "undo \(limit)"
    }
}
