/// The literals of a message's text, outside its strings' contents: numbers and strings,
/// and simpler texts for each (a number towards 0, a string empty), and its list literals
/// one element shorter, for the shrinker.
package enum LiteralEdits {
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

    /// `text` with one element fewer in one of its list (or dictionary) literals, for
    /// every element of every list, in the order they are written.
    package static func shorterLists(_ text: String) -> [String] {
        var candidates: [String] = []
        // Open brackets: whether a list's, where its current element starts, its elements so far.
        var open: [(isList: Bool, elementStart: String.Index, elements: [Range<String.Index>])] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" {
                index = endOfString(in: text[...], from: index)
                continue
            }
            if character == "[" || character == "(" {
                open.append((character == "[", text.index(after: index), []))
            } else if character == ",", let last = open.indices.last {
                open[last].elements.append(open[last].elementStart..<index)
                open[last].elementStart = text.index(after: index)
            } else if character == "]" || character == ")", let closed = open.popLast(), closed.isList {
                var elements = closed.elements
                let tail = text[closed.elementStart..<index].trimmingCharacters(in: .whitespaces)
                // `[:]` is an empty dictionary, not one element.
                if !tail.isEmpty, tail != ":" { elements.append(closed.elementStart..<index) }
                candidates += elements.indices.map { without($0, of: elements, in: text) }
            }
            index = text.index(after: index)
        }
        return candidates
    }

    /// `text` without element `position` of a list and the comma that separates it; the
    /// last element of a dictionary leaves `[:]`.
    private static func without(_ position: Int, of elements: [Range<String.Index>], in text: String) -> String {
        let element = elements[position]
        var candidate = text
        if elements.count == 1 {
            candidate.replaceSubrange(element, with: isDictionaryEntry(text[element]) ? ":" : "")
        } else if position + 1 < elements.count {
            let start = text[element].firstIndex { !$0.isWhitespace } ?? element.lowerBound
            let next = elements[position + 1]
            let nextStart = text[next].firstIndex { !$0.isWhitespace } ?? next.lowerBound
            candidate.replaceSubrange(start..<nextStart, with: "")
        } else {
            candidate.replaceSubrange(text.index(before: element.lowerBound)..<element.upperBound, with: "")
        }
        return candidate
    }

    /// Whether an element is `key: value`: a colon outside its strings and brackets.
    private static func isDictionaryEntry(_ element: Substring) -> Bool {
        var depth = 0
        var index = element.startIndex
        while index < element.endIndex {
            switch element[index] {
            case "\"":
                index = endOfString(in: element, from: index)
                continue
            case "[", "(": depth += 1
            case "]", ")": depth -= 1
            case ":" where depth == 0: return true
            default: break
            }
            index = element.index(after: index)
        }
        return false
    }

    /// The index after the closing quote of the string that starts at `start`, escapes skipped.
    private static func endOfString(in text: Substring, from start: String.Index) -> String.Index {
        var end = text.index(after: start)
        var escaped = false
        while end < text.endIndex {
            let inside = text[end]
            end = text.index(after: end)
            if escaped { escaped = false } else if inside == "\\" { escaped = true } else if inside == "\"" { break }
        }
        return end
    }

    private static func literals(in text: String) -> [Literal] {
        var found: [Literal] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" {
                let end = endOfString(in: text[...], from: index)
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
