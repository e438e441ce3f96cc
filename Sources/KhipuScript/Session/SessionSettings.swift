import KhipuDSL

/// How a session shows and checks what happens, changed with `:set`. `diff` and `color`
/// are the REPL's; `exhaustive` holds in scripts too.
package struct SessionSettings: Equatable {
    /// Whether the REPL prints the changed parts of the state after each statement.
    package var showsDiff = true
    /// Colour on or off; nil leaves it to the terminal (on unless `NO_COLOR` or `--no-color`).
    package var usesColor: Bool?
    /// Whether every message a dispatch emits must be matched by an `expect` before the
    /// next dispatch or the end of the scenario.
    package var isExhaustive = false
    /// How many steps `:undo` can go back; kept by the interpreter's history.
    package var undoLimit = StepHistory.defaultLimit

    package init(showsDiff: Bool = true, usesColor: Bool? = nil, isExhaustive: Bool = false) {
        self.showsDiff = showsDiff
        self.usesColor = usesColor
        self.isExhaustive = isExhaustive
    }

    static let names = ["diff", "color", "exhaustive", "undo"]

    /// `:set`, `:set diff off`, `:set color auto`.
    mutating func apply(_ command: MetaCommandInvocation) throws -> String {
        let words = command.argument.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let name = words.first else { return summary }
        let nameRange = SourceRange(command.argumentRange.start, command.argumentRange.start + name.utf8.count)
        guard Self.names.contains(name) else {
            throw Diagnostic.unknownSetting(name, at: nameRange, suggestion: DidYouMean.suggestion(for: name, among: Self.names))
        }
        if name == "undo" { return try applyUndo(words, command) }
        let values = name == "color" ? ["on", "off", "auto"] : ["on", "off"]
        guard words.count == 2, values.contains(words[1]) else {
            let valueStart = words.count > 1 ? command.argumentRange.end - words[words.count - 1].utf8.count : command.argumentRange.end
            throw Diagnostic.invalidArgument(
                "\(values.joined(separator: ", ")) after '\(name)'",
                at: SourceRange(min(valueStart, command.argumentRange.end), command.argumentRange.end),
                suggestion: words.count == 2 ? DidYouMean.suggestion(for: words[1], among: values) : nil)
        }
        switch (name, words[1]) {
        case ("diff", let value): showsDiff = value == "on"
        case ("exhaustive", let value): isExhaustive = value == "on"
        case (_, "auto"): usesColor = nil
        case (_, let value): usesColor = value == "on"
        }
        return "\(name) \(words[1])"
    }

    var summary: String {
        "diff \(showsDiff ? "on" : "off")\ncolor \(usesColor.map { $0 ? "on" : "off" } ?? "auto")\nexhaustive \(isExhaustive ? "on" : "off")\nundo \(undoLimit)"
    }

    /// `:set undo 50`: keep the last 50 steps; `:set undo 0` keeps none.
    private mutating func applyUndo(_ words: [String], _ command: MetaCommandInvocation) throws -> String {
        guard words.count == 2, let limit = Int(words[1]), limit >= 0 else {
            let valueStart = command.argumentRange.start + 4
            throw Diagnostic.invalidArgument(
                "a number of steps after 'undo', e.g. :set undo 100",
                at: SourceRange(min(valueStart + 1, command.argumentRange.end), command.argumentRange.end),
                notes: ["0 keeps no history; the default is \(StepHistory.defaultLimit)"])
        }
        undoLimit = limit
        return "undo \(limit)"
    }
}
