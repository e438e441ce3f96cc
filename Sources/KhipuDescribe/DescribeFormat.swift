/// The formats `khipu describe` prints.
package enum DescribeFormat: String, CaseIterable, Sendable {
    /// An aligned table fitted to the terminal.
    case text
    /// A page that renders on GitHub.
    case markdown
    /// Everything, for other tools.
    case json
    /// A self-contained page for people who do not code.
    case html
}

/// Renders a domain's reference in one of the formats.
package enum DescribeRenderer {
    package static func render(_ domain: DescribableDomain, format: DescribeFormat, width: Int = TerminalWidth.current(), checks: [CheckReport]? = nil, tool: String = "khipu") -> String {
        let reference = DomainReference(domain)
        switch format {
        case .text: return TextRenderer.render(reference, width: width)
        case .markdown: return MarkdownRenderer.render(reference, tool: tool)
        case .json: return JSONRenderer.render(reference)
        case .html: return HTMLRenderer.render([reference], checks: checks, tool: tool)
        }
    }

    /// One page or document for several domains: html puts them on one page, json in one
    /// document (`{"domains": [...]}`), text and markdown one after the other.
    package static func render(_ domains: [DescribableDomain], format: DescribeFormat, width: Int = TerminalWidth.current(), checks: [CheckReport]? = nil, tool: String = "khipu") -> String {
        switch format {
        case .html: return HTMLRenderer.render(domains.map(DomainReference.init), checks: checks, tool: tool)
        case .json: return JSONRenderer.render(domains.map(DomainReference.init))
        case .text, .markdown: return domains.map { render($0, format: format, width: width, tool: tool) }.joined(separator: "\n\n")
        }
    }
}
