/// The fixtures and rows of a domain's documentation, as `DomainDocumentation` builds them.
public struct DocumentationTable<Message> {
    /// The named values the rows are written with; a cell prints a value equal to one by its name.
    public let fixtures: [DocumentationFixture]
    public let rows: [DocumentationRow<Message>]

    public init(fixtures: [DocumentationFixture], rows: [DocumentationRow<Message>]) {
        self.fixtures = fixtures
        self.rows = rows
    }
}
