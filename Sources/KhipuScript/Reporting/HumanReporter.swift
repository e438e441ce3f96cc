import Foundation
import KhipuDSL

/// The default report: failures in full with file and line, then one line a file.
/// With `transcript`, every statement and the messages it produced as well.
package struct HumanReporter: Reporter {
    let transcript: Bool

    package init(transcript: Bool) {
        self.transcript = transcript
    }

    package mutating func statementFinished(_ outcome: StatementOutcome) {
        if transcript {
            Console.write(TranscriptFormatter.format(outcome))
        } else if outcome.failed {
            Console.write(FailureFormatter.format(outcome))
        }
    }

    package mutating func fileFinished(_ result: FileResult) {
        if let loadError = result.loadError {
            Console.write(loadError)
        }
        let status = result.failed == 0 ? "PASS" : "FAIL"
        Console.write("\(status) \(TerminalSafeText.visible(result.path)): \(result.passed) passed, \(result.failed) failed")
    }

    package mutating func finish(_ results: [FileResult]) {}
}

/// A failed statement or expectation: `file:line: …` and the details.
enum FailureFormatter {
    static func format(_ outcome: StatementOutcome) -> String {
        var lines: [String] = []
        for event in outcome.events {
            switch event {
            case .expectationFailed(let details):
                let file = TerminalSafeText.visible(outcome.file ?? "<input>")
                lines.append("\(file):\(outcome.line): expectation failed: \(TerminalSafeText.visible(firstLine(outcome.text)))")
                lines.append(indent(details))
            case .failed(let rendered):
                lines.append(rendered)
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
                lines += outputs.isEmpty ? ["  (no message)"] : outputs.map { "  " + $0 }
            case .emitted(let outputs):
                lines += outputs.map { "  " + $0 }
            case .bound(let name, let value):
                lines.append("  \(name) = \(value)")
            case .expectationPassed:
                lines.append("  ok")
            case .expectationFailed(let details):
                lines.append("  FAILED at \(TerminalSafeText.visible(outcome.file ?? "<input>")):\(outcome.line)")
                lines.append(FailureFormatter.indent(FailureFormatter.indent(details)))
            case .failed(let rendered):
                lines.append(FailureFormatter.indent(rendered))
            case .output(let text):
                lines.append(FailureFormatter.indent(text))
            }
        }
        return lines.joined(separator: "\n")
    }
}
