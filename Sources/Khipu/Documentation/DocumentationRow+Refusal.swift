extension DocumentationRow {
    /// A row for input the domain refuses, whatever its gateways do (a decrement below
    /// zero, a brightness over 100): the table shows it as refused, never as a success.
    /// `--check` runs it like a success row, with the gateways working; `failure` is what
    /// it answers with failing gateways, when the refusal goes through one.
    /// `.refusal("Rejects a brightness over 100.", .dim(.light(l), to: 140), answer: .dimming(…, .failed(.brightnessOutOfRange)))`.
    public static func refusal(
        _ comment: String,
        _ command: Message,
        answer: Message...,
        failure: Message...,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line
    ) -> DocumentationRow {
        DocumentationRow(
            comment, command, success: [], failure: failure, refusal: answer,
            source: DocumentationSource(fileID: fileID, filePath: filePath, line: line)
        )
    }

    /// Whether the row documents refused input.
    public var isRefusal: Bool { !refusal.isEmpty }
}
