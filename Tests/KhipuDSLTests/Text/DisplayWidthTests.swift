import KhipuDSL
import Testing

@Suite("The columns text takes in a terminal")
struct DisplayWidthTests {
    @Test("ASCII takes one column a character")
    func ascii() {
        #expect(DisplayWidth.of("Get coffee") == 10)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test("East Asian wide and fullwidth characters take two")
    func wide() {
        #expect(DisplayWidth.of("支付失败") == 8)
        #expect(DisplayWidth.of("안녕") == 4)
        #expect(DisplayWidth.of("ＡＢ") == 4)
        #expect(DisplayWidth.of("カタカナ") == 8)
    }

    @Test("emoji and their sequences take two: ZWJ, variation selector, skin tone, flag")
    func emoji() {
        #expect(DisplayWidth.of("😢") == 2)
        #expect(DisplayWidth.of("👩‍💻") == 2)
        #expect(DisplayWidth.of("❤️") == 2)
        #expect(DisplayWidth.of("👍🏽") == 2)
        #expect(DisplayWidth.of("🇯🇵") == 2)
        #expect(DisplayWidth.of("支付失败 😢") == 11)
    }

    @Test("combining marks, zero-width characters and colour codes take none")
    func zeroWidth() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("a\u{200B}b") == 2)
        #expect(DisplayWidth.of("a\u{200D}b") == 2)
        #expect(DisplayWidth.of("\u{1B}[1;31merror\u{1B}[0m") == 5)
        // Arabic letters with their vowel marks.
        #expect(DisplayWidth.of("مُسْنَدَة") == 5)
    }
}
