import ExampleDomains
import Foundation
import Khipu
import KhipuDSL
import KhipuTestSupport
import Testing

@testable import KhipuScript

/// "Done when": every script under scripts/ leaves a state that, printed with `:state` and
/// typed back in `let back: State = …`, compares equal to the state with `expect`.
@Suite("Round trip of every script's final state")
struct ScriptStateRoundTripTests {
    static let scriptsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts")

    static var scripts: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scriptsDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".khipu") }.sorted()
    }

    @Test func everyScriptIsChecked() {
        #expect(Self.scripts.count >= 8)
    }

    @Test(arguments: scripts)
    func printedStateTypesBackEqual(script: String) async throws {
        let path = Self.scriptsDirectory.appendingPathComponent(script).path
        let file = try ScriptFile.read(path)
        let plan = ScriptPlan(file)
        // Each scenario starts afresh after the background: check the state each one leaves.
        for scenario in plan.scenarios {
            let environment = KhipuEnvironment.fixed()
            try await KhipuEnvironment.$current.withValue(environment) {
                let domains = ExampleDomains.all
                let runner = ScriptRunner(domains: domains, defaultDomain: domains[0], failFast: false)
                let statements = plan.statements(of: scenario)
                let interpreter = try ScriptSession(runner.startingDomain(of: file), domains: domains, environment: environment).interpreter
                for statement in statements {
                    let outcome = await interpreter.run(statement, file: path).merged
                    #expect(!outcome.events.contains { if case .failed = $0 { true } else { false } }, "\(script):\(statement.line): \(outcome.events)")
                    if outcome.stop { break }
                }
                let printed = try #require(await output(of: ":state", in: interpreter).first)
                let typeName = DSLTypeName.of(type(of: interpreter.state))
                let typedBack = await run("let typedBack: \(typeName) = \(printed)", in: interpreter)
                #expect(!typedBack.contains { if case .failed = $0 { true } else { false } }, "\(script) (\(scenario.name)): \(typedBack)")
                let comparison = await run("expect typedBack == state", in: interpreter)
                #expect(comparison == [.expectationPassed], "\(script) (\(scenario.name)): the state\n\(printed)\nreads back different: \(comparison)")
            }
        }
    }

    private func run(_ text: String, in interpreter: Interpreter) async -> [ScriptEvent] {
        let statements = ParsedStatement.parsing(text)
        #expect(statements.count == 1, "\(text) is not one statement")
        var events: [ScriptEvent] = []
        for statement in statements { events += await interpreter.run(statement, file: nil).merged.events }
        return events
    }

    private func output(of text: String, in interpreter: Interpreter) async -> [String] {
        await run(text, in: interpreter).compactMap { if case .output(let text) = $0 { text } else { nil } }
    }
}
