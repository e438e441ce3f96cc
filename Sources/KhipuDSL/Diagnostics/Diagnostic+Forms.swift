/// Diagnostics about Swift's own forms of values: ranges and the cases of enums with raw
/// values.
extension Diagnostic {
    /// A value that is not a range where a `ClosedRange` or a `Range` is expected.
    package static func notARange(expected: String, found: String, at range: SourceRange, notes: [String]) -> Diagnostic {
        Diagnostic("expected \(expected), found \(found)", at: range, notes: notes, id: .invalidRange)
    }

    /// `8..<20` where a `ClosedRange` is expected, or `8...20` where a `Range` is.
    package static func wrongRangeOperator(_ typeName: String, isWritten spelled: String, at range: SourceRange, notes: [String]) -> Diagnostic {
        Diagnostic("a \(typeName) is written with \(spelled)", at: range, notes: notes, id: .invalidRange)
    }

    /// `20...8`: Swift's range operators need the lower bound first.
    package static func rangeBoundsReversed(at range: SourceRange) -> Diagnostic {
        Diagnostic("the lower bound of a range must not be above its upper bound", at: range, notes: [RangeForm.note], id: .invalidRange)
    }

    /// `"STU"` where `Tier` is expected and `case student = "STU"`: a case is written by its
    /// name, whatever its raw value.
    package static func rawValueSpelling(_ written: String, caseName: String, of typeName: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "\(written) is the raw value of \(typeName).\(caseName); a case is written by its name",
            at: range, notes: ["write .\(caseName) (or \"\(caseName)\")"], suggestion: ".\(caseName)", id: .rawValueSpelling)
    }

    /// A literal (`"STUDENT"`, `3`) that names no case of an enum with raw values; `bare`
    /// is its text without quotes.
    package static func unknownRawCase(_ written: String, bare: String, of typeName: String, cases: [String], at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "\(written) is no case of \(typeName)", at: range,
            notes: ["cases of \(typeName): " + cases.map { "." + $0 }.joined(separator: ", ")],
            suggestion: DidYouMean.suggestion(for: bare, among: cases).map { "." + $0 },
            id: .unknownCase)
    }
}
