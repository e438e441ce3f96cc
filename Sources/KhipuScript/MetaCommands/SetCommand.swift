import KhipuDSL

/// `:set` shows the session's settings; `:set diff off`, `:set undo 50` change one.
enum SetCommand: MetaCommandHandler {
    static let usage = ":set diff|color|exhaustive on|off, :set undo N"
    static let summary = "show the state's changes after each dispatch (diff), colour (color on|off|auto), require an expect for every emitted message (exhaustive), steps kept for :undo (undo N)"
    static let needsArgument = true
    static let argumentCompletion = MetaArgumentCompletion.words(
        first: [
            MetaArgumentChoice(insertion: "diff ", display: "diff on|off", summary: "show the state's changes after each dispatch"),
            MetaArgumentChoice(insertion: "color ", display: "color on|off|auto", summary: "colour the output"),
            MetaArgumentChoice(insertion: "exhaustive ", display: "exhaustive on|off", summary: "require an expect for every emitted message"),
            MetaArgumentChoice(insertion: "undo ", display: "undo N", summary: "how many steps :undo can go back"),
        ],
        then: ["diff": ["on", "off"], "color": ["on", "off", "auto"], "exhaustive": ["on", "off"]])

    static func help(_ examples: HelpExamples) -> [String] {
        [":set shows the settings; :set diff off, :set color auto, :set exhaustive on, :set undo 100."]
    }

    static func run(_ command: MetaCommandInvocation, in context: any MetaCommandContext, source: StatementSource, file: String?) throws -> StatementResult {
        let text = try context.settings.apply(command)
        if context.settings.undoLimit != context.steps.limit { context.undoLimit = context.settings.undoLimit }
        return StatementResult(events: [.output(text)])
    }
}
