import Foundation
import Testing

/// `describe` for people: successes only in the success column, refusals shown as such,
/// `--check` in the format asked for, and the html page.
@Suite("khipu describe for people")
struct DescribeForPeopleTests {
    static func domains() async -> [String] {
        guard let result = try? await KhipuProcess.run(["domains"]) else { return [] }
        return result.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    @Test("no row of any domain has a refusal or failure in its success column", arguments: await domains())
    func successesOnly(domain: String) async throws {
        let json = try await KhipuProcess.run(["describe", "--domain", domain, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let rows = try #require(object["rows"] as? [[String: Any]])
        for row in rows {
            let success = (row["success"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
            for cell in success {
                #expect(cell.range(of: #"\.(failed|rejected|notAllowed)\("#, options: .regularExpression) == nil, "\(domain): \(cell)")
            }
        }
    }

    @Test("a refusal row shows as refused in the text and markdown tables")
    func refusalShown() async throws {
        let markdown = try await KhipuProcess.run(["describe", "--domain", "counter", "--format", "markdown"])
        let row = try #require(markdown.stdout.split(separator: "\n").first { $0.contains("`.counter(.cmd(.decrement))`") })
        #expect(row.contains("| refused | `.counter(.ack(.rejected(.decrement, because: .belowZero)))` |"), "\(row)")
    }

    @Test("--check --format json reports in json")
    func checkAsJSON() async throws {
        let result = try await KhipuProcess.run(["describe", "--domain", "counter", "--check", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["passed"] as? Bool == true)
        #expect(object["rows"] as? Int == 4)
    }

    @Test("a one-case step documents the message that carries it, not the step")
    func stepDocs() async throws {
        let markdown = try await KhipuProcess.run(["describe", "--domain", "counter", "--format", "markdown"])
        let line = try #require(markdown.stdout.split(separator: "\n").first { $0.hasPrefix("| `.counter(.cmd(.incrementBy(.value(UInt))))`") })
        #expect(line.contains("| Adds a step, e.g. `.incrementBy(.value(5))`."), "\(line)")
    }
}
