/// The fixtures and rows of a domain's documentation, as `DomainDocumentation` builds them,
/// and how the domain compares with the seed article it comes from.
public struct DocumentationTable<Message> {
    /// The named values the rows are written with; a cell prints a value equal to one by its name.
    public let fixtures: [DocumentationFixture]
    public let rows: [DocumentationRow<Message>]
    /// The seed article the domain is built from, in a few words, e.g.
    /// `"seed 002, “Test-driven model layer” of Ovo Timer"`; nil for a domain of its own.
    public let article: String?
    /// Where the domain deliberately differs from that article, and the article's examples
    /// that do not work as printed.
    public let departures: [ArticleDeparture]

    public init(
        fixtures: [DocumentationFixture],
        rows: [DocumentationRow<Message>],
        article: String? = nil,
        departures: [ArticleDeparture] = []
    ) {
        self.fixtures = fixtures
        self.rows = rows
        self.article = article
        self.departures = departures
    }
}
