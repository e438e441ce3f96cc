import KhipuDSL

/// Test Anything Protocol: one `ok`/`not ok` line per expectation and per failed
/// statement, the plan at the end.
package struct TAPReporter: Reporter {
    private var count = 0

    package init() {
        Console.write("TAP version 13")
    }

    package mutating func statementFinished(_ outcome: StatementOutcome) {
        guard outcome.isExpectation || outcome.failed else { return }
        count += 1
        let name = TerminalSafeText.visible("\(outcome.file ?? "<input>"):\(outcome.line) \(FailureFormatter.firstLine(outcome.text))")
        if outcome.failed {
            Console.write("not ok \(count) - \(name)")
            Console.write("  ---")
            Console.write("  message: |")
            Console.write(FailureFormatter.indent(FailureFormatter.indent(FailureFormatter.format(outcome))))
            Console.write("  ...")
        } else {
            Console.write("ok \(count) - \(name)")
        }
    }

    package mutating func fileFinished(_ result: FileResult) {
        guard let loadError = result.loadError else { return }
        count += 1
        Console.write("not ok \(count) - \(TerminalSafeText.visible(result.path))")
        Console.write("  ---")
        Console.write("  message: |")
        Console.write(FailureFormatter.indent(FailureFormatter.indent(loadError)))
        Console.write("  ...")
    }

    package mutating func finish(_ results: [FileResult]) {
        Console.write("1..\(count)")
    }
}
