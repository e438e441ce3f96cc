import Foundation
import Khipu
import KhipuDSL
import KhipuTestSupport
import Testing
@testable import KhipuDescribe

/// describe's type sections show what `@DSL` records beyond names: defaulted associated
/// values with their defaults, and the initializers with their `///` docs, in every format.
@Suite("describe shows defaults and initializers")
struct DescribeSwiftFormsTests {
    private var domain: DescribableDomain {
        DescribableDomain(KioskDomain.definition)
    }

    @Test("every format shows the default and the initializer with its doc", arguments: DescribeFormat.allCases)
    func everyFormat(format: DescribeFormat) {
        let page = DescribeRenderer.render(domain, format: format, width: 120)
        #expect(page.contains("quantity: Int = 1"), "\(format)")
        #expect(page.contains("Visitor(name: String, age: Int = 30)") || page.contains("Visitor</a>(name: String, age: Int = 30)"), "\(format)")
        #expect(page.contains("An adult visitor."), "\(format)")
        #expect(!page.contains("missing-dsl"), "\(format)")
    }

    @Test("the JSON gives each default and each initializer its own field")
    func json() throws {
        let page = DescribeRenderer.render(domain, format: .json)
        let root = try #require(JSONSerialization.jsonObject(with: Data(page.utf8)) as? [String: Any])
        let grammar = try #require(root["grammar"] as? [String: Any])
        let messages = try #require(grammar["messages"] as? [[String: Any]])
        let order = try #require(messages.first { ($0["name"] as? String) == "order" })
        let parameters = try #require(order["parameters"] as? [[String: Any]])
        #expect(parameters.map { $0["default"] as? String } == [nil, "1"])
        let types = try #require(grammar["types"] as? [[String: Any]])
        let visitor = try #require(types.first { ($0["name"] as? String)?.hasSuffix("Visitor") == true })
        let initializers = try #require(visitor["initializers"] as? [[String: Any]])
        #expect(initializers.map { $0["doc"] as? String } == ["An adult visitor.", "A visitor known only by age."])
        #expect(root["missingDSL"] == nil)
    }
}
