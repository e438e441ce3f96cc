import KhipuDSL

extension [StatementSource] {
    /// Which of `commands` some statement may run: a look at each line's start, not a
    /// parse, so that a long script that never runs them pays for nothing they need.
    func commandsThatMayRun(_ commands: [MetaCommand]) -> Set<MetaCommand> {
        var found: Set<MetaCommand> = []
        // In place: a loop over the elements would copy (retain) every statement's text.
        withUnsafeBufferPointer { statements in
            for index in statements.indices where statements[index].text.firstByte(where: { !Self.isSpaceOrTab($0) }) == UInt8(ascii: ":") {
                let text = statements[index].text.utf8
                guard let colon = text.firstIndex(where: { !Self.isSpaceOrTab($0) }) else { continue }
                let name = text[text.index(after: colon)...]
                for command in commands where name.starts(with: command.rawValue.utf8) { found.insert(command) }
            }
        }
        return found
    }

    private static func isSpaceOrTab(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}

extension MetaCommand {
    /// The commands that move through the history, so that a run that may use one keeps it.
    static let timeTravel: [MetaCommand] = [.undo, .redo, .goto]
}

extension String {
    /// The first UTF-8 byte that satisfies `predicate`, read in place from a native string:
    /// the generic walk through `utf8` costs more than the look itself over a long script.
    func firstByte(where predicate: (UInt8) -> Bool) -> UInt8? {
        if let found = utf8.withContiguousStorageIfAvailable({ $0.first(where: predicate) }) { return found }
        return utf8.first(where: predicate)
    }
}
