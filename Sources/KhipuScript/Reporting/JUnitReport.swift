import Foundation
import Khipu
import KhipuDSL

/// JUnit XML valid against the Jenkins xUnit plugin's `junit-10.xsd` (a copy is in
/// Tests/Fixtures) and read by junitparser: a test suite per file, with its file, the time
/// it began and the host, and a test case per scenario, named by the scenario, with the
/// file as its dotted class name (`JUnitClassName`) and its time. Failed expectations are a
/// `<failure>`, a statement that could not run an `<error>`, a scenario left out by
/// `--filter` (or not reached) `<skipped>`; the text of a failure or error starts with the
/// file and line of each thing that went wrong. A `--filter` that matched nothing is said
/// in each suite's `<system-err>`: it is no test of its own.
///
/// The `type` of a `<failure>` or `<error>` is a stable id to match on, never the wording:
/// `expectation` or `checks-nothing` for a failure, and for an error the id of the
/// diagnostic the statement failed with (`unknown-case`, `type-mismatch`, …; see
/// `DiagnosticID`), or `error` when it failed without one (a file that cannot be read is `load`).
package enum JUnitReport {
    package static func xml(for results: [FileResult], unmatchedFilter: String? = nil) -> String {
        var suites: [String] = []
        var totals = Counts()
        for (index, result) in results.enumerated() {
            let (lines, counts) = suite(result, id: index, unmatchedFilter: unmatchedFilter)
            suites += lines
            totals.add(counts)
        }
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        // The schema allows no `skipped` on <testsuites>: each suite has its own.
        lines.append("<testsuites name=\"khipu\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" errors=\"\(totals.errors)\" time=\"\(seconds(totals.time))\">")
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

    private static func suite(_ result: FileResult, id: Int, unmatchedFilter: String?) -> ([String], Counts) {
        let file = escape(result.path)
        let classname = escape(JUnitClassName.of(result.path))
        var counts = Counts()
        var cases: [String] = []
        if let loadError = result.loadError {
            counts.tests = 1
            counts.errors = 1
            cases.append("    <testcase name=\"\(file)\" classname=\"\(classname)\" time=\"0.000\">")
            cases.append("      <error message=\"the file could not be read\" type=\"load\">\(escape(loadError.rendered()))</error>")
            cases.append("    </testcase>")
        }
        for scenario in result.scenarios {
            counts.tests += 1
            counts.time += scenario.duration
            let attributes = "name=\"\(escape(scenario.name))\" classname=\"\(classname)\" time=\"\(seconds(scenario.duration))\""
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
            let notes = ScenarioText.notes(scenario, in: result.path)
            let output = notes.isEmpty ? nil : "<system-out>\(escape(notes.joined(separator: "\n")))</system-out>"
            let children = [child, output].compactMap { $0 }
            if !children.isEmpty {
                cases += ["    <testcase \(attributes)>"] + children.map { "      " + $0 } + ["    </testcase>"]
            } else {
                cases.append("    <testcase \(attributes)/>")
            }
        }
        if let unmatchedFilter {
            cases.append("    <system-err>\(escape(RunSummary.nothingMatched(unmatchedFilter)))</system-err>")
        }
        let timestamp = result.started.formatted(.iso8601)
        let suite = "  <testsuite name=\"\(file)\" \(counts.attributes) timestamp=\"\(timestamp)\" hostname=\"\(escape(HostName.current))\" id=\"\(id)\" file=\"\(file)\">"
        return ([suite] + cases + ["  </testsuite>"], counts)
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
        String(format: "%.3f", duration.timeInterval)
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
                // XML 1.0 has no way to write other control characters, U+FFFE or U+FFFF.
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { escaped += "\\u{\(String(scalar.value, radix: 16))}" } else { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped
    }
}
