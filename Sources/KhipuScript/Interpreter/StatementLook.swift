import KhipuDSL

extension [ParsedStatement] {
    /// Which of `commands` some statement runs, read from the statements as parsed, so
    /// that a long script that never runs them pays for nothing they need.
    func commandsThatMayRun(_ commands: [MetaCommand]) -> Set<MetaCommand> {
        var found: Set<MetaCommand> = []
        // In place: a loop over the elements would copy (retain) every statement's text.
        withUnsafeBufferPointer { statements in
            for index in statements.indices where statements[index].opening == .metaCommand {
                guard let name = statements[index].metaCommand?.name, let command = MetaCommand(rawValue: name) else { continue }
                if commands.contains(command) { found.insert(command) }
            }
        }
        return found
    }
}

extension MetaCommand {
    /// The commands that move through the history, so that a run that may use one keeps it.
    static let timeTravel: [MetaCommand] = [.undo, .redo, .goto]
}
