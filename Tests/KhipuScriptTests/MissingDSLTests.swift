import Khipu
import KhipuDSL
import KhipuDescribe
import KhipuScript
import KhipuTestSupport
import Testing

/// A payload type that lacks `@DSL` still decodes and prints, but describe cannot show
/// it: `:describe` and the pages say so, naming it, and say what to write.
@Suite("A type without @DSL")
struct MissingDSLTests {
    @DSL
    enum ParcelMessage: Codable, Equatable, Sendable {
        case send(Parcel)
        case sent(Parcel)
    }

    /// The forgotten `@DSL`.
    struct Parcel: Codable, Equatable, Sendable {
        let weight: Int
        let label: Label
    }

    /// Reached only through `Parcel`, whose missing schema hides it: named once `Parcel` has one.
    struct Label: Codable, Equatable, Sendable {
        let text: String
    }

    @DSL
    struct ParcelState: Codable, Equatable, Sendable, Alterable {
        @DSL
        enum Change: Codable, Equatable, Sendable { case none }
        func alter(_ changes: Change...) -> ParcelState { self }
    }

    static var definition: AppDomainDefinition<ParcelMessage, ParcelState> {
        AppDomainDefinition(
            name: "parcels", summary: "Parcels, with a payload type that lacks @DSL.", exposedTypes: [Parcel.self],
            initialState: { ParcelState() },
            createAppDomain: { _, receivers, output in
                createAppCore(receivers: receivers, features: [{ message in if case .send(let parcel) = message { output(.sent(parcel)) } }])
            })
    }

    @Test("the types a @DSL type holds that lack @DSL are named")
    func namesTheTypes() {
        let domain = DescribableDomain(Self.definition)
        #expect(DomainReference(domain).missingDSL == ["MissingDSLTests.Parcel"])
        #expect(MissingDSL.typeNames(reachableFrom: [ParcelMessage.self]) == ["MissingDSLTests.Parcel"])
        // A root is not judged (a state wrapper coded as the state it wraps needs no schema).
        #expect(MissingDSL.typeNames(reachableFrom: [Parcel.self]) == [])
    }

    @Test(":describe Parcel and :describe say that @DSL is missing; values still work")
    func describeWarns() async throws {
        let session = try ScriptSession(KhipuDomain(Self.definition))
        let outcomes = await session.run([
            ":describe Parcel", ":describe",
            #".send(Parcel(weight: 2, label: Label(text: "x")))"#,
            #"expect .sent(Parcel(weight: 2, label: Label(text: "x")))"#,
        ])
        #expect(outcomes.map(\.failed) == [false, false, false, false], "\(outcomes.map(\.texts))")
        let single = outcomes[0].texts.joined()
        #expect(single.contains("warning[missing-dsl]: MissingDSLTests.Parcel has no @DSL"), "\(single)")
        #expect(single.contains("write @DSL before its declaration"))
        #expect(outcomes[1].texts.joined().contains("warning[missing-dsl]"))
    }

    @Test("the pages carry the warning; a domain with @DSL everywhere has none")
    func pagesWarn() throws {
        let reference = DomainReference(DescribableDomain(Self.definition))
        #expect(TextRenderer.render(reference, width: 100).contains("warning[missing-dsl]"))
        let lending = DomainReference(DescribableDomain(LendingDomain.definition))
        #expect(lending.missingDSL == nil)
        #expect(!TextRenderer.render(lending, width: 100).contains("missing-dsl"))
    }
}
