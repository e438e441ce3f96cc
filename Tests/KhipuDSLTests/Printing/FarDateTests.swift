import Foundation
import KhipuDSL
import Testing

private struct Stamped: Codable, Equatable {
    let at: Date
}

@Suite("Far dates")
struct FarDateTests {
    static let intervals: [Double] = [
        1e300, -1e300, 1e14, -1e14, 126_164_662_473_600, 126_164_662_473_600.5, 3.1e16, -3.2e16, 4e16,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, 0, 771_757_200.123,
    ]

    @Test("every date prints as text that reads back equal", arguments: intervals)
    func readsBack(interval: Double) throws {
        let value = Stamped(at: Date(timeIntervalSinceReferenceDate: interval))
        let printed = DSLPrinter.print(value)
        let again = try DSLValueDecoder().decode(Stamped.self, from: DSLParser.parseExpression(printed))
        #expect(again == value, "\(printed)")
        #expect(!printed.contains("invalid"))
    }

    @Test("a date without an interval (NaN, infinite) prints as Date(timeIntervalSinceReferenceDate:) and reads back",
          arguments: [Double.nan, .infinity, -.infinity])
    func nonFinite(interval: Double) throws {
        let printed = DSLPrinter.print(Stamped(at: Date(timeIntervalSinceReferenceDate: interval)))
        #expect(printed.hasPrefix("Stamped(at: Date(timeIntervalSinceReferenceDate: ."))
        let again = try DSLValueDecoder().decode(Stamped.self, from: DSLParser.parseExpression(printed))
        #expect(DSLPrinter.print(again) == printed)
    }

    @Test("year +4,000,000, typed in ISO-8601, prints back as ISO-8601")
    func farYear() throws {
        let value = try DSLValueDecoder().decode(Stamped.self, from: DSLParser.parseExpression("Stamped(at: \"+4000000-01-01\")"))
        #expect(DSLPrinter.print(value) == "Stamped(at: \"+4000000-01-01T00:00:00Z\")")
    }

    @Test("Date(...) with another label is refused with the accepted forms")
    func wrongLabel() {
        #expect(throws: Diagnostic.self) {
            try DSLValueDecoder().decode(Stamped.self, from: DSLParser.parseExpression("Stamped(at: Date(seconds: 1))"))
        }
    }
}
