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

    static func run(_ command: MetaCommandInvocation, in interpreter: Interpreter, source: StatementSource, file: String?) throws -> StatementResult {
        let before = interpreter.steps.isEnabled ? interpreter.session.state : nil
        try interpreter.session.reset()
        interpreter.resetLastOutputs()
        interpreter.recordStep(":reset", before: before as Any)
        return StatementResult(events: [.output("state reset")])
    }
}
