import KhipuDSL

/// One statement as the splitter cut it and the parser read it, once: planning (scenarios,
/// the background), the expectation count, the runner's looks ahead and the interpreter
/// all read this instead of reading the text again.
package struct ParsedStatement: Sendable {
    package let source: StatementSource
    /// Shared by the statements written as the one before them: a long script repeating
    /// a line holds one parse for them all, and each statement costs a reference.
    private let parse: Parse

    /// What the statement starts with, known even when the rest does not parse (a
    /// `scenario` line without its quotes is still a scenario's header).
    var opening: StatementOpening { parse.opening }
    /// The statement, or the one diagnostic saying why it does not parse.
    var result: Result<Statement, Diagnostic> { parse.result }

    /// Parses `source`.
    package init(_ source: StatementSource) {
        self.source = source
        parse = Parse(StatementParser.parsed(source.text))
    }

    private init(_ source: StatementSource, as parsed: ParsedStatement) {
        self.source = source
        parse = parsed.parse
    }

    /// Splits `text` into statements and parses each.
    package static func parsing(_ text: String) -> [ParsedStatement] {
        parsing(StatementSplitter.split(text))
    }

    /// Parses each statement, reading a text written as the one before it once: the
    /// splitter shares one string among repeated lines, and so their parse is shared
    /// (ranges are offsets into the statement's own text, so they hold for both).
    static func parsing(_ sources: [StatementSource]) -> [ParsedStatement] {
        var parsed: [ParsedStatement] = []
        parsed.reserveCapacity(sources.count)
        for source in sources {
            if let previous = parsed.last, previous.source.text == source.text {
                parsed.append(ParsedStatement(source, as: previous))
            } else {
                parsed.append(ParsedStatement(source))
            }
        }
        return parsed
    }

    package var text: String { source.text }
    package var line: Int { source.line }

    var statement: Statement? { try? result.get() }

    var isExpectation: Bool { statement?.isExpectation == true }

    /// The meta command the statement runs, e.g. `(load, "other.khipu")` for `:load other.khipu`.
    var metaCommand: (name: String, argument: String)? {
        guard case .meta(let name, _, let argument, _)? = statement else { return nil }
        return (name, argument)
    }
}

/// One statement text's parse.
private final class Parse: Sendable {
    let opening: StatementOpening
    let result: Result<Statement, Diagnostic>

    init(_ parsed: (opening: StatementOpening, result: Result<Statement, Diagnostic>)) {
        (opening, result) = parsed
    }
}

/// How a statement starts: enough to plan a script even where the statement does not parse.
enum StatementOpening: Sendable {
    /// Nothing but trivia.
    case nothing
    /// `:`
    case metaCommand
    /// `let`
    case binding
    /// `expect`
    case expectation
    /// `scenario`
    case scenario
    /// A message to dispatch or a value to show.
    case expression
}
