import Foundation
import Khipu
import KhipuDSL
import KhipuScript

/// An interpreter on a domain in an environment of its own (fixed unless given), run a
/// statement at a time as `khipu run` and the REPL run it.
package final class ScriptSession {
    package let environment: KhipuEnvironment
    package let interpreter: Interpreter

    /// `domains` are the ones `:domain` can switch to: `domain` alone unless given.
    package init(_ domain: KhipuDomain, domains: [KhipuDomain]? = nil, environment: KhipuEnvironment = .fixed(), storeFile: URL? = nil) throws {
        self.environment = environment
        interpreter = try Interpreter(domain: domain, domains: domains ?? [domain], environment: environment, storeFile: storeFile)
        // Tests share a few threads: a domain's asynchronous work may wait seconds for one.
        interpreter.quietTimeout = KhipuEnvironment.testQuietTimeout
    }

    /// A session on the domain called `name` among `domains`.
    package convenience init(domainNamed name: String, among domains: [KhipuDomain], environment: KhipuEnvironment = .fixed()) throws {
        guard let domain = domains.first(where: { $0.name == name }) else { throw UnknownDomain(name: name) }
        try self.init(domain, domains: domains, environment: environment)
    }

    /// Runs each line as a statement of `file`, numbered from 1, and returns what each did.
    package func run(_ lines: [String], file: String? = "test.khipu") async -> [StatementOutcome] {
        var outcomes: [StatementOutcome] = []
        for (index, line) in lines.enumerated() {
            outcomes.append(await interpreter.run(ParsedStatement(StatementSource(text: line, line: index + 1)), file: file).merged)
        }
        return outcomes
    }

    /// Runs each line as the REPL does: each a statement of its own, in no file.
    @discardableResult
    package func enter(_ lines: String...) async -> [StatementOutcome] {
        var outcomes: [StatementOutcome] = []
        for line in lines {
            outcomes.append(await interpreter.run(ParsedStatement(StatementSource(text: line)), file: nil).merged)
        }
        return outcomes
    }

    package struct UnknownDomain: Error, CustomStringConvertible {
        package let name: String
        package var description: String { "no domain called '\(name)'" }
    }
}
