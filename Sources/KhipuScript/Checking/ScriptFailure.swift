import Foundation

/// One failed expectation or statement of a script run, located for a test framework
/// or an editor: the file, line and column it is about, a one-line message and the
/// details (the diff, or the rendered diagnostic).
package struct ScriptFailure: Equatable {
    package let file: String
    package let line: Int
    package let column: Int
    package let message: String
    package let details: String

    /// The failures of a finished run, in the order they happened; a file that could
    /// not be read is one failure at its line 1.
    package static func failures(of result: FileResult) -> [ScriptFailure] {
        var failures: [ScriptFailure] = []
        if let loadError = result.loadError {
            failures.append(located(loadError, defaultFile: result.path, defaultLine: 1, defaultColumn: 1))
        }
        for outcome in result.outcomes {
            let file = outcome.file ?? result.path
            for event in outcome.events {
                switch event {
                case .expectationFailed(let details):
                    let column = (outcome.text.firstIndex { !$0.isWhitespace }).map { outcome.text.distance(from: outcome.text.startIndex, to: $0) + 1 } ?? 1
                    let statement = outcome.text.trimmingCharacters(in: .whitespacesAndNewlines)
                    failures.append(ScriptFailure(file: file, line: outcome.line, column: column, message: "expectation failed: \(statement)", details: details))
                case .failed(let rendered):
                    failures.append(located(rendered, defaultFile: file, defaultLine: outcome.line, defaultColumn: 1))
                default:
                    break
                }
            }
        }
        return failures
    }

    /// Reads `file:line:column: error: message` (or `file:line: error: …`) off the first
    /// line of a rendered error; text without a location keeps the defaults.
    static func located(_ rendered: String, defaultFile: String, defaultLine: Int, defaultColumn: Int) -> ScriptFailure {
        let firstLine = String(rendered.prefix { $0 != "\n" })
        let patterns = [#"^(.*):([0-9]+):([0-9]+): error: (.*)$"#, #"^(.*):([0-9]+): error: (.*)$"#]
        for pattern in patterns {
            guard let regex = try? NSRegularExpression(pattern: pattern),
                let match = regex.firstMatch(in: firstLine, range: NSRange(firstLine.startIndex..., in: firstLine))
            else { continue }
            let group = { (index: Int) in Range(match.range(at: index), in: firstLine).map { String(firstLine[$0]) } ?? "" }
            let hasColumn = match.numberOfRanges == 5
            return ScriptFailure(
                file: group(1),
                line: Int(group(2)) ?? defaultLine,
                column: hasColumn ? Int(group(3)) ?? defaultColumn : defaultColumn,
                message: group(hasColumn ? 4 : 3),
                details: rendered
            )
        }
        return ScriptFailure(file: defaultFile, line: defaultLine, column: defaultColumn, message: firstLine, details: rendered)
    }
}
