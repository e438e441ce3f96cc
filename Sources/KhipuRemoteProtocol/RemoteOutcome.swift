import Khipu

/// What a statement did, as an `answer` frame carries it: the interpreter's events, each
/// as a value, so that the client shows them with the same presenter as a local session.
package struct RemoteOutcome: Codable, Equatable, Sendable {
    package var line: Int
    package var text: String
    package var events: [RemoteEvent]
    package var isExpectation: Bool
    package var stop: Bool
    /// The id of the diagnostic the statement failed with, if it did.
    package var diagnosticID: String?
    package var failedToStore: Bool?

    package init(
        line: Int, text: String, events: [RemoteEvent], isExpectation: Bool, stop: Bool, diagnosticID: String?, failedToStore: Bool?
    ) {
        self.line = line
        self.text = text
        self.events = events
        self.isExpectation = isExpectation
        self.stop = stop
        self.diagnosticID = diagnosticID
        self.failedToStore = failedToStore
    }
}

/// A failure that is not a diagnostic (a file that cannot be read, a store that cannot
/// save): where (`<input>:3`) and what, already worded.
public struct RemoteError: Codable, Equatable, Sendable {
    public var location: String
    public var message: String
    public var line: Int
    public var column: Int

    public init(location: String, message: String, line: Int, column: Int) {
        self.location = location
        self.message = message
        self.line = line
        self.column = column
    }
}

/// A message the domain put out, and what it came from.
package struct RemoteMessage: Codable, Equatable, Sendable {
    package var text: String
    package var source: MessageSource

    package init(text: String, source: MessageSource) {
        self.text = text
        self.source = source
    }
}

/// A diagnostic as a value: its id (`unknown-case`), where it points (lines and columns
/// from 1, in the statement's input), its message, notes and suggestion, and its rendered
/// text for a client that shows only text.
public struct RemoteDiagnostic: Codable, Equatable, Sendable {
    public struct Position: Codable, Equatable, Sendable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    public struct Range: Codable, Equatable, Sendable {
        public var start: Position
        public var end: Position

        public init(start: Position, end: Position) {
            self.start = start
            self.end = end
        }
    }

    /// A note about another spot of the statement, e.g. where an unclosed `(` opened.
    public struct LocatedNote: Codable, Equatable, Sendable {
        public var message: String
        public var at: Position

        public init(message: String, at: Position) {
            self.message = message
            self.at = at
        }
    }

    public var id: String
    public var message: String
    public var range: Range?
    public var notes: [String]
    public var locatedNotes: [LocatedNote]?
    public var suggestion: String?
    public var rendered: String

    public init(
        id: String, message: String, range: Range?, notes: [String], locatedNotes: [LocatedNote]? = nil, suggestion: String?, rendered: String
    ) {
        self.id = id
        self.message = message
        self.range = range
        self.notes = notes
        self.locatedNotes = locatedNotes
        self.suggestion = suggestion
        self.rendered = rendered
    }
}

/// A file the client writes on its side: what `:save FILE` saved.
public struct RemoteFile: Codable, Equatable, Sendable {
    public var path: String
    public var content: String
    /// `:save!`: replaces a file `:save` did not write.
    public var replacing: Bool

    public init(path: String, content: String, replacing: Bool) {
        self.path = path
        self.content = content
        self.replacing = replacing
    }
}

/// A completion candidate: what replaces the fragment, how the list shows it, its doc line.
public struct RemoteCandidate: Codable, Equatable, Sendable {
    public var insertion: String
    public var display: String
    public var summary: String?

    public init(insertion: String, display: String, summary: String?) {
        self.insertion = insertion
        self.display = display
        self.summary = summary
    }
}
