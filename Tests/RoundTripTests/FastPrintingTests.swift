import ExampleDomains
import Foundation
import Khipu
import KhipuDSL
import KhipuTestSupport
import Life
import Pendulums
import Snake
import Testing

/// `@DSL` gives every domain's messages the `DSLPrintable` fast path of the compact printer,
/// and it writes exactly the bytes the `Encodable` path writes. (`RoundTripCheck` compares
/// both ways on every value the round-trip suites generate; this suite makes sure that
/// comparison meets the fast path, and adds the values a generator does not make.)
@Suite("Fast printing of every domain's messages")
struct FastPrintingTests {
    /// Every enum the messages use that keeps the synthesised `Codable` is printable.
    @Test(arguments: FastConstructionTests.domains)
    func everyMessageEnumIsPrintable(domain: FastConstructionTests.MessageType) {
        #expect(domain.type is any DSLPrintable.Type)
        for type in TypeGraph.reachableTypes(from: [domain.type]) {
            guard let schema = (type as? any DSLSchemaProviding.Type)?.dslSchema,
                  !schema.hasOwnCodable, !schema.cases.isEmpty
            else { continue }
            #expect(type is any DSLPrintable.Type, "\(schema.name) in \(domain.name)")
        }
    }

    /// Structs that may encode themselves in an extension print through `Encodable`.
    @Test func structsThatDoNotAskKeepTheEncodablePath() {
        #expect(!(Life.Board.self is any DSLPrintable.Type))
        #expect(!(Snake.Game.self is any DSLPrintable.Type))
        #expect(!(Pendulums.Pendulum.self is any DSLPrintable.Type))
    }

    @Test(arguments: [
        "plain", "", "quote \" and \\ backslash", "tab\tnew line\nreturn\rnul\0", "escape \u{1B} and delete \u{7F}",
        "Grüße, 東京 🚀", "C1 \u{85} and line separator \u{2028}", "bidi \u{202E}reversed\u{202C}",
    ])
    func stringsAreEscapedAsTheEncodablePathEscapesThem(text: String) {
        expectSameBothWays(ShopMessage.price(sku: text, amount: 1))
        expectSameBothWays(CartLine(sku: text, price: 0, quantity: 1, weight: nil))
    }

    @Test func datesOfEveryShapeAreWrittenAsTheEncodablePathWritesThem() {
        let intervals: [Double] = [0, 1, -1, 0.5, 1e-9, 740_000_000, 740_000_000.125, -63_114_076_800, -63_114_076_801, 1e13, 2e14, -1e15, 1e300, .infinity, .nan]
        for interval in intervals {
            let date = Date(timeIntervalSinceReferenceDate: interval)
            expectSameBothWays(date)
            expectSameBothWays(Cart(lines: [], limits: [:], counts: [:], coupons: nil, home: URL(string: "https://example.com")!, placed: date))
        }
    }

    @Test func optionalsNestedOrAbsentAreWrittenAsTheEncodablePathWritesThem() {
        expectSameBothWays(ShopMessage.note(nil))
        expectSameBothWays(ShopMessage.note(.some(nil)))
        expectSameBothWays(ShopMessage.note("x"))
        expectSameBothWays(ShopMessage.link(nil))
        expectSameBothWays([Int?.none, 1])
        expectSameBothWays(Int??.some(nil))
        expectSameBothWays(Int?.none)
        expectSameBothWays(Box<Int?>(value: nil))
        expectSameBothWays(Box<Int??>(value: .some(nil)))
        expectSameBothWays(Box<[String: Int]>(value: ["b": 2, "a": 1]))
    }

    @Test func numbersUUIDsAndRangesAreWrittenAsTheEncodablePathWritesThem() {
        expectSameBothWays(ShopMessage.stock(.max, .min, -0.0))
        expectSameBothWays(ShopMessage.stock(0, 0, .nan))
        expectSameBothWays(ShopMessage.price(sku: "a", amount: Decimal(string: "-19.99")!))
        expectSameBothWays(ShopMessage.hours(1...2, breaks: 0.5..<1.5, days: [3...4]))
        expectSameBothWays(Box(value: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!))
        expectSameBothWays(Box(value: [Double.infinity, -.infinity, 1.0, 1e-300]))
        expectSameBothWays(Voucher(code: "a", secret: 3))
    }

    /// A value that fits in the width is its compact text; one that does not is laid out from
    /// the tree: the same text as the `Encodable` path at every width.
    @Test func prettyTextIsTheSameAtEveryWidth() {
        let message = ShopMessage.cart(Cart(
            lines: [CartLine(sku: "tea", price: Decimal(string: "4.5")!, quantity: 2, weight: 0.25), CartLine(sku: "Grüße", price: 1, quantity: 1, weight: nil)],
            limits: [.eur: 100], counts: [1: [2, 3]], coupons: [7], home: URL(string: "https://example.com/shop")!, placed: Date(timeIntervalSinceReferenceDate: 740_000_000)
        ))
        for width in 0...200 {
            #expect(DSLPrinter.print(message, style: .pretty(width: width)) == DSLPrinter.printThroughEncodable(message, style: .pretty(width: width)), "width \(width)")
        }
    }

    private func expectSameBothWays<Value: Encodable>(_ value: Value, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(DSLPrinter.print(value) == DSLPrinter.printThroughEncodable(value), sourceLocation: sourceLocation)
    }
}

/// A generic `@DSL` struct: its printer looks its name up for each `Value`.
@DSL
struct Box<Value: Codable & Equatable>: Codable, Equatable, DSLPrintable {
    let value: Value
}
