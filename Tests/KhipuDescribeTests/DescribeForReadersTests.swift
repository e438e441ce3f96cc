import Foundation
import Testing
import Todos
@testable import KhipuDescribe
@testable import KhipuScript

/// What other programs read of describe's output: one JSON document for several domains,
/// markdown that Python-Markdown (MkDocs) and CommonMark render alike, and an html page
/// with contents, anchors and links.
@Suite("describe, as documentation tools and browsers read it")
struct DescribeForReadersTests {
    let todos = KhipuDomain(TodosDomain.definition).describable

    @Test("several domains in json are one document with a domains array")
    func jsonIsOneDocument() throws {
        let json = DescribeRenderer.render([todos, todos], format: .json, width: 80)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let domains = try #require(object["domains"] as? [[String: Any]])
        #expect(domains.count == 2)
        #expect(domains.first?["domain"] as? String == "todos")
        #expect(domains.first?["rows"] is [Any])
    }

    @Test("markdown fences its code at the page's top level, never inside a list item")
    func markdownFencesOutsideLists() {
        let page = MarkdownRenderer.render(DomainReference(todos))
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        var inFence = false
        var previousBlockIsList = false
        for line in lines {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                #expect(!line.hasPrefix(" "), "an indented fence: \(line)")
                if !inFence { #expect(!previousBlockIsList, "a fence right after a list item") }
                inFence.toggle()
                continue
            }
            if !inFence, !line.isEmpty { previousBlockIsList = line.hasPrefix("- ") || line.hasPrefix("  ") }
        }
        #expect(!inFence)
        #expect(page.contains("```swift\n"))
    }

    @Test("the html page has a real title, contents, an anchor on every type, case and row, and links to types")
    func htmlAnchors() throws {
        let page = HTMLRenderer.render([DomainReference(todos)], tool: "khipu")
        #expect(page.contains("<title>khipu describe — todos</title>"))
        #expect(page.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        #expect(page.contains("<nav class=\"contents\""))
        #expect(!page.contains("anywhere"))
        #expect(page.contains("<h3 id=\"todos-type-TodoItem\">"))
        #expect(page.contains("<td id=\"todos-row-1\""))
        #expect(page.contains("<a href=\"#todos-type-TodoItem\">TodoItem</a>"))
        let ids = Self.matches(of: #"id="([^"]+)""#, in: page)
        let links = Set(Self.matches(of: ##"href="#([^"]+)""##, in: page))
        #expect(Set(ids).count == ids.count, "every anchor is unique")
        #expect(links.subtracting(ids).isEmpty, "every link lands: \(links.subtracting(ids).sorted().prefix(3))")
        let caseRows = page.components(separatedBy: "<tr><td id=\"todos-type-").count - 1
        #expect(caseRows > 5)
    }

    @Test("made with --check, every row shows its result and the page when the check ran")
    func htmlWithCheck() async throws {
        let report = await DocumentationCheck(domain: todos, directory: "/nowhere").run()
        #expect(report.rowProblems.count == report.rows)
        let page = HTMLRenderer.render([DomainReference(todos)], checks: [report], tool: "khipu")
        #expect(page.components(separatedBy: "<td class=\"holds\"").count - 1 == report.rows)
        let day = ISO8601DateFormatter.string(from: report.date, timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate])
        #expect(page.contains("Checked on <time datetime=\"\(day)T"))
        #expect(!HTMLRenderer.render([DomainReference(todos)]).contains("<td class=\"holds\""))
    }

    private static func matches(of pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
