import ExampleDomains
import Life
import Pendulums
import Snake
import Foundation
import Khipu
import KhipuDSL
import KhipuTestSupport
import Testing

/// `@DSL` gives every domain's messages the `DSLConstructible` fast path, and it builds
/// from any text exactly what the `Codable` path builds, or fails with the same diagnostic.
@Suite("Fast construction of every domain's messages")
struct FastConstructionTests {
    static let valuesPerDomain = 2_000

    /// A domain's `Message` type, opened so values can be compared.
    struct MessageType: CustomTestStringConvertible, Sendable {
        let name: String
        let type: any (Codable & SendableMetatype).Type
        let compareWays: @Sendable (_ text: String, _ fast: DSLValueDecoder, _ codable: DSLValueDecoder) -> String?
        /// Whether the text parses but does not decode.
        let isRefused: @Sendable (_ text: String) -> Bool

        init<Message: Codable & SendableMetatype, State>(_ definition: AppDomainDefinition<Message, State>) {
            name = definition.name
            type = Message.self
            compareWays = { text, fast, codable in FastConstructionTests.compare(Message.self, text, fast, codable) }
            isRefused = { text in
                guard let expression = try? DSLParser.parseExpression(text) else { return false }
                return (try? DSLValueDecoder().decode(Message.self, from: expression)) == nil
            }
        }

        var testDescription: String { name }
    }

    /// nil when both ways agree on `text` as a `Message` (a message or a state), else what differs.
    static func compare<Message: Codable>(
        _ type: Message.Type, _ text: String, _ fast: DSLValueDecoder, _ codable: DSLValueDecoder
    ) -> String? {
        let expression: DSLExpression
        do { expression = try DSLParser.parseExpression(text) } catch { return "generated text does not parse: \(text)" }
        let built = Result { () throws(Diagnostic) -> Message in try fast.decode(Message.self, from: expression) }
        let decoded = Result { () throws(Diagnostic) -> Message in try codable.decode(Message.self, from: expression) }
        switch (built, decoded) {
        case (.success(let built), .success(let decoded)):
            return ValueEquality.areStructurallyEqual(built, decoded) ? nil : "built differently: \(text)"
        case (.failure(let fastError), .failure(let codableError)):
            let same = fastError.message == codableError.message && fastError.range == codableError.range
            return same ? nil : "fails differently: \(text)\n  fast: \(fastError.message)\n  Codable: \(codableError.message)"
        default:
            return "only one way decodes: \(text)"
        }
    }

    static let domains: [MessageType] = ExampleDomains.map(MessageTypes())

    private struct MessageTypes: ExampleDomainMapping {
        func map<Message: SendableMetatype, State: SendableMetatype>(_ definition: @escaping @Sendable () -> AppDomainDefinition<Message, State>) -> MessageType {
            MessageType(definition())
        }
    }

    /// Every enum the messages use that keeps the synthesised `Codable` is constructible.
    @Test(arguments: domains)
    func everyMessageEnumIsConstructible(domain: MessageType) {
        #expect(domain.type is any DSLConstructible.Type)
        for type in TypeGraph.reachableTypes(from: [domain.type]) {
            guard let schema = (type as? any DSLSchemaProviding.Type)?.dslSchema,
                  !schema.hasOwnCodable, !schema.cases.isEmpty
            else { continue }
            #expect(type is any DSLConstructible.Type, "\(schema.name) in \(domain.name)")
        }
    }

    /// These repair or refuse what they read in an `init(from:)` written in an extension,
    /// which `@DSL` cannot see: only a struct that asks for the fast path gets it.
    @Test func structsThatDecodeThemselvesInAnExtensionKeepTheirDecoder() {
        #expect(!(Life.Board.self is any DSLConstructible.Type))
        #expect(!(Snake.Game.self is any DSLConstructible.Type))
        #expect(!(Pendulums.Pendulum.self is any DSLConstructible.Type))
    }

    @Test(arguments: domains)
    func generatedMessagesBuildTheSameBothWays(domain: MessageType) {
        var generator = SchemaValueGenerator(seed: 90)
        Self.expectBothWaysAgree(on: domain.type, from: &generator, compare: domain.compareWays)
    }

    /// States too: each domain's state type (and every type in it), generated with the
    /// generators the round trip gives the types whose own `init(from:)` refuses values.
    @Test(arguments: DomainUnderTest.all)
    func generatedStatesBuildTheSameBothWays(domain: DomainUnderTest) {
        var generator = SchemaValueGenerator(seed: 91)
        generator.custom = domain.custom()
        Self.expectBothWaysAgree(on: domain.stateType, from: &generator, compare: domain.compareStateWays)
    }

    /// `valuesPerDomain` texts of `type` from `generator`, each decoded with and without
    /// `DSLConstructible`: the two must agree on every one.
    private static func expectBothWaysAgree(
        on type: any Codable.Type, from generator: inout SchemaValueGenerator,
        compare: (_ text: String, _ fast: DSLValueDecoder, _ codable: DSLValueDecoder) -> String?
    ) {
        let fast = DSLValueDecoder(fastConstruction: true)
        let codable = DSLValueDecoder(fastConstruction: false)
        var failures: [String] = []
        for _ in 0..<valuesPerDomain {
            guard let text = generator.text(for: type) else {
                Issue.record("cannot generate a \(DSLTypeName.of(type))")
                return
            }
            if let failure = compare(text, fast, codable), failures.count < 5 { failures.append(failure) }
        }
        #expect(failures.isEmpty, Comment(rawValue: failures.joined(separator: "\n")))
    }

    /// Wrong texts fail at the same spot with the same words on both paths.
    @Test(arguments: [
        ".todos(.cmd(.ad(item: TodoItem(title: \"x\"))))",
        ".todos(.cmd(.add(item: 5)))",
        ".todos(.cmd(.add(itm: TodoItem(title: \"x\"))))",
        ".todos(.cmd(.add))",
        ".todos(.cmd(.add(item: TodoItem(id: \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\", title: \"x\"))))",
        ".todos(.ack(.added(item: TodoItem(id: \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\", title: 3, details: \"\", state: .unfinished, due: .unknown, location: .unknown, created: \"2024-06-16T09:00:00Z\", changed: \"2024-06-16T09:00:00Z\"))))",
        ".todos(.ack(.added(item: TodoItem(id: \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\", title: \"t\", details: \"\", state: .done, due: .unknown, location: .unknown, created: \"2024-06-16T09:00:00Z\", changed: \"2024-06-16T09:00:00Z\"))))",
    ])
    func wrongTextsFailTheSameBothWays(text: String) {
        let todos = Self.domains[0]
        #expect(todos.isRefused(text))
        let failure = todos.compareWays(text, DSLValueDecoder(fastConstruction: true), DSLValueDecoder(fastConstruction: false))
        #expect(failure == nil, Comment(rawValue: failure ?? ""))
    }
}
