import KhipuDSL

extension [StatementSource] {
    /// Whether some statement may run one of `commands`: a look at each line's start, not
    /// a parse, so that a long script that never runs them pays for nothing they need.
    func mayRun(_ commands: [MetaCommand]) -> Bool {
        contains { statement in
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
