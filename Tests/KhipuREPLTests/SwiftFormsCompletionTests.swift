import Foundation
import Khipu
import KhipuDSL
import KhipuScript
import KhipuTestSupport
import Testing
@testable import KhipuCompletion

/// Completion shows what `@DSL` records beyond names: the defaults of associated values
/// and of initializer parameters, and one candidate for each initializer, with its doc.
@Suite("Completion of defaults and initializers")
struct SwiftFormsCompletionTests {
    @DSL
    enum KioskMessage: Codable, Equatable, Sendable {
        /// Orders a number of items (one unless told).
        case order(sku: String, quantity: Int = 1)
        case welcome(Visitor)
    }

    /// Someone at the kiosk.
    @DSL
    struct Visitor: Codable, Equatable, Sendable {
        let name: String
        let age: Int

        /// An adult visitor.
        init(name: String, age: Int = 30) {
            self.name = name
            self.age = age
        }

        /// A visitor known only by age.
        init(age: Int) {
            self.name = "anonymous"
            self.age = age
        }
    }

    @DSL
    struct KioskState: Codable, Equatable, Sendable, Alterable {
        @DSL
        enum Change: Codable, Equatable, Sendable { case none }
        func alter(_ changes: Change...) -> KioskState { self }
    }

    private func completer() throws -> Completer {
        let definition = AppDomainDefinition<KioskMessage, KioskState>(
            name: "kiosk", summary: "A kiosk.", exposedTypes: [Visitor.self], initialState: { KioskState() },
            createAppDomain: { _, receivers, _ in createAppCore(receivers: receivers, features: []) })
        let session = try ScriptSession(KhipuDomain(definition))
        return Completer(context: CompletionContext(interpreter: session.interpreter))
    }

    @Test("a case's defaulted associated value shows its default, in the case and at its label")
    func defaults() throws {
        let completer = try completer()
        #expect(completer.complete(".o").candidates.map(\.display) == [".order(sku: String, quantity: Int = 1)"])
        let labels = completer.complete(#".order(sku: "A", "#).candidates.map(\.display)
        #expect(labels.contains("quantity: Int = 1"), "\(labels)")
    }

    @Test("after a type's name, each initializer is a candidate with its parameters and doc")
    func initializers() throws {
        let candidates = try completer().complete(".welcome(").candidates.filter { $0.display.hasPrefix("SwiftFormsCompletionTests.Visitor(") }
        #expect(candidates.map(\.display) == ["SwiftFormsCompletionTests.Visitor(name: String, age: Int = 30)", "SwiftFormsCompletionTests.Visitor(age: Int)"], "\(candidates.map(\.display))")
        #expect(candidates.map(\.summary) == ["An adult visitor.", "A visitor known only by age."])
    }
}
