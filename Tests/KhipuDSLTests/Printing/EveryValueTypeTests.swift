import Foundation
import KhipuDSL
import Testing

/// The round-trip contract over the value types of `EveryValueType`: printed, parsed and
/// decoded, each value is equal to the one printed, and printing is deterministic.
@Suite("Every value type: print, parse, decode")
struct EveryValueTypeTests {
    static let samples: [EveryValueType] = {
        var empty = EveryValueType.sample
        empty.limits = [:]
        empty.tags = []
        empty.homepage = nil
        empty.retries = nil
        empty.rates = [:]
        var full = EveryValueType.sample
        full.retries = .some(3)
        full.currency = .usd
        full.priority = .normal
        full.price = Decimal(string: "-123456789012345678901234567890.12345678")!
        return [EveryValueType.sample, empty, full]
    }()

    @Test(arguments: samples.indices)
    func printedValueReadsBackEqual(index: Int) throws {
        let value = Self.samples[index]
        for style in [DSLPrinter.Style.compact, .pretty(width: 40)] {
            let text = DSLPrinter.print(value, style: style)
            let decoded = try dslDecode(EveryValueType.self, text)
            #expect(decoded == value, "\(style) text: \(text)")
            #expect(DSLPrinter.print(decoded, style: style) == text)
        }
    }

    @Test func valuesPrintTheWayASwiftDeveloperWritesThem() {
        let text = DSLPrinter.print(EveryValueType.sample)
        for fragment in [
            "price: 19.99", #"limits: ["daily": 500, "monthly": 2000, "weekly": -0.01]"#, #"tags: ["a", "b", "fruit"]"#,
            #"homepage: "https://example.com/shop?q=a%20b""#, "level: 255", "currency: .eur", "priority: .high",
            #"iban: "DE89370400440532013000""#, #"posting: EveryValueType.Posting(to: "Cash", sum: 0.3)"#,
            #"created: "2024-06-13T19:33:20.123Z""#, "retries: .some(nil)", #"initial: "é""#,
            "rates: [.chf: 0.94, .usd: 1.08]", "small: -128", "wide: 18446744073709551615",
        ] {
            #expect(text.contains(fragment), "\(fragment) in \(text)")
        }
    }

    @Test func aDictionaryPrintsTheSameBytesWhateverItsHashOrder() {
        let keys = (0..<200).map { "key\($0)" }
        let forward = Dictionary(uniqueKeysWithValues: keys.map { ($0, 1) })
        let backward = Dictionary(uniqueKeysWithValues: keys.reversed().map { ($0, 1) })
        #expect(DSLPrinter.print(forward) == DSLPrinter.print(backward))
        #expect(DSLPrinter.print(Set(keys)) == DSLPrinter.print(Set(keys.reversed())))
    }
}
