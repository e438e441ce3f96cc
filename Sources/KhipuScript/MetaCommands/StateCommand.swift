import KhipuDSL

/// `:state` prints the state; `:state todos.items` a part of it.
enum StateCommand: MetaCommandHandler {
    static let usage = ":state [path]"
    static let summary = "print the state, or a part of it (a path such as items.count)"
    static let argumentCompletion = MetaArgumentCompletion.statePath

    static func help(_ examples: HelpExamples) -> [String] {
        ["e.g. :state \(examples.path.map { String($0.dropFirst("state.".count)) } ?? ""); paths go through properties, [i], [\"key\"], .count, .first, .last, .isEmpty, .keys, .values."]
    }

    static func run(_ command: MetaCommandInvocation, in context: any MetaCommandContext, source: StatementSource, file: String?) throws -> StatementResult {
        StatementResult(events: [.output(try shown(command, in: context))])
    }

    private static func shown(_ command: MetaCommandInvocation, in context: any MetaCommandContext) throws -> String {
        guard !command.argument.isEmpty else { return context.printPretty(context.state) }
        var path = command.argument
        var shift = command.argumentRange.start
        if !(path == "state" || path.hasPrefix("state.") || path.hasPrefix("state[")) {
            path = "state." + path
            shift -= 6
        }
        do {
            let expression = try DSLParser.parseExpression(path)
            return context.printPretty(try context.evaluate(expression))
        } catch {
            throw error.shifted(by: shift)
        }
    }
}
