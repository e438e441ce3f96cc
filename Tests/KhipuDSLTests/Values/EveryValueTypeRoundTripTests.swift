import Foundation
import KhipuDSL
import KhipuTestSupport
import Testing

/// Issue 14, item 4: generated values of the model with every value type print, read
/// back equal and print the same bytes again.
@Suite("Round trip of every value type")
struct EveryValueTypeRoundTripTests {
    /// Types with their own `Codable` are written the way they encode, which their schema
    /// cannot tell.
    static var ownCodable: [ObjectIdentifier: SchemaValueGenerator.Custom] {
        [
        ObjectIdentifier(EveryValueType.IBAN.self): { generator, _ in
            generator.random.pick([#""DE89370400440532013000""#, #""CH9300762011623852957""#, #""GB29NWBK60161331926819""#])
        },
        ObjectIdentifier(EveryValueType.Posting.self): { generator, depth in
            let amount = generator.text(for: Decimal.self, depth: depth + 1) ?? "0"
            let account = generator.text(for: String.self, depth: depth + 1) ?? #""""#
            return "Posting(to: \(account), sum: \(amount))"
        },
        ]
    }

    @Test("10,000 generated values of EveryValueType")
    func generatedValuesReadBackEqual() {
        let report = RoundTripCheck(custom: Self.ownCodable).run(EveryValueType.self, count: 10_000)
        #expect(report.failures.isEmpty, Comment(rawValue: report.failures.joined(separator: "\n")))
        #expect(report.checked == 10_000)
    }
}
