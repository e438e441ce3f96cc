import KhipuDSL

/// The `:` commands of the REPL and of scripts, each with one line of help.
package enum MetaCommand: String, CaseIterable {
    case help, describe, fixtures, state, reset, undo, redo, goto, history, load, save, clock, gateway, domain, set, quit

    package var usage: String {
        switch self {
        case .help: ":help"
        case .describe: ":describe [prefix]"
        case .fixtures: ":fixtures"
        case .state: ":state [path]"
        case .reset: ":reset"
        case .undo: ":undo [N]"
        case .redo: ":redo [N]"
        case .goto: ":goto N"
        case .history: ":history"
        case .load: ":load FILE"
        case .save: ":save FILE"
        case .clock: ":clock [set DATE | advance 90m]"
        case .gateway: ":gateway [NAME MODE]"
        case .domain: ":domain NAME"
        case .set: ":set diff|color|exhaustive on|off, :set undo N"
        case .quit: ":quit"
        }
    }

    package var summary: String {
        switch self {
        case .help: "list the statements and commands"
        case .describe: "show the messages the domain understands and its documentation table; :describe PREFIX or TYPE narrows it"
        case .fixtures: "bind the names the domain's documentation uses, so its cells can be typed in"
        case .state: "print the state, or a part of it (a path such as items.count)"
        case .reset: "reset the domain's state to its initial value"
        case .undo: "go back one step (or N) of :history: the state before the last dispatch"
        case .redo: "go forward again one step (or N) that :undo went back"
        case .goto: "go to step N of :history (0: the start)"
        case .history: "list the steps (dispatches, clock moves, resets) with their numbers; → marks where the state is"
        case .load: "run the statements of a .khipu file"
        case .save: "write the session so far as a .khipu script, expecting what each dispatch emitted (:save! replaces a file :save did not write)"
        case .clock: "show the clock, set it (ISO-8601) or advance it (90s, 90m, 2h, 1d, 1h30m)"
        case .gateway: "list the domain's simulated gateways, or put one in a mode"
        case .domain: "switch to another domain"
        case .set: "show the state's changes after each dispatch (diff), colour (color on|off|auto), require an expect for every emitted message (exhaustive), steps kept for :undo (undo N)"
        case .quit: "end the session (or the script)"
        }
    }
}

/// A `:name argument` line as it was typed, with ranges for diagnostics.
struct MetaCommandInvocation {
    let name: String
    let nameRange: SourceRange
    let argument: String
    let argumentRange: SourceRange
}
