/// How bad a diagnostic is. Everything the parser, decoder and interpreter report today
/// stops the statement, so it is an error.
public enum DiagnosticSeverity: String, Sendable, Hashable, CaseIterable {
    case error, warning, note
}

/// A stable name for a kind of diagnostic, e.g. `unknown-case`, in the way the `@DSL`
/// macro's diagnostics have ids: the language server's `code`, what JUnit and tests
/// match on, unchanged when the wording of the message improves.
///
/// A diagnostic made without an id is given one from its message by `init(classifying:)`,
/// so that every diagnostic the parser, decoder and interpreter throw has one without
/// each throw site naming it.
public struct DiagnosticID: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    // Syntax: the text is not a statement or an expression.
    public static let syntax = DiagnosticID(rawValue: "syntax")
    public static let unclosedBracket = DiagnosticID(rawValue: "unclosed-bracket")
    public static let unmatchedBracket = DiagnosticID(rawValue: "unmatched-bracket")
    public static let invalidEscape = DiagnosticID(rawValue: "invalid-escape")
    public static let tooDeep = DiagnosticID(rawValue: "too-deep")
    // Names: a case, label, name, type or command that does not exist.
    public static let unknownCase = DiagnosticID(rawValue: "unknown-case")
    public static let unknownLabel = DiagnosticID(rawValue: "unknown-label")
    public static let unknownName = DiagnosticID(rawValue: "unknown-name")
    public static let unknownType = DiagnosticID(rawValue: "unknown-type")
    public static let unknownCommand = DiagnosticID(rawValue: "unknown-command")
    public static let unknownDomain = DiagnosticID(rawValue: "unknown-domain")
    public static let unknownMember = DiagnosticID(rawValue: "unknown-member")
    // Types: a value that does not fit where it stands.
    public static let typeMismatch = DiagnosticID(rawValue: "type-mismatch")
    public static let missingArgument = DiagnosticID(rawValue: "missing-argument")
    public static let extraArgument = DiagnosticID(rawValue: "extra-argument")
    public static let wrongLabel = DiagnosticID(rawValue: "wrong-label")
    public static let overflow = DiagnosticID(rawValue: "overflow")
    public static let invalidValue = DiagnosticID(rawValue: "invalid-value")
    public static let ambiguousType = DiagnosticID(rawValue: "ambiguous-type")
    // Running: what a statement needs is not there.
    public static let nilValue = DiagnosticID(rawValue: "nil-value")
    public static let indexOutOfRange = DiagnosticID(rawValue: "index-out-of-range")
    public static let nothingDispatched = DiagnosticID(rawValue: "nothing-dispatched")
    public static let invalidCommand = DiagnosticID(rawValue: "invalid-command")
    public static let other = DiagnosticID(rawValue: "error")

    /// The id of a diagnostic that was made without one, told from its message.
    public init(classifying message: String) {
        self = Self.rules.first { rule in rule.matches(message) }?.id ?? .other
    }

    private struct Rule {
        let id: DiagnosticID
        let prefixes: [String]
        let contains: [String]

        func matches(_ message: String) -> Bool {
            prefixes.contains { message.hasPrefix($0) } || contains.contains { message.contains($0) }
        }
    }

    /// Checked in order; the first that matches names the diagnostic.
    private static let rules: [Rule] = [
        Rule(id: .unknownCase, prefixes: ["unknown case"], contains: []),
        Rule(id: .unknownLabel, prefixes: ["unknown label"], contains: []),
        Rule(id: .unknownName, prefixes: ["unknown name"], contains: []),
        Rule(id: .unknownType, prefixes: ["unknown type"], contains: []),
        Rule(id: .unknownCommand, prefixes: ["unknown command"], contains: []),
        Rule(id: .unknownDomain, prefixes: ["unknown domain", "expected a domain name"], contains: []),
        Rule(id: .unknownMember, prefixes: ["a list has no"], contains: [" has no method ", " has no member ", " has no property ", "has no Change DSL"]),
        Rule(id: .nilValue, prefixes: [], contains: ["' is nil", "type of 'nil'"]),
        Rule(id: .unclosedBracket, prefixes: [], contains: ["is never closed", "unterminated"]),
        Rule(id: .unmatchedBracket, prefixes: [], contains: ["has no matching"]),
        Rule(id: .invalidEscape, prefixes: ["invalid escape", "expected an escaped character"], contains: ["not a valid Unicode scalar"]),
        Rule(id: .tooDeep, prefixes: [], contains: ["deeper than", "more than 16 deep"]),
        Rule(id: .missingArgument, prefixes: ["missing argument"], contains: []),
        Rule(id: .extraArgument, prefixes: ["too many arguments", "duplicate argument"], contains: []),
        Rule(id: .wrongLabel, prefixes: ["expected label", "unexpected label", "alter takes changes without labels"], contains: []),
        Rule(id: .overflow, prefixes: [], contains: ["overflows"]),
        Rule(id: .indexOutOfRange, prefixes: [], contains: ["out of range", "is not a list"]),
        Rule(id: .nothingDispatched, prefixes: ["nothing has been dispatched"], contains: []),
        Rule(id: .ambiguousType, prefixes: ["cannot tell the type"], contains: []),
        Rule(id: .syntax, prefixes: ["expected '", "unexpected "], contains: ["to close '"]),
        Rule(id: .typeMismatch, prefixes: ["these arguments do not fit", "no way to build"], contains: [", found "]),
        Rule(id: .invalidValue, prefixes: ["invalid ", "cannot build"], contains: ["is not a valid", " failed: ", "cannot be written in the DSL"]),
        Rule(id: .invalidCommand, prefixes: ["expected a file", "':"], contains: ["cannot be bound"]),
        Rule(id: .syntax, prefixes: ["expected"], contains: []),
    ]
}
