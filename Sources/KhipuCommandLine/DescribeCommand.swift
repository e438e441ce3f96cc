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
            the terminal (COLUMNS, else the terminal's width, else 100 columns); html is one             self-contained page for readers who do not code (--all-domains: every domain on it).

            --check runs every row on a fresh domain, the Success column with the gateways \
            working and the Failure column with them failing, and exits non-zero with a diff \
            for each row that does not hold; a refusal row is run like a success row. With             --format json or markdown the report is in that format.
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
        if check {
            var reports: [CheckReport] = []
            for domain in described { reports.append(await DocumentationCheck(domain: domain).run()) }
            print(CheckReport.render(reports, format: format))
            if !reports.allSatisfy(\.passed) { throw ExitCode.failure }
            return
        }
        let output = DescribeRenderer.render(described, format: format)
        print(output, terminator: output.hasSuffix("\n") ? "" : "\n")
    }
}
