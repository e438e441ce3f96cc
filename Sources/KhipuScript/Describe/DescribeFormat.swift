/// The formats `khipu describe` prints.
package enum DescribeFormat: String, CaseIterable, Sendable {
    /// An aligned table fitted to the terminal.
    case text
    /// A page that renders on GitHub.
    case markdown
    /// Everything, for other tools.
    case json
}

/// Renders a domain's reference in one of the formats.
package enum DescribeRenderer {
    package static func render(_ domain: DescribableDomain, format: DescribeFormat, width: Int = TerminalWidth.current()) -> String {
        let reference = DomainReference(domain)
        switch format {
        case .text: return TextRenderer.render(reference, width: width)
        case .markdown: return MarkdownRenderer.render(reference)
        case .json: return JSONRenderer.render(reference)
        }
    }
}
