import KhipuDSL

/// Everything about one `:` command in one place: how it is written, what `:help` says
/// of it, what completion offers after it, whether `:save` writes it back, and what it
/// does. `MetaCommand` names the handlers; `Interpreter` dispatches to them, each in its
/// room (`MetaCommandContext`): what it may read and change.
protocol MetaCommandHandler {
    /// `:clock [set DATE | advance 90m]`, as `:help` lists it.
    static var usage: String { get }
    /// One line for `:help` and completion.
    static var summary: String { get }
    /// The lines `:help :name` shows under the usage and summary.
    static func help(_ examples: HelpExamples) -> [String]
    /// What completion offers for the argument.
    static var argumentCompletion: MetaArgumentCompletion { get }
    /// Whether the command needs an argument, so completing its name adds a space.
    static var needsArgument: Bool { get }
    /// Whether `:save` writes the command back: it changes what later statements see.
    static func replays(argument: String) -> Bool
    /// Whether it replaces what later expectations look at, as a dispatch does.
    static func endsEmission(argument: String) -> Bool
    /// Why it cannot apply to a running app (`khipu attach`); nil when it can.
    static var notLiveBecause: String? { get }
    nonisolated(nonsending) static func run(
        _ command: MetaCommandInvocation, in context: any MetaCommandContext, source: StatementSource, file: String?
    ) async throws -> StatementResult
}

extension MetaCommandHandler {
    static var argumentCompletion: MetaArgumentCompletion { .none }
    static var needsArgument: Bool { false }
    static func replays(argument: String) -> Bool { false }
    static func endsEmission(argument: String) -> Bool { false }
    static var notLiveBecause: String? { nil }
}
