#if Fuzzing
import KhipuDSL
import KhipuScript

/// What the fuzzer checks on every input, beyond "no crash":
///
/// - every statement of the input either parses, or yields a diagnostic whose range lies
///   inside the input and whose caret the renderer puts inside the quoted line;
/// - a statement that parses and decodes as one of the subjects' types prints, re-parses
///   and decodes to an equal value (structurally: same printed text, and `==` where the
///   value equals itself, i.e. holds no NaN), in the compact and the pretty style;
/// - wherever `decode(_:fromText:)` reads a statement or a printed text without the tree,
///   the value is the one the tree gives;
/// - a statement that parses but does not decode yields a diagnostic that satisfies the
///   same caret rule.
struct FuzzOracle {
    let subjects: [RoundTripSubject]
    let decoder: DSLValueDecoder
    let renderer = DiagnosticRenderer(windowWidth: 40)

    init(subjects: [RoundTripSubject]) {
        self.subjects = subjects
        self.decoder = DSLValueDecoder(context: DSLDecodingContext(types: subjects.flatMap(\.exposedTypes)))
    }

    /// The first broken promise for `text`, or nil when every promise held.
    func check(_ text: String) -> String? {
        for statement in StatementSplitter.split(text) {
            if let finding = checkStatement(statement) { return finding }
        }
        return nil
    }

    private func checkStatement(_ statement: StatementSource) -> String? {
        let expression: DSLExpression
        do {
            expression = try DSLParser.parseExpression(statement.text)
        } catch {
            return checkDiagnostic(error, in: statement, stage: "parse")
        }
        for subject in subjects {
            switch subject.roundTrip(statement.text, expression, decoder) {
            case .notDecodable(let diagnostic):
                if let finding = checkDiagnostic(diagnostic, in: statement, stage: "decode as \(subject.name)") {
                    return finding
                }
            case .roundTripped:
                break
            case .broken(let finding):
                return "\(subject.name): \(finding)\ninput: \(statement.text)"
            }
        }
        return nil
    }

    private func checkDiagnostic(_ diagnostic: Diagnostic, in statement: StatementSource, stage: String) -> String? {
        let count = statement.text.utf8.count
        let ranges = [diagnostic.range] + diagnostic.locatedNotes.map(\.range)
        for range in ranges where !(0 <= range.start && range.start <= range.end && range.end <= count) {
            return "\(stage): diagnostic range \(range) outside the \(count) bytes of the input: \(diagnostic.message)"
        }
        let rendered = renderer.render(diagnostic, source: statement, fileName: "fuzz", colored: false)
            .split(separator: "\n", omittingEmptySubsequences: false)
        guard rendered.count >= 3 else { return "\(stage): diagnostic rendered without line and caret" }
        let line = rendered[1].dropFirst(2)
        let caret = rendered[2].dropFirst(2)
        guard let caretIndex = caret.firstIndex(of: "^") else { return "\(stage): no caret under the line" }
        // Measured as the renderer places the caret: in terminal columns, the line's tabs
        // repeated in the caret's line (DisplayWidth counts a tab as none in both).
        let caretColumn = DisplayWidth.of(caret[..<caretIndex])
        let lineWidth = DisplayWidth.of(line)
        if caretColumn > lineWidth {
            return "\(stage): caret at column \(caretColumn) beyond the \(lineWidth) columns of the line\n"
                + rendered.joined(separator: "\n")
        }
        return nil
    }
}
#endif
