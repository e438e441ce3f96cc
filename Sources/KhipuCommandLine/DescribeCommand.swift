import ArgumentParser
import Foundation
import KhipuScript
import KhipuDescribe

struct DescribeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe",
        abstract: "Print a domain's grammar and documentation table, or check the table.",
        discussion: """
            Prints every message of the domain with its parameter types and doc comment, the \
            Change DSLs of the models it carries, its gateways, the named fixtures and the table \
            Command | Success | Failure, each cell as it is written in Swift. The text format fits \
            the terminal (COLUMNS, else the terminal's width, else 100 columns); html is one \
            self-contained page for readers who do not code (--all-domains: every domain on it); \
            json is one document (--all-domains: {"domains": [...]}).

            --check runs every row on a fresh domain, the Success column with the gateways \
            working and the Failure column with them failing, and exits non-zero with a diff \
            for each row that does not hold; a refusal row is run like a success row. With \
            --format json or markdown the report is in that format; with --format html the page \
            shows each row's result and when the check ran.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json, html
    }

    @Option(help: "The domain to describe.")
    var domain: String?

    @Option(help: "The output format.")
    var format: Format = .text

    @Flag(help: "Run every row of the table and report the ones that do not hold.")
    var check = false

    @Flag(help: "Describe every domain (html: on one page).")
    var allDomains = false

    func run() async throws {
        let format = DescribeFormat(rawValue: format.rawValue) ?? .text
        let described = allDomains ? DomainRegistry.domains.map(\.describable) : [try DomainRegistry.domain(named: domain).describable]
        var reports: [CheckReport]?
        if check {
            var collected: [CheckReport] = []
            for domain in described { collected.append(await DocumentationCheck(domain: domain).run()) }
            reports = collected
            // The html page shows each row's result in its table; the other formats report.
            if format != .html {
                print(CheckReport.render(collected, format: format))
                if !collected.allSatisfy(\.passed) { throw ExitCode.failure }
                return
            }
        }
        let output = allDomains
            ? DescribeRenderer.render(described, format: format, checks: reports, tool: DomainRegistry.toolName)
            : DescribeRenderer.render(described[0], format: format, checks: reports, tool: DomainRegistry.toolName)
        print(output, terminator: output.hasSuffix("\n") ? "" : "\n")
        if let reports, !reports.allSatisfy(\.passed) { throw ExitCode.failure }
    }
}
