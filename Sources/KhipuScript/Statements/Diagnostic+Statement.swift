import KhipuDSL

/// What the statement parser reports: a line that is not a statement of the script
/// language (`let`, `expect`, `scenario`, a message, a `:` command).
extension Diagnostic {
    static func missingStatement(at range: SourceRange) -> Diagnostic {
        Diagnostic("expected a statement", at: range, id: .syntax)
    }

    static func textAfterStatement(at range: SourceRange) -> Diagnostic {
        Diagnostic("unexpected text after the statement", at: range, id: .syntax)
    }

    /// `state.count == 1` without `expect`: a comparison is checked by an expectation.
    static func comparisonOutsideExpect(_ written: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "a comparison is checked by 'expect'", at: range,
            notes: ["write: expect \(written)"], suggestion: nil, id: .comparisonOutsideExpect)
    }

    static func missingBindingName(at range: SourceRange) -> Diagnostic {
        Diagnostic("expected a name after 'let'", at: range, id: .syntax)
    }

    static func missingBindingType(at range: SourceRange) -> Diagnostic {
        Diagnostic("expected a type after ':'", at: range, id: .syntax)
    }

    static func missingBindingEquals(after name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("expected '=' after 'let \(name)'", at: range, notes: ["a binding reads `let \(name) = value`"], id: .syntax)
    }

    static func emptyExpectation(at range: SourceRange) -> Diagnostic {
        Diagnostic("expected a message, 'nothing' or a comparison after 'expect'", at: range, id: .syntax)
    }

    /// `expect a ==` with nothing after the operator.
    static func missingComparisonValue(after operatorText: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("expected a value after '\(operatorText)'", at: range, id: .syntax)
    }

    static func missingComparisonOperator(at range: SourceRange) -> Diagnostic {
        Diagnostic("expected '==', '!=', '<', '<=', '>', '>=' or 'contains'", at: range, id: .syntax)
    }

    /// `expect .tick × 0`, `expect .tick × many`: the count of a folded expectation.
    static func invalidRepeatCount(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "expected how many times the message was emitted, a whole number from 1 to \(ExpectedRepeats.largest)", at: range,
            notes: ["`expect .ovotimer(.cmd(.tick)) × 90` holds when exactly 90 of the messages the last dispatch emitted match"],
            id: .syntax)
    }

    /// `expect state.count`: a value alone is neither a message nor a comparison.
    static func expectationNotMessage(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "expected a message or a comparison", at: range,
            notes: ["write `expect .message(…)` (a message starts with '.'), `expect nothing` or `expect a == b`"], id: .syntax)
    }

    static func unquotedScenarioName(at range: SourceRange, notes: [String]) -> Diagnostic {
        Diagnostic("expected the scenario's name in quotes", at: range, notes: notes, id: .syntax)
    }

    static func emptyScenarioName(at range: SourceRange, notes: [String]) -> Diagnostic {
        Diagnostic("a scenario needs a name", at: range, notes: notes, id: .syntax)
    }
}
