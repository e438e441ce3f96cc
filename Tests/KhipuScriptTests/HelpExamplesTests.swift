import ExampleDomains
import Foundation
import KhipuTestSupport
import Testing
@testable import KhipuScript

/// `:help` shows statements of the domain it runs on: every one of them must be a
/// statement the session reads, on every domain.
@Suite(":help examples")
struct HelpExamplesTests {
    static let domains = ExampleDomains.all + [nightlyDomain]

    @Test("every statement :help shows parses and runs, on every domain", arguments: domains.indices)
    func statementsRun(index: Int) async throws {
        let domain = Self.domains[index]
        let session = try ScriptSession(domain)
        let help = await session.enter(":help")[0]
        let text = help.events.compactMap { if case .output(let text) = $0 { text } else { nil } }.joined()
        let statements = HelpExamples(session.interpreter).statements.map(\.0)
        #expect(statements.count >= 5)
        for statement in statements {
            #expect(text.contains(statement), "\(domain.name): \(statement)")
        }
        // Typed into a fresh session in the order shown: none may fail to run (an
        // expectation may not hold, e.g. `expect nothing` after a dispatch that answered).
        let fresh = try ScriptSession(domain)
        for statement in statements {
            let outcome = await fresh.enter(statement)[0]
            let errors = outcome.events.filter { if case .failed = $0 { true } else { false } }
            #expect(errors.isEmpty, "\(domain.name): \(statement) → \(errors)")
        }
    }

    @Test(":help's statements are short: a long value is written with the names :fixtures binds")
    func shortStatements() throws {
        let session = try ScriptSession(ExampleDomains.all[0])
        let examples = HelpExamples(session.interpreter)
        let statements = examples.statements.map(\.0)
        #expect(statements.allSatisfy { $0.count <= HelpExamples.shortLength + "expect ".count }, "\(statements)")
        #expect(statements.first == ":fixtures")
        #expect(examples.message?.hasPrefix(".todos(.cmd(") == true)
    }

    @Test("a first answer holding a string gets a pattern of the domain, not .domain(_)")
    func stringAnswer() throws {
        let examples = HelpExamples(try ScriptSession(nightlyDomain).interpreter)
        #expect(examples.answer == #".greeted("Hello, Ann")"#)
        #expect(examples.wildcard == ".greeted(_)")
    }

    @Test("a pattern is cut on the syntax tree: commas and parentheses inside strings stay whole")
    func patternOnTheTree() {
        let text = #".chat(.ack(.sent(ChatMessage(text: "a, (b)"), at: "2024")))"#
        let all = HelpExamples.wildcarded(text) { _ in true }
        #expect(all == #".chat(.ack(.sent(ChatMessage(text: "a, (b)"), at: _)))"#)
        let outer = HelpExamples.wildcarded(text) { expression in
            if case .implicitMember(_, _, let arguments?) = expression.kind, case .implicitMember(_, _, let inner?) = arguments[0].value.kind {
                if case .identifier("_")? = inner.first?.value.kind { return true }
            }
            return false
        }
        #expect(outer == ".chat(.ack(_))")
    }
}
