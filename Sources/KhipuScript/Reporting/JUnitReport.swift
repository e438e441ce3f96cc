import Foundation
import KhipuDSL

/// JUnit XML, readable by CI systems: a test suite per file and a test case per scenario,
/// named by the scenario, with the file as its class and the file, line and time. Failed
/// expectations are a `<failure>`, a statement that could not run an `<error>`, a scenario
/// left out by `--filter` (or not reached) `<skipped>`.
///
/// The `type` of a `<failure>` or `<error>` is a stable id to match on, never the wording:
/// `expectation` or `checks-nothing` for a failure, and for an error the id of the
/// diagnostic the statement failed with (`unknown-case`, `type-mismatch`, …; see
/// `DiagnosticID`), or `error` when it failed without one (a file that cannot be read is `load`).
package enum JUnitReport {
    package static func xml(for results: [FileResult]) -> String {
        var suites: [String] = []
        var totals = Counts()
        for result in results {
            let (lines, counts) = suite(result)
            suites += lines
            totals.add(counts)
        }
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        lines.append("<testsuites name=\"khipu\" \(totals.attributes)>")
        lines += suites
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private struct Counts {
        var tests = 0
        var failures = 0
        var errors = 0
        var skipped = 0
        var time: Duration = .zero

        mutating func add(_ other: Counts) {
            tests += other.tests
            failures += other.failures
            errors += other.errors
            skipped += other.skipped
            time += other.time
        }

        var attributes: String {
            "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(seconds(time))\""
        }
    }

    private static func suite(_ result: FileResult) -> ([String], Counts) {
        let file = escape(result.path)
        var counts = Counts()
        var cases: [String] = []
        if let loadError = result.loadError {
            counts.tests = 1
            counts.errors = 1
            cases.append("    <testcase name=\"\(file)\" classname=\"\(file)\" file=\"\(file)\" time=\"0.000\">")
            cases.append("      <error message=\"the file could not be read\" type=\"load\">\(escape(loadError))</error>")
            cases.append("    </testcase>")
        }
        for scenario in result.scenarios {
            counts.tests += 1
            counts.time += scenario.duration
            let attributes = "name=\"\(escape(scenario.name))\" classname=\"\(file)\" file=\"\(file)\" line=\"\(scenario.line ?? 1)\" time=\"\(seconds(scenario.duration))\""
            let failures = escape(ScenarioText.failures(scenario, in: result.path).joined(separator: "\n"))
            let child: String?
            switch scenario.status {
            case .filteredOut:
                counts.skipped += 1
                child = "<skipped message=\"filtered out by --filter\"/>"
            case .notReached:
                counts.skipped += 1
                child = "<skipped message=\"not reached: the run stopped before it\"/>"
            case .ran where scenario.hasStatementError:
                counts.errors += 1
                child = "<error message=\"a statement could not run\(skippedNote(scenario))\" type=\"\(escape(errorType(scenario)))\">\(failures)</error>"
            case .ran where scenario.isFailure:
                counts.failures += 1
                let message = scenario.checksNothing ? "checks nothing" : "\(scenario.failed) expectation\(scenario.failed == 1 ? "" : "s") failed"
                let type = scenario.checksNothing ? "checks-nothing" : "expectation"
                child = "<failure message=\"\(message)\" type=\"\(type)\">\(failures)</failure>"
            case .ran:
                child = nil
            }
            if let child {
                cases += ["    <testcase \(attributes)>", "      " + child, "    </testcase>"]
            } else {
                cases.append("    <testcase \(attributes)/>")
            }
        }
        let lines = ["  <testsuite name=\"\(file)\" \(counts.attributes)>"] + cases + ["  </testsuite>"]
        return (lines, counts)
    }

    /// The id of the diagnostic the first statement that could not run failed with.
    private static func errorType(_ scenario: ScenarioResult) -> String {
        let failed = scenario.outcomes.first(where: \.couldNotRun)
        return (failed?.diagnosticID ?? .other).rawValue
    }

    private static func skippedNote(_ scenario: ScenarioResult) -> String {
        scenario.skipped == 0 ? "" : "; \(scenario.skipped) expectation\(scenario.skipped == 1 ? "" : "s") skipped"
    }

    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.3f", Double(seconds) + Double(attoseconds) / 1e18)
    }

    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\n", "\t", "\r": escaped.unicodeScalars.append(scalar)
            default:
                // XML 1.0 has no way to write other control characters.
                if scalar.value < 0x20 { escaped += "\\u{\(String(scalar.value, radix: 16))}" } else { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped
    }
}
