import KhipuDSL
import KhipuDescribe

/// Whether an answer says no, from its case names: one that reads as a refusal
/// (`.notAllowed(…)`, `.rejected`, `.failed(.insufficientFunds)`), or one the domain's table
/// uses for no. The table's answers teach two things. A name a successful row answers with
/// never says no (`.errorCleared`). A refused row whose names have no such word names its
/// refusal with the first name no successful row uses (`.declined` in
/// `.shop(.ack(.declined(.restock(…))))`); the names inside it (`.restock`, the command it
/// echoes) stay as they were.
package struct RefusalWords {
    static let stems = [
        "notallowed", "refus", "reject", "fail", "invalid", "denied", "notfound", "unknown", "error", "cannot", "forbidden", "ignored",
        "outofrange", "toomany", "toolarge", "missing", "already", "insufficient",
    ]

    /// What the table taught; any other name is judged by its words.
    private var learned: [Substring: Bool] = [:]

    /// Learns from answers as printed: `success` from rows that succeed, `refusal` from rows
    /// the domain refuses.
    package init(success: [String] = [], refusal: [String] = []) {
        let succeeding = Set(success.flatMap(Self.caseNames))
        for name in succeeding { learned[name] = false }
        for answer in refusal {
            let names = Self.caseNames(in: answer).filter { !succeeding.contains($0) }
            guard !names.contains(where: Self.soundsLikeNo), let marker = names.first else { continue }
            learned[marker] = true
        }
    }

    /// Learns from a documentation table's answers.
    package init(_ rows: [DocumentationRows.Row]) {
        self.init(
            success: rows.flatMap(\.success).compactMap(Self.printed),
            refusal: rows.flatMap(\.refusal).compactMap(Self.printed))
    }

    package func isRefusal(_ printed: String) -> Bool {
        Self.caseNames(in: printed).contains { judge($0) }
    }

    private static func printed(_ value: Any) -> String? {
        guard let encodable = value as? any Encodable else { return nil }
        return DSLPrinter.print(encodable)
    }

    /// The names after a `.` outside string literals.
    static func caseNames(in printed: String) -> [Substring] {
        let bytes = Array(printed.utf8)
        var names: [Substring] = []
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: ".") {
                var end = index + 1
                while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
                // A number's fraction (`19.99`) is no name.
                if end > index + 1, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index + 1]) {
                    names.append(Substring(decoding: bytes[(index + 1)..<end], as: UTF8.self))
                }
                index = end
                continue
            }
            index += 1
        }
        return names
    }

    private func judge(_ name: Substring) -> Bool {
        learned[name] ?? Self.soundsLikeNo(name)
    }

    private static func soundsLikeNo(_ name: Substring) -> Bool {
        let lowered = name.lowercased()
        return stems.contains { lowered.contains($0) }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
