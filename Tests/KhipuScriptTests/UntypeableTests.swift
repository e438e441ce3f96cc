import Foundation
import Khipu
import KhipuDSL
import KhipuDescribe
import KhipuScript
import KhipuTestSupport
import Testing

/// A stored type whose own `Codable` form is a bare list without names (as `Duration`'s
/// pair of integers was) is named in a warning by describe, `:describe` and the pages, at
/// the place that holds it; `Duration` itself is typed now and named nowhere.
@Suite("Types Khipu cannot type")
struct UntypeableTests {
    @DSL
    enum SpotMessage: Codable, Equatable, Sendable {
        case move(to: CGPoint)
        case wait(Duration)
    }

    /// A cell of a grid coded as `[column, row]`, as `CGPoint` and `SIMD2` are: a type
    /// `@DSL` does not know by name (it warns about those at compile time).
    struct Cell: Codable, Equatable, Sendable {
        let column: Int
        let row: Int

        init(column: Int, row: Int) {
            self.column = column
            self.row = row
        }

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            column = try container.decode(Int.self)
            row = try container.decode(Int.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(column)
            try container.encode(row)
        }
    }

    @DSL
    struct SpotState: Codable, Equatable, Sendable, Alterable {
        let spot: Cell
        let trail: [Cell]?
        let pace: Duration

        @DSL
        enum Change: Codable, Equatable, Sendable { case none }
        func alter(_ changes: Change...) -> SpotState { self }
    }

    static var definition: AppDomainDefinition<SpotMessage, SpotState> {
        AppDomainDefinition(
            name: "spots", summary: "A spot held as a CGPoint.", exposedTypes: [SpotState.self],
            initialState: { SpotState(spot: Cell(column: 0, row: 0), trail: nil, pace: .seconds(1)) },
            createAppDomain: { _, receivers, _ in createAppCore(receivers: receivers, features: []) })
    }

    @Test("every place that holds such a type is named with its type; Duration is not")
    func namesThePlaces() {
        let reference = DomainReference(DescribableDomain(Self.definition))
        #expect(reference.untypeable == [
            "UntypeableTests.SpotMessage.move(to:) of type CGPoint",
            "UntypeableTests.SpotState.spot of type Cell",
            "UntypeableTests.SpotState.trail of type [Cell]?",
        ])
        #expect(CodableForm.isUnnamedList(CGPoint.self) && CodableForm.isUnnamedList(SIMD2<Double>.self))
        #expect(!CodableForm.isUnnamedList(Duration.self) || BuiltinTypes.isBuiltin(Duration.self))
        #expect(!CodableForm.isUnnamedList([Int].self))
        #expect(!CodableForm.isUnnamedList(Date.self))
        #expect(DomainReference(DescribableDomain(LendingDomain.definition)).untypeable == nil)
    }

    @Test("describe's text and markdown pages and :describe carry the warning")
    func pagesWarn() async throws {
        let reference = DomainReference(DescribableDomain(Self.definition))
        let text = TextRenderer.render(reference, width: 200)
        #expect(text.contains("warning[untypeable]: UntypeableTests.SpotState.spot of type Cell cannot be typed"), "\(text)")
        let markdown = DescribeRenderer.render(DescribableDomain(Self.definition), format: .markdown, width: 200)
        #expect(markdown.contains("> warning[untypeable]: UntypeableTests.SpotMessage.move(to:) of type CGPoint"), "\(markdown)")
        let json = DescribeRenderer.render(DescribableDomain(Self.definition), format: .json, width: 200)
        #expect(json.contains("SpotState.spot of type Cell"), "\(json)")
        let outcomes = await (try ScriptSession(KhipuDomain(Self.definition))).run([":describe", ".wait(.seconds(2))"])
        #expect(outcomes.map(\.failed) == [false, false])
        #expect(outcomes[0].texts.joined().contains("warning[untypeable]"))
    }
}
