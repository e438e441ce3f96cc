import KhipuDSL

/// Whether checking a statement can change what the statements after it mean. Messages
/// and expectations are only decoded: editing one leaves every later diagnostic as it
/// was. A binding, a command (`:domain`, `:fixtures`, `:load`) or anything not plainly one
/// of the harmless kinds counts as changing them.
enum StatementEffect {
    static func leavesLaterStatementsAlone(_ statement: StatementSource) -> Bool {
        let bytes = statement.text.utf8.drop(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        guard let first = bytes.first else { return true }
        if first == UInt8(ascii: ".") { return true }
        return startsWithWord("expect", bytes) || startsWithWord("scenario", bytes)
    }

    private static func startsWithWord(_ word: String, _ bytes: Substring.UTF8View) -> Bool {
        guard bytes.starts(with: word.utf8) else { return false }
        guard let next = bytes.dropFirst(word.utf8.count).first else { return true }
        return !(next == UInt8(ascii: "_") || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9"))
            || (next | 0x20 >= UInt8(ascii: "a") && next | 0x20 <= UInt8(ascii: "z")) || next >= 0x80)
    }
}
