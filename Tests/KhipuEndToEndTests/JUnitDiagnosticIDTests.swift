import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import KhipuTestSupport
import Testing

/// Issue 10's gap: JUnit reports carry the diagnostic's id, not only its wording.
@Suite("JUnit diagnostic ids")
struct JUnitDiagnosticIDTests {
    static let script = """
        :domain todos
        scenario "A misspelt case"
        .todos(.cmd(.ad(item: "x")))
        scenario "A number for a title"
        .todos(.cmd(.add(item: 5)))
        scenario "An unknown command"
        :nope
        scenario "A name never bound"
        expect missing == 1
        scenario "A wrong expectation"
        .todos(.cmd(.add(item: "x")))
        expect state.todos.items.count == 2
        scenario "Nothing checked"
        .todos(.cmd(.add(item: "x")))

        """

    @Test("each <error> and <failure> has the id of what failed as its type")
    func types() async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("ids.khipu", contents: Self.script)
        let report = directory.url.appendingPathComponent("report.xml").path
        let result = try await KhipuProcess.run(["run", "--junit", report, script])
        #expect(result.status == 1)
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: report))
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        let types = cases.map { testCase in
            (testCase.elements(forName: "error") + testCase.elements(forName: "failure")).first?.attribute(forName: "type")?.stringValue
        }
        #expect(types == ["unknown-case", "type-mismatch", "unknown-command", "unknown-name", "expectation", "checks-nothing"])
    }
}
