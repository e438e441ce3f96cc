import KhipuDSL

/// `:reset` puts the domain's state back to its initial value, as a step of `:history`.
enum ResetCommand: MetaCommandHandler {
    static let notLiveBecause: String? = "it would put the app's state back to the start"
    static let usage = ":reset"
    static let summary = "reset the domain's state to its initial value"

    static func help(_ examples: HelpExamples) -> [String] {
        ["The reset is a step of :history, so :undo brings the state back."]
    }

    static func replays(argument: String) -> Bool { true }
    static func endsEmission(argument: String) -> Bool { true }

    static func run(_ command: MetaCommandInvocation, in context: any MetaCommandContext, source: StatementSource, file: String?) throws -> StatementResult {
        let before = context.stateBeforeStep
        try context.resetState()
        context.recordStep(":reset", before: before as Any, clockBefore: nil, failed: false)
        return StatementResult(events: [.output("state reset")])
    }
}
