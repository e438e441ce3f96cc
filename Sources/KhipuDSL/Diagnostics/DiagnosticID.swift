/// How bad a diagnostic is. Everything the parser, decoder and interpreter report today
/// stops the statement, so it is an error.
public enum DiagnosticSeverity: String, Sendable, Hashable, CaseIterable {
    case error, warning, note
}

/// A stable name for a kind of diagnostic, e.g. `unknown-case`, in the way the `@DSL`
/// macro's diagnostics have ids: the language server's `code`, what JUnit and tests
/// match on, unchanged when the wording of the message improves.
///
/// Each diagnostic is made by a named factory (`Diagnostic.unknownCase(…)`,
/// `ScriptError.cannotReadFile(…)`) that gives it its id; nothing tells the id from the
/// message. The raw values are a contract: Language.md lists them, and a test holds the
/// two together.
public enum DiagnosticID: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    // Syntax: the text is not a statement or an expression.
    case syntax = "syntax"
    case unclosedBracket = "unclosed-bracket"
    case unmatchedBracket = "unmatched-bracket"
    case invalidEscape = "invalid-escape"
    case tooDeep = "too-deep"
    // Names: a case, label, name, type or command that does not exist.
    case unknownCase = "unknown-case"
    case unknownLabel = "unknown-label"
    case unknownName = "unknown-name"
    case unknownType = "unknown-type"
    case unknownCommand = "unknown-command"
    case unknownDomain = "unknown-domain"
    case unknownMember = "unknown-member"
    // Types: a value that does not fit where it stands.
    case typeMismatch = "type-mismatch"
    case missingArgument = "missing-argument"
    case extraArgument = "extra-argument"
    case wrongLabel = "wrong-label"
    case overflow = "overflow"
    case invalidValue = "invalid-value"
    case ambiguousType = "ambiguous-type"
    case invalidRange = "invalid-range"
    case rawValueSpelling = "raw-value"
    case comparisonOutsideExpect = "comparison-outside-expect"
    /// A warning: a type a domain's values hold has no `@DSL`.
    case missingDSL = "missing-dsl"
    /// A warning: a stored property or associated value whose type's own `Codable` form
    /// is a bare list without names, which no text can spell by name.
    case untypeable = "untypeable"
    // Running: what a statement needs is not there.
    case nilValue = "nil-value"
    case indexOutOfRange = "index-out-of-range"
    case nothingDispatched = "nothing-dispatched"
    case invalidCommand = "invalid-command"
    case clockStopped = "clock-stopped"
    case domainBusy = "domain-busy"
    case feedbackLoop = "feedback-loop"
    /// A command that cannot apply to a live app (`:undo`, `:clock`, `:reset`, … in `khipu attach`).
    case notLive = "not-live"
    // Files: a script, a saved session or a store that cannot be read or written.
    case load = "load"
    case save = "save"
    case store = "store"
    /// A failure that is not a diagnostic of this list, e.g. an error a domain threw.
    case other = "error"

    public var description: String { rawValue }
}
