import Foundation
import Khipu
import Testing
import Todos
@testable import KhipuDescribe
@testable import KhipuScript

/// The section "Where this differs from the article", written in Swift next to a domain
/// (`DocumentationTable(article:departures:)`), in every format describe prints.
@Suite("describe, where a domain departs from its article")
struct DescribeDeparturesTests {
    static let departures = DomainDocumentation<LampMessage> {
        DocumentationTable(
            fixtures: [],
            rows: [],
            article: "the lamp article",
            departures: [
                .departure("Lamps dim in steps of ten.", why: "Bridges round anyway."),
                .example("The article's switch does not compile.", article: "lamp.on(\n  now)", works: "lamp.switchOn()", why: "It has no `on`."),
            ]
        )
    }

    @Test("markdown has the section after the table, the article, each departure, and the article's and the working code fenced")
    func markdown() throws {
        let page = MarkdownRenderer.render(reference(lampDefinition(documentation: Self.departures)))
        let section = try #require(page.range(of: "## Where this differs from the article"))
        let messages = try #require(page.range(of: "## Messages"))
        #expect(section.lowerBound < messages.lowerBound)
        #expect(page.contains("Built from the lamp article."))
        #expect(page.contains("- Lamps dim in steps of ten. Bridges round anyway."))
        // Fenced at the page's top level: Python-Markdown (MkDocs) reads no fence inside a list item.
        #expect(page.contains("- The article's switch does not compile. It has no `on`.\n\nThe article prints:\n\n```swift\nlamp.on(\n  now)\n```\n\n"))
        #expect(page.contains("What works here:\n\n```swift\nlamp.switchOn()\n```"))
    }

    @Test("text lists the departures under the heading and fits the width", arguments: [40, 80])
    func text(width: Int) {
        let text = TextRenderer.render(reference(lampDefinition(documentation: Self.departures)), width: width)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("Where this differs from the article"))
        #expect(lines.contains { $0.hasPrefix("  - Lamps dim") })
        #expect(lines.contains("      lamp.switchOn()"))
        #expect(lines.allSatisfy { $0.count <= width })
    }

    @Test("json carries the article and the departures")
    func json() throws {
        let json = JSONRenderer.render(reference(lampDefinition(documentation: Self.departures)))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["article"] as? String == "the lamp article")
        let departures = try #require(object["departures"] as? [[String: Any]])
        #expect(departures.count == 2)
        #expect(departures[1]["workingForm"] as? String == "lamp.switchOn()")
    }

    @Test("a domain without an article or departures has no such section")
    func none() {
        let page = MarkdownRenderer.render(reference(lampDefinition(documentation: .empty)))
        #expect(!page.contains("differs from the article"))
        #expect(!TextRenderer.render(reference(lampDefinition(documentation: .empty)), width: 80).contains("differs from the article"))
    }

    @Test("the Todos page names its article and gives the time-span due dates in the form that compiles")
    func todos() {
        let page = MarkdownRenderer.render(reference(TodosDomain.definition))
        #expect(page.contains("Built from Manuel Meyer's article “The Declarative Domain Paradigm in Swift”"))
        #expect(page.contains(".timeSpan(.start(.from(startDate), .to(endDate)))"))
    }
}
