import KhipuDSL

/// The `:` commands of the REPL and of scripts, by name; each has one handler that knows
/// the rest about it.
package enum MetaCommand: String, CaseIterable {
    case help, describe, fixtures, state, reset, undo, redo, goto, history, load, save, report, clock, skip, gateway, domain, set, quit

    var handler: any MetaCommandHandler.Type {
        switch self {
        case .help: HelpCommand.self
        case .describe: DescribeDomainCommand.self
        case .fixtures: FixturesCommand.self
        case .state: StateCommand.self
        case .reset: ResetCommand.self
        case .undo: UndoCommand.self
        case .redo: RedoCommand.self
        case .goto: GotoCommand.self
        case .history: HistoryCommand.self
        case .load: LoadCommand.self
        case .save: SaveCommand.self
        case .report: ReportCommand.self
        case .clock: ClockCommand.self
        case .skip: SkipCommand.self
        case .gateway: GatewayCommand.self
        case .domain: DomainCommand.self
        case .set: SetCommand.self
        case .quit: QuitCommand.self
        }
    }

    package var usage: String { handler.usage }
    package var summary: String { handler.summary }
    package var argumentCompletion: MetaArgumentCompletion { handler.argumentCompletion }
    package var needsArgument: Bool { handler.needsArgument }
}

/// A `:name argument` line as it was typed, with ranges for diagnostics.
struct MetaCommandInvocation {
    let name: String
    let nameRange: SourceRange
    let argument: String
    let argumentRange: SourceRange
}
