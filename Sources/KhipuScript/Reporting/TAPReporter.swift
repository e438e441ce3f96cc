import KhipuDSL

/// Test Anything Protocol 13, which Debian 12's `prove` and Python's `tappy` read and TAP 14
/// readers read too: one test point per scenario (and per file that cannot be read), a
/// YAMLish block with the failures in full, the summary as a comment and the plan last.
/// A `--filter` that matched nothing ends the stream with `Bail out!` instead of the plan.
/// Nothing else reaches standard output; a transcript goes out as comments.
package struct TAPReporter: Reporter {
    let transcript: Bool
    private var count = 0

    package init(transcript: Bool = false) {
        self.transcript = transcript
    }

    package var header: [String] { ["TAP version 13"] }

    package mutating func lines(for result: FileResult) -> [String] {
        if let loadError = result.loadError {
            return testPoint(ok: false, description: result.path, directive: nil)
                + diagnostics(message: "the file could not be read", file: result.path, at: nil, data: [], failures: loadError.rendered())
        }
        var lines: [String] = []
        for scenario in result.scenarios {
            if transcript {
                lines += scenario.outcomes.map(TranscriptFormatter.format).flatMap { comment($0) }
            }
            let description = scenario.line == nil ? result.path : "\(result.path): \(scenario.name)"
            switch scenario.status {
            case .filteredOut:
                lines += testPoint(ok: true, description: description, directive: "SKIP filtered out by --filter")
                continue
            case .notReached:
                lines += testPoint(ok: true, description: description, directive: "SKIP not reached: the run stopped before it")
                continue
            case .ran:
                break
            }
            lines += testPoint(ok: !scenario.isFailure, description: description, directive: nil)
            lines += ScenarioText.notes(scenario, in: result.path).flatMap { comment($0) }
            guard scenario.isFailure else { continue }
            let message = scenario.hasStatementError ? "a statement could not run" : scenario.checksNothing ? "checks nothing" : "an expectation failed"
            lines += diagnostics(
                message: message,
                file: result.path,
                at: Self.failureSpot(of: scenario, in: result.path),
                data: [("passed", scenario.passed), ("failed", scenario.failed), ("skipped", scenario.skipped)],
                failures: ScenarioText.failures(scenario, in: result.path).joined(separator: "\n")
            )
        }
        return lines
    }

    /// The summary comes before the plan: tappy takes a plan only on the first or the last line.
    package mutating func closing(_ summary: RunSummary) -> [String] {
        guard let filter = summary.unmatchedFilter else { return ["# \(summary)", "1..\(count)"] }
        return ["# \(summary)", "Bail out! " + TerminalSafeText.visible(RunSummary.nothingMatched(filter))]
    }

    private mutating func testPoint(ok: Bool, description: String, directive: String?) -> [String] {
        count += 1
        let line = "\(ok ? "ok" : "not ok") \(count) - \(Self.escaped(description))"
        return [directive.map { "\(line) # \($0)" } ?? line]
    }

    /// The YAMLish block after a failed test point, indented by two spaces.
    private func diagnostics(message: String, file: String, at spot: FailureSpot?, data: [(String, Int)], failures: String) -> [String] {
        var lines = ["  ---", "  message: \(YAMLishText.quoted(message))", "  severity: fail", "  at:", "    file: \(YAMLishText.quoted(TerminalSafeText.visible(file)))"]
        if let spot {
            lines.append("    line: \(spot.line)")
            lines.append("    column: \(spot.column)")
        }
        if let id = spot?.id { lines.append("  id: \(YAMLishText.quoted(id.rawValue))") }
        for (key, value) in data { lines.append("  \(key): \(value)") }
        lines += YAMLishText.field("failures", failures, indent: 2)
        lines.append("  ...")
        return lines
    }

    struct FailureSpot {
        let line: Int
        let column: Int
        /// The id of the diagnostic the statement failed with, when it failed with one.
        let id: DiagnosticID?
    }

    /// Where the scenario's first failure in its own file is: the spot its diagnostic
    /// points at, else its statement's line. A failure in a `:load`ed file is reported at
    /// the scenario's line (the file's first when it has none).
    static func failureSpot(of scenario: ScenarioResult, in path: String) -> FailureSpot {
        guard let first = scenario.outcomes.first(where: { $0.failures > 0 && ($0.file == nil || $0.file == path) && $0.line > 0 }) else {
            return FailureSpot(line: scenario.line ?? 1, column: 1, id: nil)
        }
        for case .failed(let problem) in first.events {
            let position = problem.position(defaultFile: path)
            return FailureSpot(line: position.line, column: position.column, id: problem.id)
        }
        return FailureSpot(line: first.line, column: 1, id: nil)
    }

    private func comment(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "# " + $0 }
    }

    /// A test point's description, on one line. A `\` is written `\\` as TAP 14 asks; a `#`
    /// is written `＃` (U+FF03): tappy ends a description at the first `#`, escaped or not,
    /// and reads what follows as the directive, which loses a `# SKIP` after it.
    static func escaped(_ description: String) -> String {
        var text = ""
        for character in TerminalSafeText.visible(description) {
            switch character {
            case "\\": text += "\\\\"
            case "#": text += "＃"
            default: text.append(character)
            }
        }
        return text
    }
}
