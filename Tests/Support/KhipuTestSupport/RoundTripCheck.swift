import Foundation
import KhipuDSL

/// Generates values of one type, prints them, reads the text back and compares: the
/// round-trip contract for one type, with what went wrong collected as readable lines.
package struct RoundTripCheck {
    /// The values compared, and the first few failures.
    package struct Report {
        package var checked = 0
        package var failures: [String] = []
        /// Printed texts, and how many of them `decode(_:fromText:)` read without the tree.
        package var printed = 0
        package var printedReadWithoutTree = 0
        /// The first few printed texts read through the tree.
        package var printedThroughTree: [String] = []

        package init() {}

        mutating func fail(_ line: String) {
            if failures.count < 10 { failures.append(line) }
        }
    }

    let decoder = DSLValueDecoder()
    package var custom: [ObjectIdentifier: SchemaValueGenerator.Custom] = [:]

    package init(custom: [ObjectIdentifier: SchemaValueGenerator.Custom] = [:]) {
        self.custom = custom
    }

    /// `count` values of `T` from seed `firstSeed`; every tenth is also printed pretty.
    package func run<T: Codable>(_ type: T.Type, count: Int, firstSeed: UInt64 = 0) -> Report {
        var report = Report()
        var generator = SchemaValueGenerator(seed: firstSeed)
        generator.custom = custom
        for index in 0..<count {
            guard let text = generator.text(for: T.self) else {
                report.fail("cannot generate a \(DSLTypeName.of(T.self))")
                return report
            }
            if let difference = textReadingDiffers(T.self, text).difference { report.fail(difference) }
            let value: T
            do {
                value = try decode(T.self, text)
            } catch {
                report.fail("generated text does not decode: \(text)\n  \(error.message)")
                continue
            }
            report.checked += 1
            check(value, style: .compact, printTwice: index % 10 == 0, into: &report)
            if index % 10 == 5 { check(value, style: .pretty(width: 40), printTwice: true, into: &report) }
        }
        return report
    }

    /// print → parse → decode → equal, and (`printTwice`) the same text printed again; a
    /// text must be what the `Encodable` path writes too.
    package func check<T: Codable>(_ value: T, style: DSLPrinter.Style, printTwice: Bool, into report: inout Report) {
        let printed = DSLPrinter.print(value, style: style)
        let throughEncodable = DSLPrinter.printThroughEncodable(value, style: style)
        if printed != throughEncodable {
            report.fail("DSLPrintable and Encodable write different text:\n  \(printed)\n  \(throughEncodable)")
        }
        let back: T
        do {
            back = try decode(T.self, printed)
        } catch {
            report.fail("printed text does not read back: \(printed)\n  \(error.message)")
            return
        }
        let reading = textReadingDiffers(T.self, printed)
        if let difference = reading.difference { report.fail(difference) }
        report.printed += 1
        if reading.readWithoutTree {
            report.printedReadWithoutTree += 1
        } else if report.printedThroughTree.count < 5 {
            report.printedThroughTree.append(printed)
        }
        if !ValueEquality.areStructurallyEqual(value, back) {
            report.fail("reads back different: \(printed)\n  back: \(DSLPrinter.print(back, style: style))")
        }
        guard printTwice else { return }
        let again = DSLPrinter.print(back, style: style)
        if again != printed {
            report.fail("prints differently the second time:\n  \(printed)\n  \(again)")
        }
    }

    /// Whether `decode(_:fromText:)` read `text` without the tree, and what differs from
    /// parsing and decoding the tree when it did: an unequal value, or a text the tree
    /// refuses. (Where it did not, it is the tree path.)
    package func textReadingDiffers<T: Decodable>(_ type: T.Type, _ text: String) -> (difference: String?, readWithoutTree: Bool) {
        guard let read = decoder.readWithoutTree(T.self, fromText: text) else { return (nil, false) }
        do {
            let tree = try decode(T.self, text)
            let difference = ValueEquality.areStructurallyEqual(read, tree) ? nil : "read without the tree differently than through it: \(text)"
            return (difference, true)
        } catch {
            return ("read without the tree, but the tree refuses it: \(text)\n  \(error.message)", true)
        }
    }

    package func decode<T: Decodable>(_ type: T.Type, _ text: String) throws(Diagnostic) -> T {
        try decoder.decode(T.self, from: try DSLParser.parseExpression(text))
    }
}
