import KhipuDSL

/// Test Anything Protocol 14: one test point per scenario (and per file that cannot be
/// read), a YAML block with the failures in full, the plan at the end, the summary as a
/// comment. Nothing else reaches standard output; a transcript goes out as comments.
package struct TAPReporter: Reporter {
    let transcript: Bool
    private var count = 0

    package init(transcript: Bool = false) {
        self.transcript = transcript
    }

    package var header: [String] { ["TAP version 14"] }

    package mutating func lines(for result: FileResult) -> [String] {
        if let loadError = result.loadError {
            return testPoint(ok: false, description: result.path, directive: nil)
                + diagnostics(message: "the file could not be read", file: result.path, line: nil, data: [], failures: loadError)
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
            guard scenario.isFailure else { continue }
            let message = scenario.hasStatementError ? "a statement could not run" : scenario.checksNothing ? "checks nothing" : "an expectation failed"
            lines += diagnostics(
                message: message,
                file: result.path,
                line: scenario.line ?? 1,
                data: [("passed", scenario.passed), ("failed", scenario.failed), ("skipped", scenario.skipped)],
                failures: ScenarioText.failures(scenario, in: result.path).joined(separator: "\n")
            )
        }
        return lines
    }

    package mutating func closing(_ summary: RunSummary) -> [String] {
        ["1..\(count)", "# \(summary)"]
    }

    private mutating func testPoint(ok: Bool, description: String, directive: String?) -> [String] {
        count += 1
        let line = "\(ok ? "ok" : "not ok") \(count) - \(Self.escaped(description))"
        return [directive.map { "\(line) # \($0)" } ?? line]
    }

    /// The YAML block after a failed test point, indented by two spaces.
    private func diagnostics(message: String, file: String, line: Int?, data: [(String, Int)], failures: String) -> [String] {
        var lines = ["  ---", "  message: \(Self.quoted(message))", "  severity: fail", "  at:", "    file: \(Self.quoted(file))"]
        if let line { lines.append("    line: \(line)") }
        for (key, value) in data { lines.append("  \(key): \(value)") }
        lines.append("  failures: |-")
        lines += Self.yamlText(failures).split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
        lines.append("  ...")
        return lines
    }

    private func comment(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "# " + $0 }
    }

    /// A test point's description: one line, `#` and `\` escaped so no directive is read into it.
    static func escaped(_ description: String) -> String {
        var text = ""
        for character in TerminalSafeText.visible(description) {
            switch character {
            case "\\": text += "\\\\"
            case "#": text += "\\#"
            case "\n", "\r": text += " "
            default: text.append(character)
            }
        }
        return text
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { quoted += "\\x" + hex(scalar.value) } else { quoted.unicodeScalars.append(scalar) }
            }
        }
        return quoted + "\""
    }

    /// Text for a literal block: YAML allows no control characters but tab and line feed.
    static func yamlText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || scalar.value == 0x7F {
                result += "\\x" + hex(scalar.value)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }
}
