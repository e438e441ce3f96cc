import KhipuDSL

/// `:domain NAME` switches to another domain; each keeps its state and history.
enum DomainCommand: MetaCommandHandler {
    static let notLiveBecause: String? = "an attached session runs on the app's one domain"
    static let usage = ":domain NAME"
    static let summary = "switch to another domain"
    static let argumentCompletion = MetaArgumentCompletion.domains
    static let needsArgument = true

    static func help(_ examples: HelpExamples) -> [String] {
        ["Each domain keeps its state and history for the session; switching back resumes it.",
         "Naming the domain the session is on starts it afresh."]
    }

    static func replays(argument: String) -> Bool { !argument.isEmpty }
    static func endsEmission(argument: String) -> Bool { true }

    static func run(_ command: MetaCommandInvocation, in context: any MetaCommandContext, source: StatementSource, file: String?) throws -> StatementResult {
        let name = command.argument
        guard let domain = context.domains.first(where: { $0.name == name }) else {
            throw Diagnostic.unknownDomain(
                name, among: context.domains.map(\.name), at: name.isEmpty ? command.nameRange : command.argumentRange)
        }
        return StatementResult(events: [.output(try context.switchDomain(to: domain))])
    }
}
