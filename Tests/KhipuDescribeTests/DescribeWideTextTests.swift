import KhipuDSL
import KhipuDescribe
import KhipuTestSupport
import Testing

/// describe's text table measures cells in terminal columns, so rows with Chinese, Arabic
/// and emoji text line up under their headers as a terminal draws them.
@Suite("describe's table with wide text")
struct DescribeWideTextTests {
    @Test("every row's columns start where their headers do, at any width")
    func columnsLineUp() throws {
        let reference = DomainReference(DescribableDomain(HelpdeskDomain.definition))
        for width in [100, 140] {
            let lines = TextRenderer.render(reference, width: width).split(separator: "\n").map(String.init)
            let header = try #require(lines.first { $0.hasPrefix("  Command ") })
            let successColumn = column(of: "Success", in: header)
            let failureColumn = column(of: "Failure", in: header)
            let rows = lines.filter { $0.contains(".helpdesk(.save(view: \"") }
            #expect(rows.count == 3, "\(lines)")
            for row in rows {
                #expect(column(of: "(nothing)", in: row) == successColumn, "\(row)")
                #expect(column(of: "—", in: row) == failureColumn, "\(row)")
            }
        }
    }

    /// The terminal column `text` starts at in `line`.
    private func column(of text: String, in line: String) -> Int? {
        line.range(of: text).map { DisplayWidth.of(line[..<$0.lowerBound]) }
    }
}
