import Foundation
import KhipuDSL

/// The default report: a scenario's failures in full with file and line, then one line
/// for the scenario: `PASS`, `FAIL` or `SKIP`, its name and its counts. With `transcript`,
/// every statement and the messages it produced as well.
package struct HumanReporter: Reporter {
    let transcript: Bool

    package init(transcript: Bool) {
        self.transcript = transcript
    }

    package var header: [String] { [] }

    package mutating func lines(for result: FileResult) -> [String] {
        if let loadError = result.loadError {
            return [loadError.rendered(), "FAIL \(result.path): 0 passed, 1 failed, 0 skipped"]
        }
        var lines: [String] = []
        for scenario in result.scenarios where scenario.status != .filteredOut {
            if transcript {
                if scenario.line != nil { lines.append("== \(ScenarioText.title(scenario, in: result.path))") }
                lines += scenario.outcomes.map(TranscriptFormatter.format)
                if scenario.checksNothing { lines.append(ScenarioText.checksNothing(scenario, in: result.path)) }
            } else {
                lines += ScenarioText.failures(scenario, in: result.path)
            }
            lines += ScenarioText.notes(scenario, in: result.path)
            let status = scenario.isFailure ? "FAIL" : scenario.status == .notReached ? "SKIP" : "PASS"
            lines.append("\(status) \(ScenarioText.title(scenario, in: result.path)): \(ScenarioText.counts(scenario))")
        }
        return lines
    }

    package mutating func closing(_ summary: RunSummary) -> [String] {
        let nothingMatched = summary.unmatchedFilter.map { "error: " + TerminalSafeText.visible(RunSummary.nothingMatched($0)) }
        return [nothingMatched, summary.description].compactMap { $0 }
    }
}

/// A failed statement or expectation: `file:line: …` and the details.
enum FailureFormatter {
    static func format(_ outcome: StatementOutcome) -> String {
        var lines: [String] = []
        for event in outcome.events {
            switch event {
            case .expectationFailed(let details) where !outcome.isExpectation:
                // A check of the statement's effects, such as exhaustive mode's.
                lines.append("\(outcome.file ?? "<input>"):\(outcome.line): \(details)")
            case .expectationFailed(let details):
                let file = TerminalSafeText.visible(outcome.file ?? "<input>")
                lines.append("\(file):\(outcome.line): expectation failed: \(TerminalSafeText.visible(firstLine(outcome.text)))")
                lines.append(indent(details))
            case .failed(let problem):
                lines.append(problem.rendered())
            default:
                break
            }
        }
        return lines.joined(separator: "\n")
    }

    static func firstLine(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let newline = trimmed.firstIndex(of: "\n") else { return trimmed }
        return String(trimmed[..<newline]) + " …"
    }

    static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}

/// Every statement as typed, then what it produced, indented.
enum TranscriptFormatter {
    static func format(_ outcome: StatementOutcome) -> String {
        var lines = ["> " + TerminalSafeText.visible(outcome.text, keepingLineBreaks: true).trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "\n", with: "\n  ")]
        for event in outcome.events {
            switch event {
            case .dispatched(_, let outputs):
                lines += outputs.isEmpty ? ["  (no message)"] : outputs.map { "  " + $0.text }
            case .emitted(let outputs):
                lines += RepeatFolding.fold(outputs.map(\.text)).map { "  " + $0 }
            case .clockMoved(let move):
                lines.append(FailureFormatter.indent(move.text))
            case .bound(let name, let value):
                lines.append("  \(name) = \(value)")
            case .expectationPassed:
                lines.append("  ok")
            case .expectationFailed(let details):
                lines.append("  FAILED at \(TerminalSafeText.visible(outcome.file ?? "<input>")):\(outcome.line)")
                lines.append(FailureFormatter.indent(FailureFormatter.indent(details)))
            case .failed(let problem):
                lines.append(FailureFormatter.indent(problem.rendered()))
            case .output(let text):
                lines.append(FailureFormatter.indent(text))
            }
        }
        return lines.joined(separator: "\n")
    }
}
