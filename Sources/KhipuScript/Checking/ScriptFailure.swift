import KhipuDSL

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
            failures.append(located(loadError, defaultFile: result.path))
        }
        for outcome in result.outcomes {
            let file = outcome.file ?? result.path
            for event in outcome.events {
                switch event {
                case .expectationFailed(let details):
                    let column = (outcome.text.firstIndex { !$0.isWhitespace }).map { outcome.text.distance(from: outcome.text.startIndex, to: $0) + 1 } ?? 1
                    let statement = outcome.text.trimmingCharacters(in: .whitespacesAndNewlines)
                    failures.append(ScriptFailure(file: file, line: outcome.line, column: column, message: "expectation failed: \(statement)", details: details))
                case .failed(let problem):
                    failures.append(located(problem, defaultFile: file))
                default:
                    break
                }
            }
        }
        return failures
    }

    /// The failure a problem is: where its diagnostic points, or where the error happened.
    static func located(_ problem: StatementProblem, defaultFile: String) -> ScriptFailure {
        let position = problem.position(defaultFile: defaultFile)
        return ScriptFailure(
            file: position.file ?? defaultFile, line: position.line, column: position.column, message: problem.message, details: problem.rendered())
    }
}
