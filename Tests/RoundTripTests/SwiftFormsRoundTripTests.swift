import ExampleDomains
import Foundation
import KhipuDSL
import KhipuDescribe
import KhipuScript
import KhipuTestSupport
import Testing

/// Swift's own forms (qualified cases, ranges, defaulted associated values, raw-value
/// cases by name) read back as the values they print; the generated round trip of
/// `ShopMessage` covers them over many values.
@Suite("Swift's own forms round trip")
struct SwiftFormsRoundTripTests {
    @Test("each form reads back as its value, and the value prints a form that reads back", arguments: [
        (#"ShopMessage.order(sku: "A")"#, ShopMessage.order(sku: "A", quantity: 1, gift: false, in: .chf)),
        (#".order(sku: "A", gift: true)"#, .order(sku: "A", quantity: 1, gift: true, in: .chf)),
        (#".order(sku: "A", in: Currency.eur)"#, .order(sku: "A", quantity: 1, gift: false, in: .eur)),
        ("ShopMessage.hours(8...20, breaks: 12.5..<13, days: [1...5, 6...6])", .hours(8...20, breaks: 12.5..<13, days: [1...5, 6...6])),
        (".hours(0...0, breaks: nil, days: [])", .hours(0...0, breaks: nil, days: [])),
        (#".tag(["x"], in: "usd")"#, .tag(["x"], in: .usd)),
        (#".tag([], in: Currency.chf)"#, .tag([], in: .chf)),
    ])
    func formsReadBack(text: String, value: ShopMessage) throws {
        let check = RoundTripCheck()
        #expect(try check.decode(ShopMessage.self, text) == value)
        let printed = DSLPrinter.print(value)
        #expect(try check.decode(ShopMessage.self, printed) == value, "\(printed)")
        #expect(DSLPrinter.print(try check.decode(ShopMessage.self, printed)) == printed)
    }

    @Test("a dictionary keyed by a raw-value enum takes the case names, quoted or not, and prints them")
    func rawValueKeys() throws {
        let check = RoundTripCheck()
        let limits: [Currency: Decimal] = [.chf: 10, .eur: 2.5]
        #expect(try check.decode([Currency: Decimal].self, #"["chf": 10, "eur": 2.5]"#) == limits)
        #expect(try check.decode([Currency: Decimal].self, "[.chf: 10, Currency.eur: 2.5]") == limits)
        #expect(DSLPrinter.print(limits) == "[.chf: 10, .eur: 2.5]")
        #expect(throws: Diagnostic.self) { try check.decode([Currency: Decimal].self, #"["CHF": 10]"#) }
    }

    @Test("every example domain has @DSL on every type its values hold: describe warns of none")
    func examplesLackNoDSL() {
        for domain in ExampleDomains.all {
            let missing = DomainReference(domain.describable).missingDSL
            #expect(missing == nil, "\(domain.name): \(missing ?? [])")
        }
    }
}
