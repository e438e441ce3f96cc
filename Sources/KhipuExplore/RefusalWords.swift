import KhipuDSL

/// Whether an answer says no: one of its case names reads as a refusal
/// (`.notAllowed(…)`, `.rejected`, `.failed(.insufficientFunds)`). A domain's table marks
/// its refusal rows, but only an answer's words travel with every message it emits.
enum RefusalWords {
    static let stems = ["notallowed", "refus", "reject", "fail", "invalid", "denied", "notfound", "unknown", "error", "cannot", "forbidden", "ignored", "outofrange", "toomany", "toolarge", "missing", "already", "insufficient"]

    static func isRefusal(_ message: Any) -> Bool {
        guard let encodable = message as? any Encodable else { return false }
        return isRefusal(DSLPrinter.print(encodable))
    }

    static func isRefusal(_ printed: String) -> Bool {
        var index = printed.startIndex
        var inString = false
        var escaped = false
        while index < printed.endIndex {
            let character = printed[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                index = printed.index(after: index)
                continue
            }
            if character == "\"" {
                inString = true
            } else if character == "." {
                let start = printed.index(after: index)
                let end = printed[start...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? printed.endIndex
                let name = printed[start..<end].lowercased()
                if stems.contains(where: { name.contains($0) }) { return true }
                index = end
                continue
            }
            index = printed.index(after: index)
        }
        return false
    }
}
