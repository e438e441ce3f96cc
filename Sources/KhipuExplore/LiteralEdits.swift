/// The literals of a message's text, outside its strings' contents: numbers and strings,
/// and simpler texts for each (a number towards 0, a string empty), for the shrinker.
enum LiteralEdits {
    private struct Literal {
        let range: Range<String.Index>
        let isString: Bool
    }

    static func count(in text: String) -> Int {
        literals(in: text).count
    }

    /// `text` with its literal number `literal` made simpler, simplest first; empty when it
    /// is as simple as it gets.
    static func simpler(_ text: String, literal: Int) -> [String] {
        let all = literals(in: text)
        guard literal < all.count else { return [] }
        let found = all[literal]
        let written = String(text[found.range])
        var replacements: [String] = []
        if found.isString {
            if written != "\"\"" { replacements.append("\"\"") }
        } else if let number = Int(written) {
            if number != 0 { replacements.append("0") }
            if abs(number) > 1 { replacements.append(String(number / 2)) }
        } else if let number = Double(written), number != 0 {
            replacements.append("0")
            if abs(number) >= 1 { replacements.append(String(Int(number / 2))) }
        }
        return replacements.map { text.replacingCharacters(in: found.range, with: $0) }
    }

    private static func literals(in text: String) -> [Literal] {
        var found: [Literal] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" {
                // A string: up to its closing quote, escapes skipped.
                var end = text.index(after: index)
                var escaped = false
                while end < text.endIndex {
                    let inside = text[end]
                    end = text.index(after: end)
                    if escaped { escaped = false } else if inside == "\\" { escaped = true } else if inside == "\"" { break }
                }
                found.append(Literal(range: index..<end, isString: true))
                index = end
                continue
            }
            let before = index > text.startIndex ? text[text.index(before: index)] : " "
            let startsNumber = character.isNumber || (character == "-" && text[text.index(after: index)...].first?.isNumber == true)
            if startsNumber, !(before.isLetter || before.isNumber || before == "_" || before == ".") {
                var end = text.index(after: index)
                while end < text.endIndex, text[end].isNumber || text[end] == "." || text[end] == "_" { end = text.index(after: end) }
                found.append(Literal(range: index..<end, isString: false))
                index = end
                continue
            }
            index = text.index(after: index)
        }
        return found
    }
}
