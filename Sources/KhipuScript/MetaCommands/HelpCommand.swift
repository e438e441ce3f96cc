import Foundation
import KhipuDSL

/// `:help` lists the statements, with examples from the domain at hand, and the
/// commands; `:help TOPIC` explains one command.
enum HelpCommand: MetaCommandHandler {
    static let usage = ":help"
    static let summary = "list the statements and commands"

    static func help(_ examples: HelpExamples) -> [String] {
        [":help lists every statement and command; :help :clock explains one."]
    }

    static func run(_ command: MetaCommandInvocation, in context: any MetaCommandContext, source: StatementSource, file: String?) throws -> StatementResult {
        let topic = command.argument.trimmingCharacters(in: .whitespaces)
        guard !topic.isEmpty else { return StatementResult(events: [.output(MetaCommand.helpText(examples: HelpExamples(context)))]) }
        let name = topic.hasPrefix(":") ? String(topic.dropFirst()) : topic
        guard let meta = MetaCommand(rawValue: name) else {
            let names = MetaCommand.allCases.map(\.rawValue)
            throw Diagnostic.unknownHelpTopic(topic, among: names, suggestion: DidYouMean.suggestion(for: name, among: names), at: command.argumentRange)
        }
        return StatementResult(events: [.output(meta.helpTopic(examples: HelpExamples(context)))])
    }
}
