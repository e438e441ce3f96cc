import KhipuDSL

/// `:describe [prefix or Type]` shows the messages the domain understands and its
/// documentation table, or the part a prefix or type names.
enum DescribeDomainCommand: MetaCommandHandler {
    static let usage = ":describe [prefix]"
    static let summary = "show the messages the domain understands and its documentation table; :describe PREFIX or TYPE narrows it"
    static let argumentCompletion = MetaArgumentCompletion.message

    static func help(_ examples: HelpExamples) -> [String] {
        [":describe with no argument shows the whole grammar and table of \(examples.domain).",
         ":describe \(examples.prefix ?? ".message(") shows only the messages that start so;",
         ":describe TypeName shows a type's cases or fields with their documentation."]
    }

    static func run(_ command: MetaCommandInvocation, in interpreter: Interpreter, source: StatementSource, file: String?) -> StatementResult {
        StatementResult(events: [.output(interpreter.describe(command, inScript: file != nil))])
    }
}
