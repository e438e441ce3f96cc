import Foundation
import KhipuDSL

/// One expectation `khipu run --record` rewrote.
package struct RecordedExpectation: Equatable {
    package let file: String
    package let line: Int
    package let old: String
    package let new: String

    package var description: String {
        "\(file):\(line): recorded\n  - \(old.replacingOccurrences(of: "\n", with: "\n    "))\n  + \(new.replacingOccurrences(of: "\n", with: "\n    "))"
    }
}

/// Record mode: rewrites each failed message expectation (and `expect nothing`) of a
/// finished run to what the last dispatch actually emitted, in place, and leaves every
/// other byte of the file alone.
///
/// The emitted message is written with the names bound at that point wherever a part of
/// it prints the same as a bound value (`.added(item: coffee)`); numbers, booleans and
/// `nil` are always written as literals, since a bound `1` says nothing about a `1`.
package enum ExpectationRecorder {
    /// Rewrites the file `result` ran; returns what changed and how many failures could
    /// not be recorded (failed comparisons and statements, failures in loaded files).
    package static func record(_ result: FileResult) throws -> (recorded: [RecordedExpectation], unrecorded: Int) {
        var text = Array(try Data(contentsOf: URL(fileURLWithPath: result.path)))
        var edits: [(range: Range<Int>, replacement: String, record: RecordedExpectation)] = []
        var unrecorded = result.loadError == nil ? 0 : 1
        var tracker = OutputTracker()
        for outcome in result.outcomes {
            if outcome.failed {
                if outcome.isExpectation, outcome.file == result.path,
                    let edit = rewrite(outcome, in: text, outputs: tracker.lastOutputs, bindings: tracker.bindings)
                {
                    edits.append(edit)
                } else {
                    unrecorded += 1
                }
            }
            tracker.note(outcome)
        }
        guard !edits.isEmpty else { return ([], unrecorded) }
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            text.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        try Data(text).write(to: URL(fileURLWithPath: result.path), options: .atomic)
        return (edits.map(\.record), unrecorded)
    }

    private static func rewrite(
        _ outcome: StatementOutcome, in file: [UInt8], outputs: [String]?, bindings: [(name: String, value: String)]
    ) -> (range: Range<Int>, replacement: String, record: RecordedExpectation)? {
        guard let outputs, let start = offset(ofLine: outcome.line, in: file),
            file[start...].starts(with: Array(outcome.text.utf8)),
            let statement = try? StatementParser.parse(outcome.text)
        else { return nil }
        let naming = BoundNameSubstitution(bindings: bindings)
        // Identical messages fold into one `expect M × N`, as a transcript prints them.
        let written = FoldedExpectations.fold(outputs.map { naming.rewrite($0) })
        let replaced: SourceRange
        let replacement: String
        switch statement {
        case .expectMessage(let expression, let repeats):
            replaced = SourceRange(expression.range.start, repeats?.range.end ?? expression.range.end)
            let old = Self.text(outcome.text, expression.range)
            // Of several messages, the one closest to what was expected replaces it; a
            // count is written when either side has one.
            let closest = written.max { commonPrefix($0.message, old) < commonPrefix($1.message, old) }
            replacement = closest.map { repeats == nil && $0.count == 1 ? $0.message : $0.message + " \(ExpectedRepeats.sign) \($0.count)" } ?? "nothing"
        case .expectNothing(let range):
            guard !written.isEmpty else { return nil }
            replaced = range
            let indentation = String(outcome.text.prefix { $0 == " " || $0 == "\t" })
            replacement = written.map(\.text).joined(separator: "\n" + indentation + "expect ")
        default:
            return nil
        }
        let new = Self.replacing(outcome.text, replaced, with: replacement)
        let record = RecordedExpectation(
            file: outcome.file ?? "",
            line: outcome.line,
            old: outcome.text.trimmingCharacters(in: .whitespaces),
            new: new.trimmingCharacters(in: .whitespaces)
        )
        return (start + replaced.start..<start + replaced.end, replacement, record)
    }

    /// The byte offset where the 1-based `line` starts.
    private static func offset(ofLine line: Int, in bytes: [UInt8]) -> Int? {
        var current = 1
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while current < line {
            guard let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            index = newline + 1
            current += 1
        }
        return index
    }

    static func text(_ text: String, _ range: SourceRange) -> String {
        let bytes = Array(text.utf8)
        return String(decoding: bytes[max(0, range.start)..<min(bytes.count, range.end)], as: UTF8.self)
    }

    static func replacing(_ text: String, _ range: SourceRange, with replacement: String) -> String {
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(max(0, range.start)..<min(bytes.count, range.end), with: Array(replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func commonPrefix(_ a: String, _ b: String) -> Int {
        zip(a.utf8, b.utf8).prefix { $0 == $1 }.count
    }
}

/// Follows a run's events to know, at each statement, what the last dispatch emitted
/// and which names were bound to what (printed).
struct OutputTracker {
    private(set) var lastOutputs: [String]?
    private(set) var bindings: [(name: String, value: String)] = []

    mutating func note(_ outcome: StatementOutcome) {
        let command = outcome.text.trimmingCharacters(in: .whitespacesAndNewlines)
        var emitted = false
        for event in outcome.events {
            switch event {
            case .dispatched(_, let outputs):
                lastOutputs = outputs.map(\.text)
            case .emitted(let outputs):
                lastOutputs = outputs.map(\.text)
                emitted = true
            case .bound(let name, let value):
                bindings.removeAll { $0.name == name }
                bindings.append((name, value))
            default:
                break
            }
        }
        if command.hasPrefix(":clock "), !emitted, !outcome.failed {
            lastOutputs = []
        } else if [":reset", ":undo", ":domain"].contains(where: { command.hasPrefix($0) }) {
            lastOutputs = nil
        } else if command.hasPrefix("scenario ") {
            // A scenario starts on a fresh domain: nothing dispatched, nothing bound yet.
            lastOutputs = nil
            bindings = []
        }
    }
}

/// Writes a printed value with bound names in place of the parts that print the same.
struct BoundNameSubstitution {
    let bindings: [(name: String, value: String)]

    func rewrite(_ printed: String) -> String {
        guard !bindings.isEmpty, let expression = try? DSLParser.parseExpression(printed) else { return printed }
        return rewrite(expression, in: printed, isWhole: true)
    }

    private func rewrite(_ expression: DSLExpression, in printed: String, isWhole: Bool) -> String {
        let text = ExpectationRecorder.text(printed, expression.range)
        if !isWhole, isNameable(expression), let name = bindings.last(where: { $0.value == text })?.name {
            return name
        }
        var result = text
        for child in expression.children.sorted(by: { $0.range.start > $1.range.start }) {
            let local = SourceRange(child.range.start - expression.range.start, child.range.end - expression.range.start)
            result = ExpectationRecorder.replacing(result, local, with: rewrite(child, in: printed, isWhole: false))
        }
        return result
    }

    private func isNameable(_ expression: DSLExpression) -> Bool {
        switch expression.kind {
        case .integer, .float, .bool, .nil: false
        default: true
        }
    }
}
