/// Converts between the Language Server Protocol's positions (0-based line, UTF-16
/// character) and the UTF-8 offsets of statements and diagnostics.
struct TextPosition: Equatable {
    var line: Int
    var character: Int

    var json: [String: Any] { ["line": line, "character": character] }

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    init?(json: Any?) {
        guard let object = json as? [String: Any], let line = object["line"] as? Int, let character = object["character"] as? Int else { return nil }
        self.init(line: line, character: character)
    }

    /// The position of UTF-8 `offset` within `text`, which starts at the 0-based `firstLine`.
    static func of(_ offset: Int, in text: String, firstLine: Int) -> TextPosition {
        let bytes = Array(text.utf8)
        let offset = min(max(offset, 0), bytes.count)
        var line = firstLine
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
        return TextPosition(line: line, character: prefix.utf16.count)
    }

    /// The UTF-8 offset of this position in `text`, clamped to its line's end.
    func offset(in text: String) -> Int {
        var offset = 0
        var currentLine = 0
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for lineText in lines {
            if currentLine == line {
                var units = 0
                for scalar in lineText.unicodeScalars {
                    guard units < character else { break }
                    units += scalar.utf16.count
                    offset += scalar.utf8.count
                }
                return offset
            }
            offset += lineText.utf8.count + 1
            currentLine += 1
        }
        return text.utf8.count
    }
}
