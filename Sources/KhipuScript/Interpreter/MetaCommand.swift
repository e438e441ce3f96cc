import KhipuDSL

/// The `:` commands of the REPL and of scripts, each with one line of help.
package enum MetaCommand: String, CaseIterable {
    case help, describe, fixtures, state, reset, undo, history, load, save, clock, gateway, domain, set, quit

    package var usage: String {
        switch self {
        case .help: ":help"
        case .describe: ":describe [prefix]"
        case .fixtures: ":fixtures"
        case .state: ":state [path]"
        case .reset: ":reset"
        case .undo: ":undo"
        case .history: ":history"
        case .load: ":load FILE"
        case .save: ":save FILE"
        case .clock: ":clock [set DATE | advance 90m]"
        case .gateway: ":gateway [NAME MODE]"
        case .domain: ":domain NAME"
        case .set: ":set diff|color|exhaustive on|off"
        case .quit: ":quit"
        }
    }

    package var summary: String {
        switch self {
        case .help: "list the statements and commands"
        case .describe: "show the messages the domain understands and its documentation table, e.g. :describe .todos(.cmd"
        case .fixtures: "bind the names the domain's documentation uses (l, error), so its cells can be typed in"
        case .state: "print the state, or a part of it: :state todos.items.count"
        case .reset: "reset the domain's state to its initial value"
        case .undo: "go back to the state before the last dispatch (repeatable)"
        case .history: "list the statements run so far"
        case .load: "run the statements of a .khipu file"
        case .save: "write the session so far as a .khipu script, expecting what each dispatch emitted (:save! replaces a file :save did not write)"
        case .clock: "show the clock, set it (ISO-8601) or advance it (90s, 90m, 2h, 1d, 1h30m)"
        case .gateway: "list the domain's simulated gateways, or put one in a mode: :gateway bridge offline"
        case .domain: "switch to another domain"
        case .set: "show the state's changes after each dispatch (diff), colour (color on|off|auto), require an expect for every emitted message (exhaustive)"
        case .quit: "end the session (or the script)"
        }
    }

    package static var helpText: String {
        let width = allCases.map(\.usage.count).max() ?? 0
        let commands = allCases.map { "  " + $0.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary }
        return (
            [
                "statements:",
                "  .todos(.cmd(.add(item: \"Get coffee\")))   dispatch a message",
                "  let coffee = TodoItem(title: \"Get coffee\")   bind a name",
                "  let done = coffee.alter(.finish)           apply changes",
                "  expect .todos(.ack(.added(item: coffee)))  the last dispatch emitted this message",
                "  expect .todos(.ack(.added(item: _)))       _ matches any value at its place",
                "  expect nothing                             the last dispatch emitted no message",
                "  expect state.todos.items.count == 1        compare with == != < <= > >=",
                "  expect state.todos.items contains coffee   a list, set, dictionary key or substring",
                "  scenario \"Adding an item\"                  in a script: a fresh domain, then the background",
                "commands:",
            ] + commands
        ).joined(separator: "\n")
    }
}

/// A `:name argument` line as it was typed, with ranges for diagnostics.
struct MetaCommandInvocation {
    let name: String
    let nameRange: SourceRange
    let argument: String
    let argumentRange: SourceRange
}
