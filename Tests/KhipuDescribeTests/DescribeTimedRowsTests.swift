import Foundation
import Khipu
import KhipuTestSupport
import Testing
@testable import KhipuDescribe

/// Documentation rows whose answers come later say after which clock move: `--check`
/// moves the clock that far, and every format shows it.
@Suite("describe, rows that span time")
struct DescribeTimedRowsTests {
    /// A check that waits as long as a loaded machine may need.
    private func check(_ rows: [DocumentationRow<KitchenMessage>]) async -> CheckReport {
        var check = DocumentationCheck(domain: kitchen(rows))
        check.timeout = .seconds(60)
        return await check.run()
    }

    private func kitchen(_ rows: [DocumentationRow<KitchenMessage>]) -> DescribableDomain {
        DescribableDomain(KitchenDomain.definition(documentation: DomainDocumentation {
            DocumentationTable(fixtures: [], rows: rows)
        }))
    }

    private let payment = DocumentationRow<KitchenMessage>.row(
        "Places an order; the payment gateway answers 2 s later.",
        .kitchen(.place(table: "T3")), after: .seconds(2),
        success: .kitchen(.paid(table: "T3")), failure: .kitchen(.declined(table: "T3")))

    @Test("describe --check, a row with after:, moves the clock and holds; both columns")
    func checkMovesTheClock() async {
        let report = await check([payment])
        #expect(report.problems.map(\.message) == [])
    }

    @Test("describe --check, a row whose answers need a longer move than it says, fails with the diff")
    func tooShort() async throws {
        let expiry = DocumentationRow<KitchenMessage>.row(
            "An order expires after 15 minutes.", .kitchen(.place(table: "T3")), after: .seconds(60),
            success: .kitchen(.paid(table: "T3")), .kitchen(.expired(table: "T3")))
        let report = await check([expiry])
        let problem = try #require(report.problems.first)
        #expect(problem.message.contains("with the gateways working, after 1m"))
        #expect(problem.diff?.contains(".kitchen(.expired(table: \"T3\"))") == true, "\(problem.diff ?? "")")
    }

    @Test("describe --check, a row whose move is too short for its answers, fails rather than pass on nothing")
    func zeroMove() async {
        let wrong = DocumentationRow<KitchenMessage>.row(
            "Pays at once, it says.", .kitchen(.place(table: "T3")), after: .seconds(0),
            success: .kitchen(.paid(table: "T3")))
        #expect(await check([wrong]).problems.count == 1)
    }

    @Test("describe, a row with after:, shows the delay in every format", arguments: DescribeFormat.allCases)
    func everyFormat(format: DescribeFormat) {
        let page = DescribeRenderer.render(kitchen([payment]), format: format, width: 120)
        let expected = format == .json ? #""after":"2s""# : "answers after 2s"
        #expect(page.replacingOccurrences(of: " ", with: "").contains(expected.replacingOccurrences(of: " ", with: "")), "\(format)")
    }
}
