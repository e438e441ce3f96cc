import Foundation

/// JUnit XML, readable by CI systems: a test suite per file, a test case per expectation
/// (and per statement that could not run, and per file that could not be read).
package enum JUnitReport {
    package static func xml(for results: [FileResult]) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let total = results.reduce(0) { $0 + $1.passed + $1.failed }
        let failures = results.reduce(0) { $0 + $1.failed }
        lines.append("<testsuites name=\"khipu\" tests=\"\(total)\" failures=\"\(failures)\">")
        for result in results {
            let tests = result.passed + result.failed
            lines.append("  <testsuite name=\"\(escape(result.path))\" tests=\"\(tests)\" failures=\"\(result.failed)\">")
            if let loadError = result.loadError {
                lines.append("    <testcase classname=\"\(escape(result.path))\" name=\"load\">")
                lines.append("      <failure message=\"the file could not be loaded\">\(escape(loadError))</failure>")
                lines.append("    </testcase>")
            }
            for outcome in result.outcomes where outcome.isExpectation || outcome.failed {
                let name = "line \(outcome.line): \(FailureFormatter.firstLine(outcome.text))"
                lines.append("    <testcase classname=\"\(escape(result.path))\" name=\"\(escape(name))\">")
                if outcome.failed {
                    let message = outcome.isExpectation ? "expectation failed" : "statement failed"
                    lines.append("      <failure message=\"\(message)\">\(escape(FailureFormatter.format(outcome)))</failure>")
                }
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
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
