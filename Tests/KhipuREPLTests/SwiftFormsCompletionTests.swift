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
    private func completer() throws -> Completer {
        let session = try ScriptSession(KhipuDomain(KioskDomain.definition))
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
        let candidates = try completer().complete(".welcome(").candidates.filter { $0.display.hasPrefix("Visitor(") }
        #expect(candidates.map(\.display) == ["Visitor(name: String, age: Int = 30)", "Visitor(age: Int)"], "\(candidates.map(\.display))")
        #expect(candidates.map(\.summary) == ["An adult visitor.", "A visitor known only by age."])
    }
}
