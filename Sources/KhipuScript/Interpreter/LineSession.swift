import Foundation
import KhipuDSL

/// A session over plain lines of standard input, for when standard input or output is
/// not a terminal (the REPL's readline session takes the terminal): statements run as
/// they complete, a statement continues over lines while a bracket or `"""` is open. No
/// prompt and no escape codes; prints what each statement produced and returns false if
/// any statement failed.
package struct LineSession {
    let interpreter: Interpreter

    package init(interpreter: Interpreter) {
        self.interpreter = interpreter
    }

    package func run() async -> Bool {
        let succeeded = await runLines()
        // Nothing is left silent: an answer still due when the input ended is said, on
        // standard error where a program reading the answers looks for diagnostics.
        guard let waiting = interpreter.waitingAtEnd() else { return succeeded }
        FileHandle.standardError.write(Data((waiting.text + "\n").utf8))
        return succeeded && !waiting.fails
    }

    private func runLines() async -> Bool {
        var pending = ""
        var continuation = StatementContinuation()
        var firstLine = 1
        var lineNumber = 0
        var succeeded = true
        let reader = ByteLineReader()
        while true {
            guard let bytes = reader.nextLine() else { break }
            lineNumber += 1
            guard let line = String(validating: bytes, as: UTF8.self) else {
                Swift.print(notUTF8(bytes, line: lineNumber))
                succeeded = false
                pending = ""
                continuation = StatementContinuation()
                continue
            }
            if pending.isEmpty { firstLine = lineNumber }
            pending += pending.isEmpty ? line : "\n" + line
            // Only the new line is scanned: a statement open over n lines takes O(n), not O(n²).
            if continuation.append(line) { continue }
            let text = pending
            pending = ""
            continuation = StatementContinuation()
            for statement in StatementSplitter.split(text) {
                let source = StatementSource(text: statement.text, line: firstLine + statement.line - 1)
                let outcome = await interpreter.run(ParsedStatement(source), file: nil).merged
                show(outcome)
                if outcome.failed { succeeded = false }
                if outcome.stop { return succeeded }
            }
        }
        if !pending.isEmpty {
            let outcome = await interpreter.run(ParsedStatement(StatementSource(text: pending, line: firstLine)), file: nil).merged
            show(outcome)
            if outcome.failed { succeeded = false }
        }
        return succeeded
    }

    /// What a statement did on standard output; a change the store could not save on
    /// standard error, where a program reading the answers looks for errors.
    private func show(_ outcome: StatementOutcome) {
        guard outcome.failedToStore else { return Swift.print(SessionFormatter.format(outcome)) }
        let failures = outcome.events.filter { if case .failed = $0 { true } else { false } }
        let rest = outcome.events.filter { if case .failed = $0 { false } else { true } }
        if !rest.isEmpty { Swift.print(SessionFormatter.format(outcome.with(events: rest))) }
        FileHandle.standardError.write(Data((SessionFormatter.format(outcome.with(events: failures)) + "\n").utf8))
    }

    private func notUTF8(_ bytes: [UInt8], line: Int) -> String {
        let offset = UTF8Check.firstInvalidOffset(in: bytes) ?? 0
        let column = UTF8Check.lineAndColumn(of: offset, in: bytes).column
        return "<input>:\(line):\(column): error: the input is not UTF-8 text; the line was not run"
    }
}

/// What a session shows after a statement: the emitted messages one a line, bound
/// values, command output, failures in full.
package enum SessionFormatter {
    package static func format(_ outcome: StatementOutcome) -> String {
        var lines: [String] = []
        for event in outcome.events {
            switch event {
            case .dispatched(_, let outputs):
                lines += outputs.isEmpty ? ["(no message)"] : outputs.map(\.text)
            case .emitted(let outputs):
                lines += RepeatFolding.fold(outputs.map(\.text))
            case .clockMoved(let move):
                lines.append(move.text)
            case .bound(let name, let value):
                lines.append("\(name) = \(value)")
            case .expectationPassed:
                lines.append("ok")
            case .expectationFailed(let details):
                lines.append("expectation failed")
                lines.append(details)
            case .failed(let problem):
                lines.append(problem.rendered())
            case .output(let text):
                lines.append(text)
            }
        }
        return lines.joined(separator: "\n")
    }
}
