import Foundation
import KhipuDSL
import Testing

/// The pretty layout tells whether a value fits on a line by its characters, without
/// writing all of a value far too long to fit; values that fit are never broken.
@Suite("Pretty layout of long values")
struct PrettyLayoutLengthTests {
    /// A character made of `marks + 1` scalars: many bytes, one column.
    static func accented(_ marks: Int) -> String {
        "e" + String(repeating: "\u{301}", count: marks)
    }

    @Test("a value of few characters but many bytes stays on one line", arguments: [0, 5, 40])
    func fewCharactersManyBytes(marks: Int) {
        let text = String(repeating: Self.accented(marks), count: 60)
        let printed = DSLPrinter.print([text], style: .pretty(width: 100))
        #expect(printed == DSLPrinter.print([text]))
        #expect(!printed.contains("\n"))
    }

    @Test("a value one character too long breaks; one that just fits does not", arguments: [97, 98])
    func atTheWidth(length: Int) {
        // `["` + text + `"]` is length + 4 characters on one line.
        let text = String(repeating: Self.accented(3), count: length)
        let printed = DSLPrinter.print([text], style: .pretty(width: 101))
        #expect(printed.contains("\n") == (length + 4 > 101))
    }

    @Test("a long list lays out each element as it lays out alone")
    func longList() {
        let elements = (0..<5_000).map { ["item \($0)": [$0, $0 + 1]] }
        let printed = DSLPrinter.print(elements, style: .pretty(width: 40))
        let lines = printed.split(separator: "\n")
        #expect(lines.count == 5_002)
        #expect(lines[1] == "    " + Substring(DSLPrinter.print(elements[0], style: .pretty(width: 40))) + ",")
    }
}
