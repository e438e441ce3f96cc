import Foundation
import KhipuDSL
import KhipuPropertyTesting
import Testing

/// The round-trip contract, proved over generated values: every domain's `Message` and
/// state, built from their schemas, print, read back equal and print the same bytes again.
@Suite("Round trip of every domain's values")
struct DomainRoundTripTests {
    static let valuesPerType = 10_000

    @Test(arguments: DomainUnderTest.all)
    func messagesAndStatesReadBackEqual(domain: DomainUnderTest) {
        for (type, report) in domain.check(Self.valuesPerType) {
            #expect(report.failures.isEmpty, Comment(rawValue: "\(domain.name) \(type):\n" + report.failures.joined(separator: "\n")))
            #expect(report.checked == Self.valuesPerType, "\(domain.name) \(type): only \(report.checked) values checked")
        }
    }
}
