/// A source text with positions marked in it, as swift-syntax's tests mark them:
/// `".a 1️⃣// note"` is the text `".a // note"` with marker 1 at byte offset 3. The
/// markers are keycap digits `0️⃣`…`9️⃣`; each names the UTF-8 offset where it stood.
struct MarkedPositions {
    let text: String
    let bytes: [UInt8]
    private let markers: [Character: Int]

    init(_ marked: String) {
        var text = ""
        var markers: [Character: Int] = [:]
        for character in marked {
            if let digit = Self.digit(ofKeycap: character) {
                markers[digit] = text.utf8.count
            } else {
                text.append(character)
            }
        }
        self.text = text
        bytes = Array(text.utf8)
        self.markers = markers
    }

    /// The byte offset of marker `digit` (`1` for `1️⃣`).
    subscript(_ digit: Character) -> Int {
        guard let offset = markers[digit] else { preconditionFailure("no marker \(digit)️⃣ in \(text)") }
        return offset
    }

    /// Runs `body` over the bytes, as the lexer reads them.
    func withBytes<T>(_ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        bytes.withUnsafeBufferPointer(body)
    }

    private static func digit(ofKeycap character: Character) -> Character? {
        let scalars = Array(character.unicodeScalars)
        guard scalars.count == 3, scalars[1] == "\u{FE0F}", scalars[2] == "\u{20E3}",
            ("0"..."9").contains(Character(scalars[0]))
        else { return nil }
        return Character(scalars[0])
    }
}
