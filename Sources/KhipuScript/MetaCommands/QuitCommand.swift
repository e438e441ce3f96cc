import KhipuDSL

/// `:quit` ends the session, or the script.
enum QuitCommand: MetaCommandHandler {
    static let usage = ":quit"
    static let summary = "end the session (or the script)"

    static func help(_ examples: HelpExamples) -> [String] { ["Ctrl-D ends the session too."] }

    static func run(_ command: MetaCommandInvocation, in context: any MetaCommandContext, source: StatementSource, file: String?) -> StatementResult {
        StatementResult(events: [], stop: true)
    }
}
