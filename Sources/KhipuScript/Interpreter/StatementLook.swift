import KhipuDSL

extension [StatementSource] {
    /// Whether some statement may run one of `commands`: a look at each line's start, not
    /// a parse, so that a long script that never runs them pays for nothing they need.
    func mayRun(_ commands: [MetaCommand]) -> Bool {
        contains { statement in
            // Most statements do not start with a colon: told from their first byte, read in place.
            guard statement.text.firstByte(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) == UInt8(ascii: ":") else { return false }
            let text = statement.text.utf8
            guard let colon = text.firstIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }),
                text[colon] == UInt8(ascii: ":")
            else { return false }
            let name = text[text.index(after: colon)...]
            return commands.contains { name.starts(with: $0.rawValue.utf8) }
        }
    }

    /// Whether the statements move through their history, so that their run keeps one.
    var travelsInTime: Bool { mayRun([.undo, .redo, .goto]) }
}

extension String {
    /// The first UTF-8 byte that satisfies `predicate`, read in place from a native string:
    /// the generic walk through `utf8` costs more than the look itself over a long script.
    func firstByte(where predicate: (UInt8) -> Bool) -> UInt8? {
        if let found = utf8.withContiguousStorageIfAvailable({ $0.first(where: predicate) }) { return found }
        return utf8.first(where: predicate)
    }
}
