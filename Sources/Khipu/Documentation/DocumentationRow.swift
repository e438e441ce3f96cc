/// One row of a domain's documentation: a command, the messages the domain answers with
/// while its gateways work, and those it answers with while they fail.
///
/// A row whose answers come later (a gateway that answers in 2 s, a timer) says after
/// which move of the clock they are due (`after:`): `--check` moves the domain's clock that
/// far after the command, and every format shows it ("after 2s").
///
/// `describe --check` runs the command on a fresh domain twice, with the gateways in their
/// default mode and in their `failing` mode, and compares what the domain emitted with the
/// two columns. A row without failure messages has no failure column: the command does not
/// go through a gateway (its failures, if any, are rows of their own).
public struct DocumentationRow<Message> {
    /// What the row shows, in a sentence.
    public let comment: String
    public let command: Message
    /// Every message the domain emits for `command` with working gateways, in order.
    public let success: [Message]
    /// Every message the domain emits for `command` with failing gateways, in order; empty
    /// when the row has no failure column.
    public let failure: [Message]
    /// Every message the domain answers `command` with, with working gateways, when the row
    /// documents input it refuses (`.refusal(…)`); such a row has no success. Checked like
    /// the success column.
    public let refusal: [Message]
    /// Where the row is written, so that a failed check points at it.
    public let source: DocumentationSource
    /// The move of the clock after the command by which its answers are due; nil when they
    /// come at once.
    public let after: Duration?

    public init(
        _ comment: String,
        _ command: Message,
        after: Duration? = nil,
        success: [Message],
        failure: [Message] = [],
        refusal: [Message] = [],
        source: DocumentationSource
    ) {
        self.comment = comment
        self.command = command
        self.after = after
        self.success = success
        self.failure = failure
        self.refusal = refusal
        self.source = source
    }

    /// A row as a table lists it:
    /// `.row("Loads the lights.", .load(.lights), success: .loading(.lights([l]), .succeeded), failure: …)`.
    public static func row(
        _ comment: String,
        _ command: Message,
        success: Message...,
        failure: Message...,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line
    ) -> DocumentationRow {
        DocumentationRow(
            comment, command, success: success, failure: failure,
            source: DocumentationSource(fileID: fileID, filePath: filePath, line: line)
        )
    }

    /// A row whose answers are due only after the clock moved by `after`:
    /// `.row("Pays the order; the gateway answers 2 s later.", .pay(o), after: .seconds(2), success: .paid(o), failure: .declined(o))`.
    public static func row(
        _ comment: String,
        _ command: Message,
        after: Duration,
        success: Message...,
        failure: Message...,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line
    ) -> DocumentationRow {
        DocumentationRow(
            comment, command, after: after, success: success, failure: failure,
            source: DocumentationSource(fileID: fileID, filePath: filePath, line: line)
        )
    }

    /// Whether the row has a failure column.
    public var canFail: Bool { !failure.isEmpty }
}

/// Where in the Swift sources a documentation row is written.
public struct DocumentationSource: Sendable, Equatable {
    /// `Module/File.swift`, the same on every machine.
    public let fileID: String
    /// The full path of the file on the machine that compiled it.
    public let filePath: String
    public let line: Int

    public init(fileID: String, filePath: String, line: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
    }

    /// Where a row builder was called, from its `#fileID`, `#filePath` and `#line` defaults.
    init(fileID: StaticString, filePath: StaticString, line: UInt) {
        self.init(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line))
    }
}

extension DocumentationRow: Sendable where Message: Sendable {}
