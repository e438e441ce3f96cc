import ArgumentParser
import KhipuScript
import Foundation

struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run .khipu scripts and check their expectations.",
        discussion: """
            Each file runs on a fresh domain with a fixed clock (2024-06-16T09:00:00Z) and \
            sequential ids. A file picks its domain with `:domain NAME` on its first line, \
            else --domain, else todos. Exits 0 only when every expectation held and no \
            statement failed; the last line is `N passed, N failed`.
            """
    )

    @Option(help: "The domain for files that do not name one.")
    var domain: String?

    @Option(name: .customLong("junit"), help: "Also write a JUnit XML report to this file.")
    var junitFile: String?

    @Flag(help: "Report in the Test Anything Protocol.")
    var tap = false

    @Flag(help: "Stop at the first failure.")
    var failFast = false

    @Flag(help: "Print every statement and the messages it produced.")
    var transcript = false

    @Flag(help: "Rewrite each failed message expectation (and `expect nothing`) to what was emitted.")
    var record = false

    @Argument(help: "The .khipu files to run.")
    var files: [String]

    func validate() throws {
        if files.isEmpty { throw ValidationError("name at least one .khipu file") }
    }

    func run() async throws {
        let defaultDomain = try DomainRegistry.domain(named: domain)
        let runner = ScriptRunner(domains: DomainRegistry.domains, defaultDomain: defaultDomain, failFast: failFast)
        var reporter: any Reporter = tap ? TAPReporter() : HumanReporter(transcript: transcript)
        var results: [FileResult] = []
        for file in files {
            let result = await runner.run(file) { reporter.statementFinished($0) }
            reporter.fileFinished(result)
            results.append(result)
            if failFast && result.failed > 0 { break }
        }
        reporter.finish(results)
        if let junitFile {
            do {
                try JUnitReport.xml(for: results).write(toFile: junitFile, atomically: true, encoding: .utf8)
            } catch {
                FileHandle.standardError.write(Data("khipu: cannot write the JUnit report to \(junitFile): \(error.localizedDescription)\n".utf8))
                throw ExitCode(2)
            }
        }
        let passed = results.reduce(0) { $0 + $1.passed }
        let failed = results.reduce(0) { $0 + $1.failed }
        print("\(passed) passed, \(failed) failed")
        if record, failed > 0 {
            if try recordExpectations(results) { return }
            throw ExitCode.failure
        }
        if failed > 0 { throw ExitCode.failure }
    }
}
