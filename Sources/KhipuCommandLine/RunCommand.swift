import ArgumentParser
import Khipu
import Foundation
import KhipuScript

struct RunCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "run",
            abstract: "Run .khipu scripts and check their expectations.",
            discussion: """
                Each scenario (a file's `scenario "name"` lines; a file without them is one \
                scenario) runs on a fresh domain with a fixed clock (2024-06-16T09:00:00Z) and \
                sequential ids, after the file's background: the lines before its first \
                scenario. A file picks its domain with `:domain NAME` on its first line, else \
                --domain, else \(DomainRegistry.domains.first?.name ?? "the tool's first domain"). \
                A statement that cannot run fails its scenario and skips the rest of it. Exits \
                0 only when every expectation held, no statement failed, every scenario \
                checked something and --filter, if given, matched a scenario; the last line is `N passed, N failed, N skipped` (with --tap, the comment \
                just before the plan, which comes last).
                """
        )
    }

    @Option(help: "The domain for files that do not name one.")
    var domain: String?

    @Option(name: .customLong("junit"), help: "Also write a JUnit XML report to this file: a test case per scenario.")
    var junitFile: String?

    @Option(name: .customLong("html"), help: "Also write a self-contained HTML report to this file: each scenario's timeline, its failures and the state's diff at each step.")
    var htmlFile: String?

    @Flag(help: "Report in the Test Anything Protocol (version 13, which TAP 14 readers read too): a test point per scenario.")
    var tap = false

    @Flag(help: "Stop at the first failure; what is not reached counts as skipped.")
    var failFast = false

    @Flag(help: "Print every statement and the messages it produced.")
    var transcript = false

    @Flag(help: "Rewrite each failed message expectation (and `expect nothing`) to what was emitted.")
    var record = false

    @Flag(help: "Every message a dispatch emits must be matched by an expect (as :set exhaustive on).")
    var exhaustive = false

    @Option(help: "Run only the scenarios whose name contains this text (any case).")
    var filter: String?

    @Option(help: "How many files run at once (default: one per core).")
    var jobs: Int?

    @Option(help: ArgumentHelp("Run the K-th of N parts of the files, e.g. 2/4, for CI matrices.", valueName: "K/N"))
    var shard: String?

    @Argument(help: "The .khipu files to run, or directories to run every .khipu file below.")
    var files: [String] = []

    func validate() throws {
        if files.isEmpty { throw ValidationError("name at least one .khipu file or directory") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs needs a number of at least 1") }
        if let shard, ScriptFiles.Shard(shard) == nil {
            throw ValidationError("--shard needs K/N with 1 ≤ K ≤ N, e.g. 2/4; got '\(shard)'")
        }
        if let filter, filter.isEmpty { throw ValidationError("--filter needs a text") }
    }

    func run() async throws {
        let defaultDomain = try DomainRegistry.domain(named: domain)
        // The HTML report shows every statement: the run keeps them all, with the state's diffs.
        let options = RunOptions(
            failFast: failFast, exhaustive: exhaustive, filter: filter, showsOnlyFailures: !transcript && !record && htmlFile == nil,
            recordsStateDiffs: htmlFile != nil)
        let runner = ScriptRunner(domains: DomainRegistry.domains, defaultDomain: defaultDomain, options: options)
        var reporter: any Reporter = tap ? TAPReporter(transcript: transcript) : HumanReporter(transcript: transcript)
        reporter.header.forEach { print($0) }

        let (expanded, emptyDirectories) = ScriptFiles.expand(files)
        let paths = shard.flatMap(ScriptFiles.Shard.init).map { $0.part(of: expanded) } ?? expanded
        var results = emptyDirectories.map { directory in
            var result = FileResult(path: directory)
            result.loadError = .error("no .khipu file below this directory", file: directory, line: nil)
            return result
        }
        results.forEach { result in reporter.lines(for: result).forEach { print($0) } }
        let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        results += await ScriptSuite.run(paths, runner: runner, jobs: jobs) { result in
            reporter.lines(for: result).forEach { print($0) }
            fflush(nil)
        }
        var summary = RunSummary(results)
        // A shard may hold none of the scenarios a filter picks while the others do.
        if let filter, shard == nil, !results.contains(where: { $0.scenarios.contains { $0.status != .filteredOut } }) {
            summary.unmatchedFilter = filter
        }

        if let junitFile {
            try write(JUnitReport.xml(for: results, unmatchedFilter: summary.unmatchedFilter), to: junitFile, what: "the JUnit report")
        }
        if let htmlFile {
            let title = "khipu run — " + (paths.count == 1 ? paths[0] : "\(paths.count) files")
            try write(HTMLReport.render(files: results, title: title, unmatchedFilter: summary.unmatchedFilter), to: htmlFile, what: "the HTML report")
        }
        let recording = record && summary.failed > 0
        // TAP readers take nothing after the plan: what was recorded goes before it, as comments.
        let recordedBeforeClosing = recording && tap ? try recordExpectations(results, linePrefix: "# ") : nil
        reporter.closing(summary).forEach { print($0) }
        if recording {
            if try recordedBeforeClosing ?? recordExpectations(results) { return }
            throw ExitCode.failure
        }
        if summary.fails { throw ExitCode.failure }
    }

    /// Writes a report file; one that cannot be written ends the run with exit code 2.
    private func write(_ text: String, to path: String, what: String) throws {
        do throws(FileWriteError) {
            try RegularFile.write(Data(text.utf8), to: path)
        } catch {
            FileHandle.standardError.write(Data("\(DomainRegistry.toolName): cannot write \(what) to \(path): \(error.reason)\n".utf8))
            throw ExitCode(2)
        }
    }
}
