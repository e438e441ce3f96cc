import Foundation
import Khipu
import KhipuDSL

/// The result of running one `.khipu` file.
package struct FileResult {
    package let path: String
    package var outcomes: [StatementOutcome] = []
    /// Set when the file could not be read; counts as one failure.
    package var loadError: String?

    package var passed: Int {
        outcomes.filter { $0.isExpectation && !$0.failed }.count
    }

    /// Failed expectations and statements that could not run, plus one for a file that
    /// could not be loaded.
    package var failed: Int {
        outcomes.filter(\.failed).count + (loadError == nil ? 0 : 1)
    }
}

/// Runs script files one after another, each on a fresh domain with a fixed clock and
/// sequential ids, so that two runs print the same bytes.
package struct ScriptRunner {
    let domains: [KhipuDomain]
    let defaultDomain: KhipuDomain
    let failFast: Bool

    package init(domains: [KhipuDomain], defaultDomain: KhipuDomain, failFast: Bool) {
        self.domains = domains
        self.defaultDomain = defaultDomain
        self.failFast = failFast
    }

    package func run(_ path: String, report: (StatementOutcome) -> Void) async -> FileResult {
        var result = FileResult(path: path)
        let script: ScriptFile
        do {
            script = try ScriptFile.read(path)
        } catch {
            result.loadError = "\(error)"
            return result
        }
        let environment = KhipuEnvironment.fixed()
        return await KhipuEnvironment.$current.withValue(environment) {
            let interpreter: Interpreter
            do {
                interpreter = try Interpreter(domain: startingDomain(of: script), domains: domains, environment: environment)
            } catch {
                result.loadError = "\(path): error: \(error)"
                return result
            }
            interpreter.undoLimit = script.travelsInTime ? StepHistory.defaultLimit : 0
            for statement in script.statements {
                let outcome = await interpreter.execute(statement, file: path)
                result.outcomes.append(outcome)
                report(outcome)
                if outcome.stop { break }
                let statementFailed = outcome.events.contains { if case .failed = $0 { true } else { false } }
                // A statement that cannot run leaves later ones without what they build on.
                if statementFailed || (failFast && outcome.failed) { break }
            }
            return result
        }
    }

    /// The domain a script names with `:domain NAME` on its first line, so that the
    /// default domain is never started (and uses up no ids) for a script about another.
    private func startingDomain(of script: ScriptFile) -> KhipuDomain {
        guard let first = script.statements.first,
            case .meta(let name, _, let argument, _)? = try? StatementParser.parse(first.text),
            name == MetaCommand.domain.rawValue,
            let domain = domains.first(where: { $0.name == argument })
        else { return defaultDomain }
        return domain
    }
}
