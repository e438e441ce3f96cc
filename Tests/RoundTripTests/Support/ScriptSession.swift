import ExampleDomains
import Foundation
import Khipu
import KhipuDSL
import Testing

@testable import KhipuScript

/// Runs statements on one domain in a fixed environment, as a script does.
enum ScriptSession {
    static var domains: [KhipuDomain] { ExampleDomains.all }

    /// What each line did: "ok", "bound", "output: …", or the failure's text.
    static func run(_ lines: [String], domain name: String = "todos") async throws -> [String] {
        let environment = KhipuEnvironment.fixed()
        return try await KhipuEnvironment.$current.withValue(environment) {
            let domains = Self.domains
            let domain = try #require(domains.first { $0.name == name })
            let interpreter = try Interpreter(domain: domain, domains: domains, environment: environment)
            var results: [String] = []
            for (index, line) in lines.enumerated() {
                let outcome = await interpreter.run(ParsedStatement(StatementSource(text: line, line: index + 1)), file: "test.khipu").merged
                results.append(outcome.events.map(describe).joined(separator: "; "))
            }
            return results
        }
    }

    private static func describe(_ event: ScriptEvent) -> String {
        switch event {
        case .expectationPassed: "ok"
        case .bound: "bound"
        case .dispatched: "dispatched"
        case .emitted: "emitted"
        case .output(let text): "output: " + text
        case .expectationFailed(let details): "expectation failed: " + details
        case .failed(let text): "failed: " + text
        }
    }
}
