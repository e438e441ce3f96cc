/// The columns text takes in a terminal, as terminals lay it out: a wide East Asian
/// character (`支`, a fullwidth `Ａ`) and an emoji (`😢`, `❤️`, `👩‍💻`, a flag) take two, a
/// combining mark, a zero-width joiner or space, a variation selector or a control none,
/// anything else one. Every table, caret and wrapper khipu prints measures with it.
///
/// Measured per `Character` (an extended grapheme cluster): its first scalar gives the
/// width, the marks and joiners after it add nothing, and a cluster that asks for emoji
/// presentation (U+FE0F, a ZWJ sequence, a skin tone, a flag) is two.
package enum DisplayWidth {
    /// An ANSI escape sequence (`ESC [ … m`, colour) takes no column either.
    package static func of(_ text: some StringProtocol) -> Int {
        var columns = 0
        var inEscape = false
        for character in text {
            if inEscape {
                // `ESC [`, then parameters, ended by a letter.
                if character.isLetter { inEscape = false }
                continue
            }
            if character == "\u{1B}" {
                inEscape = true
                continue
            }
            columns += of(character)
        }
        return columns
    }

    package static func of(_ character: Character) -> Int {
        if character.isASCII {
            // The common case first; a control (which the terminal-safe text has replaced
            // anyway) takes nothing.
            guard let value = character.asciiValue else { return 1 }
            return value < 0x20 || value == 0x7F ? 0 : 1
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count > 1, isEmojiSequence(scalars) { return 2 }
        return of(first)
    }

    /// The longest head of `text` that takes at most `columns` columns.
    package static func prefix<Text: StringProtocol>(of text: Text, columns: Int) -> Text.SubSequence {
        var used = 0
        var end = text.startIndex
        while end < text.endIndex {
            let next = of(text[end])
            if used + next > columns { break }
            used += next
            end = text.index(after: end)
        }
        return text[..<end]
    }

    /// A scalar on its own: 0, 1 or 2 columns.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if value < 0xA0 { return 0 }
        if isZeroWidth(scalar) { return 0 }
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// A sequence a terminal draws as one emoji: with a variation selector 16, a joiner
    /// between pictographs, a skin-tone modifier, or two regional indicators (a flag).
    private static func isEmojiSequence(_ scalars: Character.UnicodeScalarView) -> Bool {
        var regionalIndicators = 0
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0F, 0x1F3FB...0x1F3FF: return true
            case 0x200D: if scalars.contains(where: { $0.properties.isEmoji && $0.value > 0x7F }) { return true }
            case 0x1F1E6...0x1F1FF: regionalIndicators += 1
            default: break
            }
        }
        return regionalIndicators >= 2
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF, 0xE0100...0xE01EF:
            return true
        case 0x1160...0x11FF:
            // Hangul medial vowels and final consonants join the syllable before them.
            return true
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control: return true
            default: return false
            }
        }
    }

    /// East Asian Width W or F (Unicode's EastAsianWidth.txt), as ranges; the emoji among
    /// them are told by their Emoji_Presentation property instead.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
            0x1F200...0x1F2FF,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

extension StringProtocol {
    /// The columns the text takes in a terminal (see `DisplayWidth`).
    package var displayWidth: Int { DisplayWidth.of(self) }
}
